/**
 * A new post told to every follower: once each, none across a block or to a follower who turned
 * new-post notifications off, and still once each when the followers need several writes and a
 * delivery is repeated.
 */
import assert from "node:assert/strict";
import { startServerWithSmtp } from "../helpers/server_setups.ts";
import { type Client, signUpEach } from "../helpers/users.ts";
import { textPost } from "../helpers/posts.ts";
import { makeStudent } from "../helpers/fixtures.ts";
import { systemClock } from "../../src/core/clock.ts";
import { notifyAll } from "../../src/notifications/notify_all.ts";
import { notificationsPrefix, unreadCountKey } from "../../src/notifications/keys.ts";
import { countOf } from "../../src/core/counters.ts";

type Notes = { notifications: { type: string; message: string }[]; unreadCount: number };

async function newPostNotes(client: Client): Promise<string[]> {
  const res = await client.request<Notes>("GET", "/api/notifications");
  assert.equal(res.status, 200);
  return res.body.notifications.filter((n) => n.type === "new_post").map((n) => n.message);
}

Deno.test("[notifications] a new post reaches each follower once", async (t) => {
  const { server, smtp, close } = await startServerWithSmtp();
  try {
    const [author, reader, blocker, quiet] = await signUpEach(server, smtp, [
      "np_author",
      "np_reader",
      "np_blocker",
      "np_quiet",
    ]);
    for (const f of [reader, blocker, quiet]) {
      const res = await f.client.request("POST", `/api/users/${author.user._id}/follow`);
      assert.equal(res.status, 200);
    }

    await t.step("a follower is told; a block or new posts turned off leaves one out", async () => {
      assert.equal(
        (await blocker.client.request("POST", `/api/users/${author.user._id}/block`)).status,
        200,
      );
      const off = await quiet.client.request("PUT", "/api/notifications/preferences", {
        live: { posts: false },
      });
      assert.equal(off.status, 200);
      await textPost(author.client, "Graph traversal notes");
      assert.deepEqual(await newPostNotes(reader.client), [
        `${author.user.name} posted "Graph traversal notes"`,
      ]);
      assert.deepEqual(await newPostNotes(blocker.client), []);
      assert.deepEqual(await newPostNotes(quiet.client), []);
      assert.deepEqual(await newPostNotes(author.client), [], "never for one's own post");
    });

    await t.step("120 followers, a delivery repeated halfway: each told exactly once", async () => {
      const many = [];
      for (let i = 0; i < 120; i++) many.push((await makeStudent(server.kv, "Np", i))._id);
      const deps = { kv: server.kv, clock: systemClock, hub: server.hub };
      const n = {
        type: "new_post" as const,
        title: "New post",
        message: 'Np Author posted "Heaps"',
        senderId: author.user._id,
        link: "/blog/heaps",
      };
      // The first delivery stopped after 70; the repeat covers everyone, the 70 included.
      await notifyAll(deps, many.slice(0, 70), n, "post:heaps");
      await notifyAll(deps, [...many, ...many.slice(0, 10)], n, "post:heaps");
      for (const id of many) {
        const stored = await Array.fromAsync(server.kv.list({ prefix: notificationsPrefix(id) }));
        assert.equal(stored.length, 1, `notifications of ${id}`);
        assert.equal(countOf((await server.kv.get(unreadCountKey(id))).value), 1);
      }
    });
  } finally {
    await close();
  }
});
