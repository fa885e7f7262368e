/** Feeds over REST: fan-out on write, follow and unfollow, filters, and paging under new posts. */
import assert from "node:assert/strict";
import { raisedLimits } from "../../src/core/write_limits.ts";
import type { StartOptions } from "../helpers/server.ts";
import { startServerWithSmtp } from "../helpers/server_setups.ts";
import { Client, signUpEach } from "../helpers/users.ts";
import { type FeedAnswer, readAll, textPost } from "../helpers/posts.ts";

async function setup(options: StartOptions = {}) {
  const { server, smtp, close } = await startServerWithSmtp(options);
  const [a, b, c] = await signUpEach(server, smtp, ["writer_a", "reader_b", "writer_c"]);
  return { server, a, b, c, close };
}

Deno.test("[feed] following feed: fan-out, follow backfill, unfollow, delete", async (t) => {
  const s = await setup();
  const { a, b, c } = s;
  await textPost(a.client, "A before follow");
  await textPost(c.client, "C unrelated");

  await t.step("a new follow brings the followee's recent posts in", async () => {
    await b.client.request("POST", `/api/follow/${a.user._id}`);
    assert.deepEqual(await readAll(b.client, "/api/feed/following"), ["A before follow"]);
  });

  let second = "";
  await t.step("new posts reach followers at once, newest first", async () => {
    second = await textPost(a.client, "A after follow");
    await textPost(c.client, "C still unrelated");
    assert.deepEqual(await readAll(b.client, "/api/feed/following"), [
      "A after follow",
      "A before follow",
    ]);
  });

  await t.step("type filters", async () => {
    await a.client.request("POST", "/api/posts", {
      type: "section",
      title: "A roadmap",
      section: { title: "Start", category: "DSA" },
    });
    assert.deepEqual(await readAll(b.client, "/api/feed/following?type=section"), ["A roadmap"]);
    assert.deepEqual(await readAll(b.client, "/api/feed/following?type=text"), [
      "A after follow",
      "A before follow",
    ]);
    const bad = await b.client.request("GET", "/api/feed/following?type=video");
    assert.equal(bad.status, 400);
  });

  await t.step("a deleted post leaves the feed", async () => {
    await a.client.request("DELETE", `/api/posts/${second}`);
    assert.deepEqual(await readAll(b.client, "/api/feed/following"), [
      "A roadmap",
      "A before follow",
    ]);
  });

  await t.step("an unfollow takes the author's posts out", async () => {
    await b.client.request("DELETE", `/api/follow/${a.user._id}`);
    assert.deepEqual(await readAll(b.client, "/api/feed/following"), []);
    const left = await Array.fromAsync(s.server.kv.list({ prefix: ["feed", b.user._id] }));
    assert.equal(left.length, 0);
  });

  await t.step("the following feed needs a session", async () => {
    const res = await new Client(s.server).request("GET", "/api/feed/following");
    assert.equal(res.status, 401);
  });

  await s.close();
});

Deno.test("[feed] global feed leaves your own posts out; other lists", async (t) => {
  const s = await setup();
  const { a, b } = s;
  await textPost(a.client, "A1");
  await textPost(b.client, "B1");
  await textPost(a.client, "A2");

  await t.step("global: everyone's posts newest first, without the viewer's own", async () => {
    assert.deepEqual(await readAll(b.client, "/api/feed/global"), ["A2", "A1"]);
    assert.deepEqual(await readAll(a.client, "/api/feed/global"), ["B1"]);
    assert.deepEqual(await readAll(new Client(s.server), "/api/feed/global"), ["A2", "B1", "A1"]);
  });

  await t.step("GET /posts lists every post; GET /posts/user/{id} one student's", async () => {
    assert.deepEqual(await readAll(b.client, "/api/posts"), ["A2", "B1", "A1"]);
    assert.deepEqual(await readAll(b.client, `/api/posts/user/${a.user._id}`), ["A2", "A1"]);
    assert.deepEqual(await readAll(b.client, `/api/posts/user/${a.user._id}?type=image`), []);
    const missing = await b.client.request("GET", "/api/posts/user/01J0000000000000000000000A");
    assert.equal(missing.status, 404);
  });

  await t.step("the answer names its pagination", async () => {
    const res = await b.client.request<FeedAnswer>("GET", "/api/posts?limit=2");
    assert.deepEqual(Object.keys(res.body.pagination).sort(), [
      "cursor",
      "hasMore",
      "limit",
      "page",
    ]);
    assert.equal(res.body.pagination.hasMore, true);
    assert.equal(res.body.posts.length, 2);
    const page2 = await b.client.request<FeedAnswer>("GET", "/api/posts?limit=2&page=2");
    assert.deepEqual(page2.body.posts.map((p) => p.title), ["A1"]);
    assert.equal(page2.body.pagination.hasMore, false);
  });

  await t.step("bad paging input is a 400", async () => {
    for (const q of ["limit=0", "limit=51", "page=0", "cursor=%25%25"]) {
      const res = await b.client.request("GET", `/api/feed/global?${q}`);
      assert.equal(res.status, 400, q);
    }
  });

  await s.close();
});

Deno.test("[feed] paging has no duplicates and no gaps while new posts arrive", async () => {
  // Some 50 posts from two students in a moment: more than the write limit lets a student post.
  const s = await setup({ writeLimits: raisedLimits({ posts: 60 }) });
  const { a, b, c } = s;
  await b.client.request("POST", `/api/follow/${a.user._id}`);
  await b.client.request("POST", `/api/follow/${c.user._id}`);
  const written: string[] = [];
  for (let i = 0; i < 35; i++) {
    const author = i % 2 ? a : c;
    await textPost(author.client, `P${i}`);
    written.push(`P${i}`);
  }
  for (const path of ["/api/feed/following", "/api/feed/global", "/api/posts"]) {
    // What existed when paging started, newest first; posts written meanwhile must not appear.
    const expected = [...written].reverse();
    const seen: string[] = [];
    let cursor: string | null = null;
    let n = 0;
    do {
      const url: string = `${path}?limit=10${cursor ? `&cursor=${cursor}` : ""}`;
      const res = await b.client.request<FeedAnswer>("GET", url);
      seen.push(...res.body.posts.map((p) => p.title));
      cursor = res.body.pagination.hasMore ? res.body.pagination.cursor : null;
      // Between pages, new posts arrive at the top.
      const late = `late-${path}-${n++}`;
      await textPost(a.client, late);
      written.push(late);
    } while (cursor);
    assert.deepEqual(seen, expected, path);
  }
  await s.close();
});
