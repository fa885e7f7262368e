/** `deno task seed` creates demo students who can sign in with the documented password. */
import assert from "node:assert/strict";
import { DEMO_PASSWORD, demoStudents, seedStudents } from "../../src/users/seed.ts";
import { startServer } from "../helpers/server.ts";
import { serviceDeps } from "../helpers/server_setups.ts";
import { Client } from "../helpers/users.ts";
import { seedCommunity, seedExtraPosts } from "../../src/posts/seed.ts";
import { localBlobStore } from "../../src/uploads/blob_store.ts";

Deno.test("[seed] demo students exist once and can sign in", async () => {
  const server = await startServer();
  const first = await seedStudents(server.kv, server.config);
  assert.match(first, /^6 demo students created/);
  const second = await seedStudents(server.kv, server.config);
  assert.match(second, /^0 demo students created \(6 already there\)/);
  for (const s of demoStudents.slice(0, 2)) {
    const res = await new Client(server).request("POST", "/api/auth/login", {
      emailOrUsername: s.username,
      password: DEMO_PASSWORD,
    });
    assert.equal(res.status, 200);
    assert.equal((res.body.user as { name: string }).name, s.name);
  }
  await server.close();
});

Deno.test("[seed] the demo community has posts of every kind, follows, likes and comments", async () => {
  const server = await startServer();
  const deps = { ...serviceDeps(server), blobs: localBlobStore(await Deno.makeTempDir()) };
  await seedStudents(server.kv, server.config);
  assert.match(await seedCommunity(deps), /^8 posts/);
  assert.equal(await seedCommunity(deps), "the demo community already has posts");
  const feed = await new Client(server).request<
    { posts: { type: string; likesCount: number; commentsCount: number }[] }
  >(
    "GET",
    "/api/posts?limit=50",
  );
  assert.equal(feed.body.posts.length, 8);
  assert.deepEqual([...new Set(feed.body.posts.map((p) => p.type))].sort(), [
    "image",
    "section",
    "text",
  ]);
  assert.ok(feed.body.posts.some((p) => p.likesCount > 0));
  assert.ok(feed.body.posts.some((p) => p.commentsCount > 0));
  await server.trendingSettled();
  for (const tab of ["profiles", "sections", "posts", "categories", "contributors"]) {
    const res = await new Client(server).request<Record<string, unknown[]>>(
      "GET",
      `/api/trending/${tab}`,
    );
    assert.ok(res.body[tab].length > 0, `trending ${tab} has something to show`);
  }
  const stats = async () =>
    (await new Client(server).request<{ stats: unknown }>("GET", "/api/stats")).body.stats;
  // Roadmaps in Web Dev, AI/ML and DevOps; the extra posts add DSA roadmaps.
  assert.deepEqual(await stats(), { students: 6, posts: 8, categories: 3 });
  assert.match(await seedExtraPosts(deps, 12), /^12 extra posts/);
  assert.deepEqual(await stats(), { students: 6, posts: 20, categories: 4 });
  await server.close();
});
