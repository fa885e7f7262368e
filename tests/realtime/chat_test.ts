/** 1:1 chat over real WebSockets and REST: delivery to every tab, strangers, unread, and no loss. */
import assert from "node:assert/strict";
import { startServer, type TestServer } from "../helpers/server.ts";
import { openSocket, type TestSocket } from "../helpers/socket.ts";
import { Client, demoPairInChat, loginDemo as login } from "../helpers/users.ts";

type Msg = { _id: string; content: string; clientId: string | null; sender: { _id: string } };

async function setup() {
  const server = await startServer();
  const { a, b, chatId } = await demoPairInChat(server);
  const x = await login(server, "kabir");
  return { server, a, b, x, chatId };
}

Deno.test("[realtime] chat delivery, typing, unread and permissions", async (t) => {
  const { server, a, b, x, chatId } = await setup();

  await t.step("opening a chat is idempotent and not with yourself", async () => {
    const again = await b.client.request<{ chat: { _id: string } }>(
      "POST",
      `/api/chat/user/${a.id}`,
    );
    assert.equal(again.body.chat._id, chatId);
    const self = await a.client.request("POST", `/api/chat/user/${a.id}`);
    assert.equal(self.status, 400);
    assert.equal(self.body.message, "You cannot chat with yourself.");
  });

  const aTab = await openSocket(server, a.client);
  const aTab2 = await openSocket(server, a.client);
  const bTab1 = await openSocket(server, b.client);
  const bTab2 = await openSocket(server, b.client);

  await t.step("a message reaches every tab of the receiver and the sender, once", async () => {
    aTab.send("join_chat", { chatId });
    await aTab.waitFor("joined_chat");
    aTab.send("send_message", { chatId, content: "  hello there ", type: "text", clientId: "m1" });
    const ack = await aTab.waitFor("message_sent", (d) => d.clientId === "m1");
    const sent = ack.data.message as Msg;
    assert.equal(sent.content, "hello there");
    for (const s of [aTab2, bTab1, bTab2]) {
      const f = await s.waitFor("new_message", (d) => (d.message as Msg)._id === sent._id);
      assert.equal(f.data.chatId, chatId);
    }
    // The sending tab has it from `message_sent`: no second copy.
    assert.equal(
      aTab.frames.some((f) =>
        f.event === "new_message" && (f.data.message as Msg)._id === sent._id
      ),
      false,
    );
  });

  await t.step("unread counts rise, and reading brings them to zero", async () => {
    const unread = await b.client.request<{ unreadCount: number }>("GET", "/api/chat/unread-count");
    assert.equal(unread.body.unreadCount, 1);
    const list = await b.client.request<
      { chats: { unreadCount: number; lastMessage: { content: string } }[] }
    >(
      "GET",
      "/api/chat",
    );
    assert.equal(list.body.chats[0].unreadCount, 1);
    assert.equal(list.body.chats[0].lastMessage.content, "hello there");
    const read = await b.client.request<{ unreadCount: number }>("PUT", `/api/chat/${chatId}/read`);
    assert.equal(read.body.unreadCount, 0);
    const again = await b.client.request<{ unreadCount: number }>(
      "PUT",
      `/api/chat/${chatId}/read`,
    );
    assert.equal(again.body.unreadCount, 0, "never below zero");
  });

  await t.step("typing reaches the other student's tabs", async () => {
    aTab.send("typing_start", { chatId });
    const f = await bTab1.waitFor("user_typing", (d) => d.isTyping === true);
    assert.equal(f.data.userId, a.id);
    aTab.send("typing_stop", { chatId });
    await bTab2.waitFor("user_typing", (d) => d.isTyping === false);
  });

  await t.step("the REST fallback stores and delivers too", async () => {
    const res = await b.client.request<{ message: Msg }>("POST", `/api/chat/${chatId}/messages`, {
      content: "via REST",
    });
    assert.equal(res.status, 201);
    await aTab.waitFor("new_message", (d) => (d.message as Msg)._id === res.body.message._id);
    const history = await a.client.request<{ messages: Msg[] }>(
      "GET",
      `/api/chat/${chatId}/messages`,
    );
    assert.deepEqual(history.body.messages.map((m) => m.content), ["hello there", "via REST"]);
  });

  await t.step("bad messages are explained", async () => {
    const empty = await a.client.request("POST", `/api/chat/${chatId}/messages`, {
      content: "   ",
    });
    assert.equal(empty.body.message, "Message cannot be empty");
    const long = await a.client.request("POST", `/api/chat/${chatId}/messages`, {
      content: "x".repeat(2001),
    });
    assert.equal(long.body.message, "Messages must be at most 2000 characters");
    aTab.send("send_message", { chatId, content: "" });
    await aTab.waitFor("error", (d) => d.event === "send_message");
  });

  await t.step("a stranger cannot join, read or post, over REST or the socket", async () => {
    for (
      const [method, path, body] of [
        ["GET", `/api/chat/${chatId}/messages`, undefined],
        ["POST", `/api/chat/${chatId}/messages`, { content: "hi" }],
        ["PUT", `/api/chat/${chatId}/read`, undefined],
      ] as const
    ) {
      const res = await x.client.request(method, path, body);
      assert.equal(res.status, 404, path);
      assert.equal(res.body.message, "Chat not found.");
    }
    const xs = await openSocket(server, x.client);
    xs.send("join_chat", { chatId });
    await xs.waitFor("error", (d) => d.event === "join_chat" && d.code === "NOT_FOUND");
    xs.send("send_message", { chatId, content: "let me in" });
    await xs.waitFor("error", (d) => d.event === "send_message" && d.code === "NOT_FOUND");
    xs.send("typing_start", { chatId });
    await xs.waitFor("error", (d) => d.event === "typing_start");
    assert.equal(
      aTab.frames.some((f) =>
        f.event === "new_message" && (f.data.message as Msg).content === "let me in"
      ),
      false,
    );
    xs.close();
  });

  await t.step("more than 20 messages in 10 seconds is refused with a clear message", async () => {
    let last;
    for (let i = 0; i < 22; i++) {
      last = await a.client.request("POST", `/api/chat/${chatId}/messages`, {
        content: `burst ${i}`,
      });
    }
    assert.equal(last!.status, 429);
    assert.match(
      last!.body.message as string,
      /^You're sending messages too fast\. Try again in \d+ seconds?\.$/,
    );
  });

  for (const s of [aTab, aTab2, bTab1, bTab2]) s.close();
  await server.close();
});

