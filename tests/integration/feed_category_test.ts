/**
 * The category filter of `GET /api/posts` and `GET /api/feed/global` over REST: only that
 * category's roadmaps, newest first, paged by cursor or page, following deletes and edits.
 */
import assert from "node:assert/strict";
import { startServer } from "../helpers/server.ts";
import { serviceDeps, startServerWithSmtp } from "../helpers/server_setups.ts";
import { makeStudent } from "../helpers/fixtures.ts";
import { type Client, Client as Visitor, signUpEach } from "../helpers/users.ts";
import { createPost, type FeedAnswer, readAll, textPost } from "../helpers/posts.ts";
import { postsByCategoryBuiltKey, postsByCategoryKey } from "../../src/posts/keys.ts";
import { indexExistingCategoriesOnce } from "../../src/posts/category_index.ts";
import { createPost as publish, deletePost } from "../../src/posts/service.ts";

const CATEGORY_MESSAGE =
  "category must be one of DSA, Web Dev, Mobile Dev, AI/ML, DevOps, Data Science, Cybersecurity, Other";

/** A roadmap post titled `title` in `category`; returns its id. */
function roadmap(client: Client, title: string, category: string): Promise<string> {
  return createPost(client, {
    type: "section",
    title,
    section: { title: `${title} steps`, category },
  });
}

Deno.test("[feed] category filter: one category's roadmaps, paged, deleted, moved", async (t) => {
  const { server, smtp, close } = await startServerWithSmtp();
  const [a, b] = await signUpEach(server, smtp, ["cat_writer", "cat_reader"]);
  const ids: Record<string, string> = {};
  ids.D1 = await roadmap(a.client, "D1", "DSA");
  ids.W1 = await roadmap(a.client, "W1", "Web Dev");
  await textPost(a.client, "T1");
  ids.D2 = await roadmap(a.client, "D2", "DSA");
  ids.BD = await roadmap(b.client, "BD", "DSA");
  ids.D3 = await roadmap(a.client, "D3", "DSA");
  ids.W2 = await roadmap(a.client, "W2", "Web Dev");
  ids.D4 = await roadmap(a.client, "D4", "DSA");
  const visitor = new Visitor(server);

  await t.step("GET /posts?category= lists only that category, newest first", async () => {
    assert.deepEqual(await readAll(visitor, "/api/posts?category=DSA"), [
      "D4",
      "D3",
      "BD",
      "D2",
      "D1",
    ]);
    assert.deepEqual(await readAll(visitor, "/api/posts?category=Web%20Dev"), ["W2", "W1"]);
    assert.deepEqual(await readAll(visitor, "/api/posts?category=Web+Dev"), ["W2", "W1"]);
    assert.deepEqual(await readAll(visitor, "/api/posts?category=Other"), []);
  });

  await t.step("the global feed filters the same way and still leaves out one's own", async () => {
    assert.deepEqual(await readAll(b.client, "/api/feed/global?category=DSA"), [
      "D4",
      "D3",
      "D2",
      "D1",
    ]);
    assert.deepEqual(await readAll(a.client, "/api/feed/global?category=DSA"), ["BD"]);
    assert.deepEqual(await readAll(a.client, "/api/feed/global?category=Web%20Dev"), []);
    assert.deepEqual(await readAll(visitor, "/api/feed/global?category=DSA"), [
      "D4",
      "D3",
      "BD",
      "D2",
      "D1",
    ]);
  });

  await t.step("paging by cursor and by page number", async () => {
    assert.deepEqual(await readAll(b.client, "/api/feed/global?category=DSA", 2), [
      "D4",
      "D3",
      "D2",
      "D1",
    ]);
    assert.deepEqual(await readAll(visitor, "/api/posts?category=DSA", 2), [
      "D4",
      "D3",
      "BD",
      "D2",
      "D1",
    ]);
    const first = await visitor.request<FeedAnswer>("GET", "/api/posts?category=DSA&limit=2");
    assert.deepEqual(first.body.posts.map((p) => p.title), ["D4", "D3"]);
    assert.equal(first.body.pagination.hasMore, true);
    const next = await visitor.request<FeedAnswer>(
      "GET",
      `/api/posts?category=DSA&limit=2&cursor=${first.body.pagination.cursor}`,
    );
    assert.deepEqual(next.body.posts.map((p) => p.title), ["BD", "D2"]);
    const page3 = await visitor.request<FeedAnswer>(
      "GET",
      "/api/posts?category=DSA&limit=2&page=3",
    );
    assert.deepEqual(page3.body.posts.map((p) => p.title), ["D1"]);
    assert.equal(page3.body.pagination.hasMore, false);
  });

  await t.step("with a type: section and all match, text and image are empty", async () => {
    const sections = await readAll(visitor, "/api/posts?category=DSA&type=section");
    assert.deepEqual(sections, ["D4", "D3", "BD", "D2", "D1"]);
    assert.deepEqual(await readAll(visitor, "/api/feed/global?category=DSA&type=all"), sections);
    for (const path of ["/api/posts", "/api/feed/global"]) {
      for (const type of ["text", "image"]) {
        const res = await visitor.request<FeedAnswer>("GET", `${path}?category=DSA&type=${type}`);
        assert.equal(res.status, 200);
        assert.deepEqual(res.body.posts, []);
        assert.equal(res.body.pagination.hasMore, false);
      }
    }
  });

  await t.step("a deleted post leaves its category", async () => {
    assert.equal((await a.client.request("DELETE", `/api/posts/${ids.D3}`)).status, 200);
    assert.deepEqual(await readAll(b.client, "/api/feed/global?category=DSA"), ["D4", "D2", "D1"]);
    assert.equal((await server.kv.get(postsByCategoryKey("DSA", ids.D3))).versionstamp, null);
  });

  await t.step("an edit that changes the category moves the post; others leave it", async () => {
    const moved = await a.client.request("PUT", `/api/posts/${ids.D2}`, {
      section: { title: "D2 steps", category: "Web Dev" },
    });
    assert.equal(moved.status, 200);
    assert.deepEqual(await readAll(b.client, "/api/feed/global?category=DSA"), ["D4", "D1"]);
    // Ids are creation times, so the moved post takes its place among the older ones.
    assert.deepEqual(await readAll(visitor, "/api/posts?category=Web%20Dev"), ["W2", "D2", "W1"]);
    assert.equal((await server.kv.get(postsByCategoryKey("DSA", ids.D2))).versionstamp, null);

    const retitled = await a.client.request("PUT", `/api/posts/${ids.W1}`, { title: "W1 again" });
    assert.equal(retitled.status, 200);
    const same = await a.client.request("PUT", `/api/posts/${ids.W2}`, {
      section: { title: "W2 new steps", category: "Web Dev" },
    });
    assert.equal(same.status, 200);
    assert.deepEqual(await readAll(visitor, "/api/posts?category=Web%20Dev"), [
      "W2",
      "D2",
      "W1 again",
    ]);
  });

  await t.step("categories with other spellings of the list", async () => {
    await roadmap(b.client, "ML1", "AI/ML");
    assert.deepEqual(await readAll(a.client, "/api/feed/global?category=AI%2FML"), ["ML1"]);
  });

  await t.step("an unknown category is a 400 naming the eight", async () => {
    for (const path of ["/api/posts", "/api/feed/global"]) {
      for (const bad of ["dsa", "Robotics", ""]) {
        const res = await visitor.request<{ message: string }>("GET", `${path}?category=${bad}`);
        assert.equal(res.status, 400, `${path} ${bad}`);
        assert.equal(res.body.message, CATEGORY_MESSAGE);
      }
    }
  });

  await close();
});

