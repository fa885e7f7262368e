/** Notifications from domain events, live over the socket and over REST; only the owner's. */
import assert from "node:assert/strict";
import { startServer } from "../helpers/server.ts";
import { openSocket } from "../helpers/socket.ts";
import { Client, loginDemo as login } from "../helpers/users.ts";
import { textPost } from "../helpers/posts.ts";
import { seedStudents } from "../../src/users/seed.ts";

type N = {
  _id: string;
  type: string;
  message: string;
  isRead: boolean;
  readStatus: boolean;
  senderId: string;
};
type List = { notifications: N[]; unreadCount: number };

/** Notifications are made after the act's answer; give them a moment. */
async function settle() {
  await new Promise((r) => setTimeout(r, 100));
}

Deno.test("[realtime] notifications", async (t) => {
  const server = await startServer();
  await seedStudents(server.kv, server.config);
  const a = await login(server, "aarav");
  const b = await login(server, "diya");
  const bSocket = await openSocket(server, b.client);

  await t.step("a new follower is notified live and listed", async () => {
    await a.client.request("POST", `/api/follow/${b.id}`);
    const live = await bSocket.waitFor("new_notification", (d) => d.type === "new_follower");
    assert.equal(live.data.message, "Aarav Sharma started following you");
    const list = await b.client.request<List>("GET", "/api/notifications");
    assert.equal(list.body.unreadCount, 1);
    assert.equal(list.body.notifications[0].type, "new_follower");
  });

  await t.step(
    "a new post notifies each follower; likes, comments and shares the author",
    async () => {
      const postId = await textPost(b.client, "Graph notes");
      await a.client.request("POST", `/api/follow/${b.id}`); // already following: nothing new
      await a.client.request("POST", `/api/posts/${postId}/like`);
      await a.client.request("POST", `/api/posts/${postId}/like`); // unlike
      await a.client.request("POST", `/api/posts/${postId}/like`); // like again: no second notice
      await a.client.request("POST", `/api/posts/${postId}/comment`, { content: "Nice" });
      await a.client.request("POST", `/api/posts/${postId}/share`);
      await b.client.request("POST", `/api/posts/${postId}/like`); // own like: no notice
      await settle();
      const list = await b.client.request<List>("GET", "/api/notifications");
      assert.deepEqual(list.body.notifications.map((n) => n.type), [
        "share",
        "comment",
        "like",
        "new_follower",
      ]);
      assert.equal(list.body.unreadCount, 4);
      const forA = await a.client.request<List>("GET", "/api/notifications");
      assert.deepEqual(
        forA.body.notifications.map((n) => n.message),
        ['Diya Patel posted "Graph notes"'],
        "Aarav follows Diya; his own acts never notify him",
      );
      const unread = await b.client.request<{ unreadCount: number }>(
        "GET",
        "/api/notifications/unread-count",
      );
      assert.equal(unread.body.unreadCount, 4);
    },
  );

  await t.step("followers hear of new posts", async () => {
    const aSocket = await openSocket(server, a.client);
    await textPost(b.client, "Second post");
    const live = await aSocket.waitFor("new_notification", (d) => d.type === "new_post");
    assert.equal(live.data.message, 'Diya Patel posted "Second post"');
    aSocket.close();
  });

  await t.step("mark one read in both forms; the count never goes below zero", async () => {
    const list = await b.client.request<List>("GET", "/api/notifications");
    const [first, second] = list.body.notifications;
    const put = await b.client.request<{ notification: N; unreadCount: number }>(
      "PUT",
      `/api/notifications/${first._id}/read`,
    );
    assert.equal(put.body.notification.isRead, true);
    assert.equal(put.body.notification.readStatus, true);
    assert.equal(put.body.unreadCount, 3);
    const again = await b.client.request<{ unreadCount: number }>(
      "PATCH",
      `/api/notifications/${first._id}/read`,
    );
    assert.equal(again.body.unreadCount, 3);
    const patch = await b.client.request<{ unreadCount: number }>(
      "PATCH",
      `/api/notifications/${second._id}/read`,
    );
    assert.equal(patch.body.unreadCount, 2);
  });

  await t.step("another student can neither read nor change them", async () => {
    const list = await b.client.request<List>("GET", "/api/notifications");
    const id = list.body.notifications[0]._id;
    for (
      const [method, path] of [["PUT", `/api/notifications/${id}/read`], [
        "PATCH",
        `/api/notifications/${id}/read`,
      ], [
        "DELETE",
        `/api/notifications/${id}`,
      ]] as const
    ) {
      const res = await a.client.request(method, path);
      assert.equal(res.status, 404, `${method} ${path}`);
    }
    const anon = await new Client(server).request("GET", "/api/notifications");
    assert.equal(anon.status, 401);
  });

  await t.step("mark all (both forms) and delete", async () => {
    const all = await b.client.request<{ unreadCount: number }>(
      "PUT",
      "/api/notifications/mark-read",
    );
    assert.equal(all.body.unreadCount, 0);
    const patchAll = await b.client.request<{ unreadCount: number }>(
      "PATCH",
      "/api/notifications/mark-all-read",
    );
    assert.equal(patchAll.body.unreadCount, 0);
    const list = await b.client.request<List>("GET", "/api/notifications");
    const del = await b.client.request<{ success: boolean; unreadCount: number }>(
      "DELETE",
      `/api/notifications/${list.body.notifications[0]._id}`,
    );
    assert.deepEqual(del.body, { success: true, unreadCount: 0 });
    const after = await b.client.request<List>("GET", "/api/notifications");
    assert.equal(after.body.notifications.length, list.body.notifications.length - 1);
  });

  bSocket.close();
  await server.close();
});
