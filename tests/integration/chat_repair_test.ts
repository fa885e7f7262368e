/**
 * A chat message is stored first, in its write's batch entry keyed by time, and taken into its
 * chat (history, chat list, unread counts) just after. A process that stops between the two leaves
 * those entries in the KV file; the next start applies them (and the forms earlier versions left:
 * one entry a message, and summaries beside messages already under their chat), two passes over
 * the same entries count each message once, and a batch left after some of its messages were
 * taken in counts only the others.
 */
import assert from "node:assert/strict";
import { systemClock } from "../../src/core/clock.ts";
import { applyPending, ChatApplier } from "../../src/chat/apply.ts";
import { createLogger } from "../../src/core/log.ts";
import { MessageCommitter } from "../../src/chat/commit.ts";
import {
  allPendingPrefix,
  batchPrefix,
  earlierPendingPrefix,
  inboxKey,
  inboxPrefix,
  messageKey,
  pendingKey,
  unappliedKey,
  unappliedPrefix,
  waitingPrefixes,
} from "../../src/chat/keys.ts";
import type { MessageRecord, PendingMessage } from "../../src/chat/model.ts";
import { seedStudents } from "../../src/users/seed.ts";
import { startServer } from "../helpers/server.ts";
import { loginDemo as login } from "../helpers/users.ts";

type ChatList = { chats: { _id: string; unreadCount: number; lastMessage: { content: string } }[] };

/** Stores messages the way a send does, by a process that stops before applying any. With
 * `paced`, its clock runs a second per message, so the pace never refuses one. */
async function storeUnapplied(
  kv: Deno.Kv,
  chatId: string,
  from: string,
  contents: string[],
  paced = false,
) {
  const crashed = { mark() {} } as unknown as ChatApplier;
  let t = Date.now();
  const committer = new MessageCommitter(
    kv,
    paced ? { now: () => (t += 1000) } : systemClock,
    crashed,
  );
  for (const content of contents) {
    await committer.submit({ chatId, senderId: from, content, clientId: null });
  }
}

/** Entries still to apply, in every form. */
async function pendingCount(kv: Deno.Kv): Promise<number> {
  let n = 0;
  for (const prefix of [...waitingPrefixes, batchPrefix]) {
    n += (await Array.fromAsync(kv.list({ prefix }))).length;
  }
  return n;
}

type Form = "summary by chat" | "summary by time" | "one entry a message";

/** Turns the oldest batch, of one message, into what an earlier version left after a crash: the
 * message's own entry, or the message already under its chat and beside it a summary still to
 * apply, keyed by chat then message or by time. */
async function keepInEarlierForm(kv: Deno.Kv, form: Form) {
  const [batch] = await Array.fromAsync(
    kv.list<MessageRecord[]>({ prefix: batchPrefix }, { limit: 1 }),
  );
  assert.equal(batch.value.length, 1);
  const [m] = batch.value;
  const op = kv.atomic().delete(batch.key);
  if (form === "one entry a message") op.set(unappliedKey(m.chatId, m._id), m);
  else {
    const summary: PendingMessage = {
      senderId: m.senderId,
      preview: m.content.slice(0, 200),
      clientId: m.clientId,
      createdAt: m.createdAt,
    };
    const earlier = form === "summary by chat"
      ? [...earlierPendingPrefix, m.chatId, m._id]
      : pendingKey(m.chatId, m._id);
    op.set(messageKey(m.chatId, m._id), m).set(earlier, summary);
  }
  await op.commit();
}

