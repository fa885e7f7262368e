/**
 * `activity_changed` over the live socket: each student whose Posts, Followers, Following or
 * Total Likes changed hears which, also for the acts that notify nobody (unfollow, unlike,
 * a re-follow, deleting a post); nobody else hears it.
 */
import assert from "node:assert/strict";
import { startServer } from "../helpers/server.ts";
import { openSocket, type TestSocket } from "../helpers/socket.ts";
import { loginDemo as login } from "../helpers/users.ts";
import { textPost } from "../helpers/posts.ts";
import { seedStudents } from "../../src/users/seed.ts";

/** Waits for `what` on `socket` among the frames that arrived after `from`. */
function changed(socket: TestSocket, what: string, from: number) {
  return socket.waitFor("activity_changed", (d) => d.what === what, from);
}

Deno.test("[realtime] activity counts tell the student's tabs what changed", async (t) => {
  const server = await startServer();
  await seedStudents(server.kv, server.config);
  const a = await login(server, "aarav");
  const b = await login(server, "diya");
  const c = await login(server, "kabir");
  const [aSocket, bSocket, cSocket] = await Promise.all(
    [a, b, c].map((s) => openSocket(server, s.client)),
  );

  await t.step("follow, unfollow, follow again: both sides hear it", async () => {
    for (const method of ["POST", "DELETE", "POST"]) {
      const [fromA, fromB] = [aSocket.frames.length, bSocket.frames.length];
      await a.client.request(method, `/api/follow/${b.id}`);
      await changed(bSocket, "followers", fromB);
      await changed(aSocket, "following", fromA);
    }
  });

  const postId = await textPost(b.client, "Heaps in practice");
  await t.step("a post, a like and an unlike: the author hears each", async () => {
    await changed(bSocket, "posts", 0);
    for (let i = 0; i < 2; i++) {
      const from = bSocket.frames.length;
      await a.client.request("POST", `/api/posts/${postId}/like`);
      await changed(bSocket, "likes", from);
    }
  });

  await t.step("deleting the post: the author's posts", async () => {
    const from = bSocket.frames.length;
    await b.client.request("DELETE", `/api/posts/${postId}`);
    await changed(bSocket, "posts", from);
  });

  await t.step("a student no act touched heard nothing", async () => {
    await new Promise((r) => setTimeout(r, 100));
    assert.deepEqual(cSocket.frames.filter((f) => f.event === "activity_changed"), []);
  });

  for (const s of [aSocket, bSocket, cSocket]) s.close();
  await server.close();
});