Deno.test("[feed] roadmaps published before the category index are indexed once", async (t) => {
  const server = await startServer();
  const deps = serviceDeps(server);
  const author = await makeStudent(server.kv, "early", 1);
  const section = (title: string, category: "DSA" | "DevOps") => ({
    type: "section" as const,
    title,
    content: "",
    tags: [],
    section: { title, description: "", category, resources: [] },
  });
  const ids = [
    (await publish(deps, author._id, section("Old DSA", "DSA"))).postId,
    (await publish(deps, author._id, section("Old DevOps", "DevOps"))).postId,
    (await publish(deps, author._id, section("Old gone", "DSA"))).postId,
  ];
  await publish(deps, author._id, { type: "text", title: "Old note", content: "", tags: [] });
  // As it was before this change: posts without index entries.
  await server.kv.delete(postsByCategoryKey("DSA", ids[0]));
  await server.kv.delete(postsByCategoryKey("DevOps", ids[1]));
  await server.kv.delete(postsByCategoryKey("DSA", ids[2]));
  await deletePost(deps, author._id, ids[2]);
  const visitor = new Visitor(server);

  await t.step("before: the filter misses them", async () => {
    assert.deepEqual(await readAll(visitor, "/api/posts?category=DSA"), []);
  });

  await t.step("the one pass indexes every roadmap there is, and marks itself done", async () => {
    assert.equal(await indexExistingCategoriesOnce(server.kv, Date.now()), true);
    assert.deepEqual(await readAll(visitor, "/api/posts?category=DSA"), ["Old DSA"]);
    assert.deepEqual(await readAll(visitor, "/api/posts?category=DevOps"), ["Old DevOps"]);
    assert.notEqual((await server.kv.get(postsByCategoryBuiltKey)).value, null);
    assert.equal(await indexExistingCategoriesOnce(server.kv, Date.now()), false);
  });

  await server.close();
});
