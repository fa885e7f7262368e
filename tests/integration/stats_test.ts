/**
 * `GET /api/stats`: students, posts and categories with a roadmap, counted in the writes that
 * create accounts and create, edit or delete posts; and the one-time count of an older database.
 */
import assert from "node:assert/strict";
import { startServer } from "../helpers/server.ts";
import { serviceDeps, startServerWithSmtp } from "../helpers/server_setups.ts";
import { makeStudent } from "../helpers/fixtures.ts";
import { Client, signUpEach } from "../helpers/users.ts";
import { createPost, textPost } from "../helpers/posts.ts";
import { createPost as publish } from "../../src/posts/service.ts";
import { CATEGORIES } from "../../src/shared/post_rules.ts";
import { categoryPostsKey, countedKey, platformCounterKey } from "../../src/stats/keys.ts";
import { countExistingOnce } from "../../src/stats/backfill.ts";
import type { TestServer } from "../helpers/server.ts";

type Stats = { students: number; posts: number; categories: number };

async function stats(server: TestServer): Promise<Stats> {
  const res = await new Client(server).request<{ stats: Stats }>("GET", "/api/stats");
  assert.equal(res.status, 200);
  return res.body.stats;
}

const roadmap = (client: Client, title: string, category: string) =>
  createPost(client, { type: "section", title, section: { title, category } });

Deno.test("[stats] students, posts and categories follow sign-ups and posts", async (t) => {
  const { server, smtp, close } = await startServerWithSmtp();

  await t.step("an empty platform", async () => {
    assert.deepEqual(await stats(server), { students: 0, posts: 0, categories: 0 });
  });

  const [a, b] = await signUpEach(server, smtp, ["stats_a", "stats_b"]);
  await t.step("each sign-up counts one student", async () => {
    assert.deepEqual(await stats(server), { students: 2, posts: 0, categories: 0 });
  });

  const p1 = await roadmap(a.client, "Graphs", "DSA");
  await roadmap(b.client, "Trees", "DSA");
  const p3 = await roadmap(a.client, "React", "Web Dev");
  await t.step("three roadmaps in two categories", async () => {
    assert.deepEqual(await stats(server), { students: 2, posts: 3, categories: 2 });
  });

  await t.step("deleting one: two posts, and its category empties", async () => {
    assert.equal((await a.client.request("DELETE", `/api/posts/${p3}`)).status, 200);
    assert.deepEqual(await stats(server), { students: 2, posts: 2, categories: 1 });
  });

  await t.step("a text post counts as a post, not a category", async () => {
    const note = await textPost(b.client, "A note");
    assert.deepEqual(await stats(server), { students: 2, posts: 3, categories: 1 });
    assert.equal((await b.client.request("DELETE", `/api/posts/${note}`)).status, 200);
    assert.deepEqual(await stats(server), { students: 2, posts: 2, categories: 1 });
  });

  await t.step("an edit that moves a roadmap moves its category's count", async () => {
    const res = await a.client.request("PUT", `/api/posts/${p1}`, {
      section: { title: "Graphs", category: "AI/ML" },
    });
    assert.equal(res.status, 200);
    assert.deepEqual(await stats(server), { students: 2, posts: 2, categories: 2 });
  });

  await t.step("the answer is public and documented in OpenAPI", async () => {
    const doc = await new Client(server).request<{ paths: Record<string, unknown> }>(
      "GET",
      "/api/openapi.json",
    );
    assert.ok(doc.body.paths["/api/stats"]);
  });

  await close();
});

Deno.test("[stats] a database older than the counters is counted once", async (t) => {
  const server = await startServer();
  const deps = serviceDeps(server);
  const s1 = await makeStudent(server.kv, "old", 1);
  await makeStudent(server.kv, "old", 2);
  const section = (category: "DSA" | "DevOps") => ({
    type: "section" as const,
    title: `${category} path`,
    content: "",
    tags: [],
    section: { title: "Start", description: "", category, resources: [] },
  });
  await publish(deps, s1._id, section("DSA"));
  await publish(deps, s1._id, section("DevOps"));
  await publish(deps, s1._id, { type: "text", title: "Hello", content: "", tags: [] });
  // As it was before this change: no counters at all.
  const counters = [
    platformCounterKey("students"),
    platformCounterKey("posts"),
    ...CATEGORIES.map(categoryPostsKey),
  ];
  for (const key of counters) await server.kv.delete(key);

  await t.step("before counting, nothing", async () => {
    assert.deepEqual(await stats(server), { students: 0, posts: 0, categories: 0 });
  });

  await t.step("a sign-up while counting is not lost: the count starts again", async () => {
    // The second list (the posts) is where the first attempt meets a student signing up after
    // the students were counted.
    let lists = 0;
    const racing = new Proxy(server.kv, {
      get(target, prop) {
        if (prop === "list") {
          return async function* (...args: Parameters<Deno.Kv["list"]>) {
            if (++lists === 2) await makeStudent(target, "racer", 3);
            yield* target.list(...args);
          };
        }
        const value = Reflect.get(target, prop, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    assert.equal(await countExistingOnce(racing, Date.now()), true);
    assert.ok(lists > 2, "counted again");
    assert.deepEqual(await stats(server), { students: 3, posts: 3, categories: 2 });
    assert.notEqual((await server.kv.get(countedKey)).value, null);
  });

  await t.step("later starts leave the counters alone, which live writes keep", async () => {
    await makeStudent(server.kv, "new", 4);
    assert.equal(await countExistingOnce(server.kv, Date.now()), false);
    assert.deepEqual(await stats(server), { students: 4, posts: 3, categories: 2 });
  });

  await server.close();
});
