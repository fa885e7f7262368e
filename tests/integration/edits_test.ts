/**
 * Editing one's own comment, and editing or deleting one's own chat message: only the author may,
 * the other participant sees the change live, a deleted message keeps its place with its text gone
 * from storage, and nobody outside the chat learns it exists.
 */
import assert from "node:assert/strict";
import { startServer } from "../helpers/server.ts";
import { openSocket } from "../helpers/socket.ts";
import { demoPairInChat, loginDemo } from "../helpers/users.ts";
import { textPost } from "../helpers/posts.ts";
import { chatKey, messageKey } from "../../src/chat/keys.ts";
import type { ChatRecord, MessageRecord } from "../../src/chat/model.ts";

type Msg = { _id: string; content: string; editedAt: string | null; deleted: boolean };
type Comment = { _id: string; content: string; editedAt: string | null };

Deno.test("[edits] comments and chat messages: author only, live, in place", async (t) => {
  const server = await startServer();
  const { a, b, chatId } = await demoPairInChat(server);
  const x = await loginDemo(server, "kabir");

  await t.step("a comment's author edits it; it shows as edited; nobody else may", async () => {
    const postId = await textPost(a.client, "Edits welcome");
    const made = await b.client.request<{ comment: Comment }>(
      "POST",
      `/api/posts/${postId}/comment`,
      { content: "Frist!" },
    );
    assert.equal(made.status, 201);
    assert.equal(made.body.comment.editedAt, null);
    const path = `/api/posts/${postId}/comments/${made.body.comment._id}`;
    const edited = await b.client.request<{ comment: Comment }>("PUT", path, {
      content: "  First!  ",
    });
    assert.equal(edited.status, 200);
    assert.equal(edited.body.comment.content, "First!");
    assert.ok(edited.body.comment.editedAt);
    const other = await a.client.request("PUT", path, { content: "Mine now" });
    assert.equal(other.status, 403, "even the post's author cannot edit someone's comment");
    assert.equal(other.body.message, "You can only edit your own comments.");
    const empty = await b.client.request("PUT", path, { content: "   " });
    assert.equal(empty.status, 400);
    assert.equal(empty.body.message, "Comment cannot be empty");
    const missing = await b.client.request(
      "PUT",
      `/api/posts/${postId}/comments/000000000000000000000000`,
      { content: "x" },
    );
    assert.equal(missing.status, 404);
    const listed = await x.client.request<{ comments: Comment[] }>(
      "GET",
      `/api/posts/${postId}/comments`,
    );
    assert.deepEqual(listed.body.comments.map((c) => c.content), ["First!"]);
    assert.ok(listed.body.comments[0].editedAt);
  });

  const sent: Msg[] = [];
  for (const content of ["one", "two", "three"]) {
    const res = await a.client.request<{ message: Msg }>(
      "POST",
      `/api/chat/${chatId}/messages`,
      { content },
    );
    sent.push(res.body.message);
  }
  const [first, second, third] = sent;
  const msgPath = (id: string) => `/api/chat/${chatId}/messages/${id}`;
  const bTab = await openSocket(server, b.client);

  await t.step("the sender edits a message; the other student sees it live", async () => {
    assert.equal(first.editedAt, null);
    assert.equal(first.deleted, false);
    const from = bTab.frames.length;
    const res = await a.client.request<{ message: Msg }>("PUT", msgPath(first._id), {
      content: "one, edited",
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.message.content, "one, edited");
    assert.ok(res.body.message.editedAt);
    const frame = await bTab.waitFor("message_edited", () => true, from);
    assert.equal(frame.data.chatId, chatId);
    assert.equal((frame.data.message as Msg)._id, first._id);
    assert.equal((frame.data.message as Msg).content, "one, edited");
  });

  await t.step("the other participant may not edit or delete; outsiders get 404", async () => {
    const edit = await b.client.request("PUT", msgPath(first._id), { content: "hijack" });
    assert.equal(edit.status, 403);
    assert.equal(edit.body.message, "You can only change your own messages.");
    const del = await b.client.request("DELETE", msgPath(first._id));
    assert.equal(del.status, 403);
    for (
      const res of [
        await x.client.request("PUT", msgPath(first._id), { content: "hi" }),
        await x.client.request("DELETE", msgPath(first._id)),
      ]
    ) {
      assert.equal(res.status, 404);
      assert.equal(res.body.message, "Chat not found.");
    }
    const long = await a.client.request("PUT", msgPath(first._id), { content: "x".repeat(2001) });
    assert.equal(long.status, 400);
    assert.equal(long.body.message, "Messages must be at most 2000 characters");
  });

  await t.step("a deleted message stays in place, its text gone, delivered live", async () => {
    const from = bTab.frames.length;
    const del = await a.client.request("DELETE", msgPath(third._id));
    assert.equal(del.status, 200);
    const frame = await bTab.waitFor("message_deleted", () => true, from);
    assert.deepEqual(frame.data, { chatId, messageId: third._id });
    const history = await b.client.request<{ messages: Msg[] }>(
      "GET",
      `/api/chat/${chatId}/messages`,
    );
    assert.deepEqual(history.body.messages.map((m) => m._id), sent.map((m) => m._id));
    assert.deepEqual(history.body.messages.map((m) => [m.content, m.deleted]), [
      ["one, edited", false],
      ["two", false],
      ["", true],
    ]);
    const stored = (await server.kv.get<MessageRecord>(messageKey(chatId, third._id))).value!;
    assert.equal(stored.content, "", "the text is removed from storage");
    const chat = (await server.kv.get<ChatRecord>(chatKey(chatId))).value!;
    assert.equal(chat.lastMessage?.content, "", "the chat list's preview forgets it too");
    const again = await a.client.request("DELETE", msgPath(third._id));
    assert.equal(again.status, 404);
    const edit = await a.client.request("PUT", msgPath(third._id), { content: "back" });
    assert.equal(edit.status, 404);
    assert.equal(edit.body.message, "Message not found.");
  });

  await t.step("a message after the last one changed is counted on top of the change", async () => {
    type List = { chats: { _id: string; unreadCount: number; lastMessage: { content: string } }[] };
    const ofChat = async () =>
      (await b.client.request<List>("GET", "/api/chat")).body.chats.find((c) => c._id === chatId)!;
    const before = await ofChat();
    // The deletion above rewrote the chat's preview after the chat's last update by a message.
    const res = await a.client.request("POST", `/api/chat/${chatId}/messages`, { content: "four" });
    assert.equal(res.status, 201);
    const after = await ofChat();
    assert.equal(after.lastMessage.content, "four");
    assert.equal(after.unreadCount, before.unreadCount + 1);
  });

  await t.step("edits are paced per student", async () => {
    let refused = null;
    for (let i = 0; i < 70 && !refused; i++) {
      const res = await a.client.request("PUT", msgPath(second._id), { content: `two ${i}` });
      if (res.status === 429) refused = res.body.message as string;
      else assert.equal(res.status, 200);
    }
    assert.match(refused ?? "", /^You're editing too fast\. Try again in \d+ minutes?\.$/);
  });

  bTab.close();
  await bTab.closed;
  await server.close();
});