/** A chat client that behaves like the browser's: resends unacknowledged messages with the same
 * clientId after reconnecting, and fetches what it missed since the last message it saw. */
class ResilientClient {
  socket: TestSocket | null = null;
  history: Msg[] = [];
  pending = new Map<string, string>();
  constructor(readonly server: TestServer, readonly client: Client, readonly chatId: string) {}

  async connect() {
    this.socket = await openSocket(this.server, this.client);
    this.socket.send("join_chat", { chatId: this.chatId });
    await this.socket.waitFor("joined_chat");
    for (const [clientId, content] of this.pending) {
      this.socket.send("send_message", { chatId: this.chatId, content, clientId });
    }
    await this.catchUp();
  }

  async catchUp() {
    const last = this.history.at(-1)?._id;
    const res = await this.client.request<{ messages: Msg[] }>(
      "GET",
      `/api/chat/${this.chatId}/messages?limit=200${last ? `&after=${last}` : ""}`,
    );
    this.absorb(res.body.messages);
  }

  absorb(messages: Msg[]) {
    for (const m of messages) {
      if (!this.history.some((h) => h._id === m._id)) this.history.push(m);
      if (m.clientId) this.pending.delete(m.clientId);
    }
    this.history.sort((x, y) => (x._id < y._id ? -1 : 1));
  }

  send(content: string, clientId: string) {
    this.pending.set(clientId, content);
    this.socket!.send("send_message", { chatId: this.chatId, content, clientId });
  }

  /** Drops the connection abruptly, keeping what arrived before the drop (its own messages come
   * as `message_sent`). */
  async drop() {
    const s = this.socket!;
    this.absorb(
      s.frames.filter((f) => f.event === "new_message" || f.event === "message_sent").map((f) =>
        f.data.message as Msg
      ),
    );
    s.close();
    await s.closed;
  }
}

Deno.test("[realtime] 50 forced disconnects lose and duplicate no message", async () => {
  const { server, a, b, chatId } = await setup();
  const sideA = new ResilientClient(server, a.client, chatId);
  const sideB = new ResilientClient(server, b.client, chatId);
  await sideA.connect();
  await sideB.connect();
  const sent: string[] = [];
  for (let i = 0; i < 50; i++) {
    const side = i % 2 === 0 ? sideA : sideB;
    const content = `message ${i} from ${side === sideA ? "A" : "B"}`;
    sent.push(content);
    side.send(content, `c${i}`);
    // Cut the connection at once: the message may or may not have been stored yet.
    await side.drop();
    // Stay under the per-sender pace limit even with every message resent.
    if (i % 8 === 7) await new Promise((r) => setTimeout(r, 10_500 / 4));
    await side.connect();
  }
  // Let the last resends land, then both sides catch up.
  await new Promise((r) => setTimeout(r, 300));
  await sideA.catchUp();
  await sideB.catchUp();
  const a1 = sideA.history.map((m) => m.content);
  const b1 = sideB.history.map((m) => m.content);
  assert.deepEqual(a1, b1, "both sides hold the same ordered history");
  assert.equal(new Set(a1).size, a1.length, "no duplicates");
  assert.deepEqual([...a1].sort(), [...sent].sort(), "every message arrived");
  assert.equal(sideA.pending.size + sideB.pending.size, 0);
  await sideA.drop();
  await sideB.drop();
  await server.close();
});
