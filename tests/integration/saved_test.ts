/** Saved posts over REST and tRPC: the toggle, the private newest-first list, and deleted posts. */
import assert from "node:assert/strict";
import { startServerWithSmtp } from "../helpers/server_setups.ts";
import { signUpEach } from "../helpers/users.ts";
import { textPost } from "../helpers/posts.ts";
import { raisedLimits } from "../../src/core/write_limits.ts";

type SavedAnswer = { posts: { _id: string; title: string; isSaved: boolean }[]; cursor: string };

Deno.test("[saved] a student saves posts, pages them newest first, and keeps them private", async (t) => {
  const { server, smtp, close } = await startServerWithSmtp();
  try {
    const [a, b] = await signUpEach(server, smtp, ["saver_a", "saver_b"]);
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4, 5]) ids.push(await textPost(b.client, `Note ${n}`));

    await t.step("the toggle saves and unsaves; the post view carries isSaved", async () => {
      const on = await a.client.request<{ isSaved: boolean }>("POST", `/api/posts/${ids[0]}/save`);
      assert.equal(on.status, 200);
      assert.deepEqual(on.body, { isSaved: true });
      const seen = await a.client.request<{ post: { isSaved: boolean } }>(
        "GET",
        `/api/posts/${ids[0]}`,
      );
      assert.equal(seen.body.post.isSaved, true);
      // Another student's view of the same post is their own.
      const other = await b.client.request<{ post: { isSaved: boolean } }>(
        "GET",
        `/api/posts/${ids[0]}`,
      );
      assert.equal(other.body.post.isSaved, false);
      const off = await a.client.request<{ isSaved: boolean }>("POST", `/api/posts/${ids[0]}/save`);
      assert.deepEqual(off.body, { isSaved: false });
      const list = await a.client.request<SavedAnswer>("GET", "/api/users/me/saved");
      assert.deepEqual(list.body.posts, []);
    });

    await t.step("a missing post answers 404, a malformed id 404, signed out 401", async () => {
      const missing = await a.client.request<{ error: string }>(
        "POST",
        "/api/posts/01JZZZZZZZZZZZZZZZZZZZZZZZ/save",
      );
      assert.equal(missing.status, 404);
      assert.match(JSON.stringify(missing.body), /Post not found\./);
      const bad = await a.client.request("POST", "/api/posts/nope/save");
      assert.equal(bad.status, 404);
      const anon = await fetch(`${server.url}/api/users/me/saved`);
      assert.equal(anon.status, 401);
      await anon.body?.cancel();
    });

    await t.step("the list is newest save first, paged by cursor", async () => {
      // Saved in the order 3, 1, 5, 2: the list answers 2, 5, 1, 3.
      for (const i of [2, 0, 4, 1]) {
        const res = await a.client.request("POST", `/api/posts/${ids[i]}/save`);
        assert.equal(res.status, 200);
      }
      const first = await a.client.request<SavedAnswer>("GET", "/api/users/me/saved?limit=3");
      assert.deepEqual(first.body.posts.map((p) => p.title), ["Note 2", "Note 5", "Note 1"]);
      assert.ok(first.body.posts.every((p) => p.isSaved));
      assert.ok(first.body.cursor);
      const second = await a.client.request<SavedAnswer>(
        "GET",
        `/api/users/me/saved?limit=3&cursor=${first.body.cursor}`,
      );
      assert.deepEqual(second.body.posts.map((p) => p.title), ["Note 3"]);
      assert.equal(second.body.cursor, null);
      const badCursor = await a.client.request("GET", "/api/users/me/saved?cursor=%25%25");
      assert.equal(badCursor.status, 400);
      const badLimit = await a.client.request("GET", "/api/users/me/saved?limit=0");
      assert.equal(badLimit.status, 400);
    });

    await t.step("another student's /me list is their own, never someone else's", async () => {
      const theirs = await b.client.request<SavedAnswer>("GET", "/api/users/me/saved");
      assert.equal(theirs.status, 200);
      assert.deepEqual(theirs.body.posts, []);
      // No route takes another student's id.
      const byId = await b.client.request("GET", `/api/users/${a.user._id}/saved`);
      assert.equal(byId.status, 404);
    });

    await t.step("a deleted post leaves every saved list", async () => {
      await b.client.request("POST", `/api/posts/${ids[4]}/save`);
      const del = await b.client.request("DELETE", `/api/posts/${ids[4]}`);
      assert.equal(del.status, 200);
      const mine = await a.client.request<SavedAnswer>("GET", "/api/users/me/saved");
      assert.deepEqual(mine.body.posts.map((p) => p.title), ["Note 2", "Note 1", "Note 3"]);
      const theirs = await b.client.request<SavedAnswer>("GET", "/api/users/me/saved");
      assert.deepEqual(theirs.body.posts, []);
      // Not only hidden: no entry of it is left in storage.
      for (const prefix of [["saved", a.user._id], ["saved", b.user._id], ["saved_by", ids[4]]]) {
        for await (const e of server.kv.list<string>({ prefix })) {
          assert.notEqual(e.value, ids[4], `left in ${JSON.stringify(e.key)}`);
          assert.notEqual(e.key[1], ids[4], `left in ${JSON.stringify(e.key)}`);
        }
      }
    });
  } finally {
    await close();
  }
});

Deno.test("[saved] saving too fast is refused with a sentence, and the refused save is not kept", async () => {
  const { server, smtp, close } = await startServerWithSmtp({
    writeLimits: raisedLimits({ saves: 2 }),
  });
  try {
    const [a, b] = await signUpEach(server, smtp, ["pace_a", "pace_b"]);
    const id = await textPost(b.client, "Paced");
    const statuses: number[] = [];
    let last: { message?: string } = {};
    for (let i = 0; i < 3; i++) {
      const res = await a.client.request<{ message?: string }>("POST", `/api/posts/${id}/save`);
      statuses.push(res.status);
      last = res.body;
    }
    assert.deepEqual(statuses, [200, 200, 429]);
    assert.match(last.message ?? "", /^You're saving posts too fast\. Try again in/);
    const list = await a.client.request<SavedAnswer>("GET", "/api/users/me/saved");
    assert.deepEqual(list.body.posts, []);
  } finally {
    await close();
  }
});

Deno.test("[saved] erased accounts leave no saves behind, theirs or on their posts", async () => {
  const { server, smtp, close } = await startServerWithSmtp();
  try {
    const [a, b, c] = await signUpEach(server, smtp, ["erase_a", "erase_b", "erase_c"]);
    const bPost = await textPost(b.client, "By b");
    const cPost = await textPost(c.client, "By c");
    for (const id of [bPost, cPost]) await a.client.request("POST", `/api/posts/${id}/save`);
    await b.client.request("POST", `/api/posts/${cPost}/save`);

    // The author of a saved post leaves: it leaves the saver's list.
    const gone = await b.client.request("DELETE", "/api/users/me", { password: b.password });
    assert.equal(gone.status, 200);
    await server.deletionsSettled();
    const list = await a.client.request<SavedAnswer>("GET", "/api/users/me/saved");
    assert.deepEqual(list.body.posts.map((p) => p.title), ["By c"]);
    // The saver who left keeps nothing either: neither their list nor the post's saver index.
    const left: string[] = [];
    for (const prefix of [["saved", b.user._id], ["saved_by", bPost], ["saved_by", cPost]]) {
      for await (const e of server.kv.list({ prefix })) left.push(JSON.stringify(e.key));
    }
    assert.deepEqual(left, [JSON.stringify(["saved_by", cPost, a.user._id])]);
  } finally {
    await close();
  }
});