Deno.test("[chat] messages stored before a crash are applied at the next start, once", async (t) => {
  const dir = await Deno.makeTempDir({ prefix: "campus-chat-repair-" });
  const kvPath = `${dir}/kv.sqlite3`;
  let server = await startServer({ kvPath });
  await seedStudents(server.kv, server.config);
  let a = await login(server, "aarav");
  const b = await login(server, "diya");
  const x = await login(server, "kabir");
  const open = async (other: string) =>
    (await a.client.request<{ chat: { _id: string } }>("POST", `/api/chat/user/${other}`)).body
      .chat._id;
  const withB = await open(b.id);
  const withX = await open(x.id);
  const sent = await a.client.request("POST", `/api/chat/${withX}/messages`, { content: "hi X" });
  assert.equal(sent.status, 201);
  await server.close();

  await t.step("a stopped process leaves its messages stored and pending", async () => {
    const kv = await Deno.openKv(kvPath);
    await storeUnapplied(kv, withB, b.id, ["one", "two", "three"]);
    await storeUnapplied(kv, withB, a.id, ["from aarav"]);
    await storeUnapplied(kv, withB, b.id, ["the last word"]);
    await keepInEarlierForm(kv, "summary by chat");
    await keepInEarlierForm(kv, "summary by time");
    await keepInEarlierForm(kv, "one entry a message");
    assert.equal((await Array.fromAsync(kv.list({ prefix: earlierPendingPrefix }))).length, 1);
    assert.equal((await Array.fromAsync(kv.list({ prefix: allPendingPrefix }))).length, 1);
    assert.equal((await Array.fromAsync(kv.list({ prefix: unappliedPrefix }))).length, 1);
    assert.equal((await Array.fromAsync(kv.list({ prefix: batchPrefix }))).length, 2);
    assert.equal(await pendingCount(kv), 5);
    kv.close();
  });

  server = await startServer({ kvPath });
  a = await login(server, "aarav");

  await t.step("the next start applies them: order, last message and unread", async () => {
    const list = await a.client.request<ChatList>("GET", "/api/chat");
    assert.deepEqual(list.body.chats.map((c) => c._id), [withB, withX], "most recent first");
    assert.equal(list.body.chats[0].lastMessage.content, "the last word");
    assert.equal(list.body.chats[0].unreadCount, 4, "diya's four messages");
    const total = await a.client.request<{ unreadCount: number }>("GET", "/api/chat/unread-count");
    assert.equal(total.body.unreadCount, 4);
    const history = await a.client.request<{ messages: { content: string }[] }>(
      "GET",
      `/api/chat/${withB}/messages`,
    );
    assert.deepEqual(history.body.messages.map((m) => m.content), [
      "one",
      "two",
      "three",
      "from aarav",
      "the last word",
    ]);
    assert.equal(await pendingCount(server.kv), 0);
  });

  await t.step("two passes over the same entries count each message once", async () => {
    await storeUnapplied(server.kv, withB, b.id, ["again", "and again"]);
    await Promise.all([applyPending(server.kv), applyPending(server.kv), applyPending(server.kv)]);
    // A pass that lost its check leaves nothing behind for the next one to count twice.
    await applyPending(server.kv);
    const total = await a.client.request<{ unreadCount: number }>("GET", "/api/chat/unread-count");
    assert.equal(total.body.unreadCount, 6);
    assert.equal(await pendingCount(server.kv), 0);
    const read = await a.client.request<{ unreadCount: number }>("PUT", `/api/chat/${withB}/read`);
    assert.equal(read.body.unreadCount, 0);
  });

  /** A process that stores diya's messages to aarav and applies them from memory itself, its
   * clock starting at `startAt` and moving a second a message. */
  const storingProcess = (startAt: number) => {
    const applier = new ChatApplier(server.kv, createLogger("error"));
    let at = startAt;
    const committer = new MessageCommitter(server.kv, { now: () => (at += 1000) }, applier);
    const send = (content: string) =>
      committer.submit({ chatId: withB, senderId: b.id, content, clientId: null });
    return { applier, send };
  };
  /** A's unread count is `unread` (each message counted once), the chat's last message is `last`,
   * nothing waits to be applied, and reading the chat clears the count for the next step. */
  const assertCountedOnce = async (unread: number, last: string) => {
    const total = await a.client.request<{ unreadCount: number }>("GET", "/api/chat/unread-count");
    assert.equal(total.body.unreadCount, unread, "each message counted once");
    const list = await a.client.request<ChatList>("GET", "/api/chat");
    assert.equal(list.body.chats[0].lastMessage.content, last);
    assert.equal(await pendingCount(server.kv), 0);
    const read = await a.client.request<{ unreadCount: number }>("PUT", `/api/chat/${withB}/read`);
    assert.equal(read.body.unreadCount, 0);
  };

  await t.step(
    "the process that stored messages applies them from memory, once, after another process took some",
    async () => {
      const { applier, send } = storingProcess(Date.now());
      await send("taken by another");
      await send("also taken by another");
      // Another process's listing pass applies both before this one's own pass runs.
      assert.equal(await applyPending(server.kv), true);
      await send("applied from memory");
      await applier.settled();
      await applier.stop();
      await assertCountedOnce(3, "applied from memory");
    },
  );

  await t.step(
    "a chat this process's pass wrote, whose later messages another process took in, counts each once",
    async () => {
      const { applier, send } = storingProcess(Date.now() + 60_000);
      await send("applied here first");
      // This process's pass writes the chat and remembers it as written.
      await applier.settled();
      await send("taken by another, after");
      await send("also taken by another, after");
      assert.equal(await applyPending(server.kv), true);
      await send("applied here again");
      await applier.settled();
      await applier.stop();
      await assertCountedOnce(4, "applied here again");
    },
  );

  await t.step("a backlog too long for one write is applied over several passes", async () => {
    const backlog = Array.from({ length: 1200 }, (_, i) => `backlog ${i}`);
    await storeUnapplied(server.kv, withB, b.id, backlog, true);
    let passes = 0;
    while (!(await applyPending(server.kv))) passes++;
    assert.ok(passes >= 2, "more than one pass");
    const list = await a.client.request<ChatList>("GET", "/api/chat");
    assert.equal(list.body.chats[0].lastMessage.content, "backlog 1199");
    assert.equal(list.body.chats[0].unreadCount, 1200);
    assert.equal(await pendingCount(server.kv), 0);
  });

  await t.step(
    "a batch left after some of its messages were taken in counts only the others",
    async () => {
      const kv = server.kv;
      const unread = async () =>
        (await a.client.request<{ unreadCount: number }>("GET", "/api/chat/unread-count")).body
          .unreadCount;
      const before = await unread();
      await storeUnapplied(kv, withB, b.id, ["taken in before the stop"]);
      const [first] = await Array.fromAsync(kv.list<MessageRecord[]>({ prefix: batchPrefix }));
      assert.equal(await applyPending(kv), true);
      assert.equal(await pendingCount(kv), 0, "its batch removed once taken in");
      // A stop between taking in one message of a batch and the rest: the batch is still there,
      // holding both.
      await storeUnapplied(kv, withB, b.id, ["still waiting at the stop"]);
      const [second] = await Array.fromAsync(kv.list<MessageRecord[]>({ prefix: batchPrefix }));
      await kv.atomic().delete(second.key).set(first.key, [...first.value, ...second.value])
        .commit();

      assert.equal(await unread(), before + 2, "the waiting one counted, the taken one not again");
      const history = await a.client.request<{ messages: { content: string }[] }>(
        "GET",
        `/api/chat/${withB}/messages`,
      );
      const shown = history.body.messages.map((m) => m.content);
      assert.deepEqual(shown.slice(-2), ["taken in before the stop", "still waiting at the stop"]);
      assert.equal(shown.filter((c) => c === "taken in before the stop").length, 1);
      assert.equal(await pendingCount(kv), 0, "the batch removed");
      await a.client.request("PUT", `/api/chat/${withB}/read`);
    },
  );

  await t.step(
    "a new message moves its chat first, whatever form its inbox entry has",
    async () => {
      // An entry an earlier version moved with each message holds an older message's id.
      const [entry] = await Array.fromAsync(server.kv.list({ prefix: inboxPrefix(a.id) }))
        .then((all) => all.filter((e) => e.key[3] === withX));
      await server.kv.atomic().delete(entry.key).set(inboxKey(a.id, "0000older", withX), null)
        .commit();
      const sent = await a.client.request("POST", `/api/chat/${withX}/messages`, {
        content: "back",
      });
      assert.equal(sent.status, 201);
      const list = await a.client.request<ChatList>("GET", "/api/chat");
      assert.deepEqual(list.body.chats.map((c) => c._id), [withX, withB]);
      assert.equal(list.body.chats[0].lastMessage.content, "back");
    },
  );

  await server.close();
  await Deno.remove(dir, { recursive: true });
});
