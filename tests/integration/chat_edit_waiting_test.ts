/**
 * A message is stored first and taken into its chat by a pass just after. Its sender may edit it
 * in between (the pass behind, or the sweep an edit runs first failing): the edit changes it where
 * it waits, and the pass takes the edited copy in, whether it holds the message in memory or lists
 * it from the store.
 */
import assert from "node:assert/strict";
import { systemClock } from "../../src/core/clock.ts";
import { createLogger } from "../../src/core/log.ts";
import { ChatApplier } from "../../src/chat/apply.ts";
import { MessageCommitter } from "../../src/chat/commit.ts";
import { editMessage } from "../../src/chat/edit.ts";
import { findWaiting } from "../../src/chat/batches.ts";
import { batchPrefix, messageKey } from "../../src/chat/keys.ts";
import type { MessageRecord } from "../../src/chat/model.ts";
import { bounded } from "../helpers/bounded.ts";
import { startServer, type TestServer } from "../helpers/server.ts";
import { demoPairInChat } from "../helpers/users.ts";

type Listed = { chats: { _id: string; unreadCount: number; lastMessage: { content: string } }[] };
type History = { messages: { _id: string; content: string; editedAt: string | null }[] };

/** What an edit needs, with a chat pass that has stopped: its sweep takes nothing in, as when the
 * store failed it. */
async function editsWithoutSweep(server: TestServer, committer: MessageCommitter) {
  const stopped = new ChatApplier(server.kv, createLogger("error"));
  await stopped.stop();
  return {
    kv: server.kv,
    clock: systemClock,
    hub: server.hub,
    writeLimits: server.writeLimits,
    chat: { committer, applier: stopped },
  };
}

/** Runs `run` with a process that stores messages and takes them into their chats itself, as
 * the server does; its pass is stopped after. */
async function withOwnPass(
  server: TestServer,
  run: (p: { applier: ChatApplier; committer: MessageCommitter }) => Promise<void>,
) {
  const applier = new ChatApplier(server.kv, createLogger("error"));
  const committer = new MessageCommitter(server.kv, systemClock, applier);
  try {
    await run({ applier, committer });
  } finally {
    await bounded("the test's chat pass", applier.stop());
  }
}

/** Resolves with `work`, or fails once `ms` have passed. */
function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not within ${ms} ms: ${what}`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

Deno.test("[chat] an edit before the pass is changed where the message waits", async (t) => {
  const server = await startServer();
  try {
    const { a, b, chatId } = await demoPairInChat(server);
    /** The chat as the other student's chat list shows it. */
    const listedChat = async () => {
      const listed = await b.client.request<Listed>("GET", "/api/chat");
      return listed.body.chats.find((c) => c._id === chatId)!;
    };

    await t.step("left by a stopped process, then listed by a read", async () => {
      const crashed = { mark() {} } as unknown as ChatApplier;
      const committer = new MessageCommitter(server.kv, systemClock, crashed);
      const sent = await committer.submit({
        chatId,
        senderId: a.id,
        content: "see you at 5",
        clientId: null,
      });
      const deps = await editsWithoutSweep(server, committer);
      const other = await editMessage(deps, b.id, chatId, sent.view._id, "mine now").then(
        () => assert.fail("another student edited the message"),
        (err) => err,
      );
      assert.equal(other.message, "You can only change your own messages.");
      const view = await editMessage(deps, a.id, chatId, sent.view._id, "see you at 6");
      assert.equal(view.content, "see you at 6");
      assert.ok(view.editedAt, "shown as edited");
      const waiting = await findWaiting(server.kv, chatId, sent.view._id);
      assert.equal(waiting?.record.content, "see you at 6", "changed where it waits");

      // The reader's requests list what waits and take the edited copy in.
      const history = await b.client.request<History>("GET", `/api/chat/${chatId}/messages`);
      const shown = history.body.messages.find((m) => m._id === sent.view._id);
      assert.equal(shown?.content, "see you at 6");
      assert.ok(shown?.editedAt);
      const chat = await listedChat();
      assert.equal(chat.lastMessage.content, "see you at 6", "the preview is the edited text");
      assert.equal(chat.unreadCount, 1, "counted once");
    });

    await t.step("held in memory by the process that stored it", async () => {
      await withOwnPass(server, async ({ applier, committer }) => {
        const sent = await committer.submit({
          chatId,
          senderId: a.id,
          content: "room 204",
          clientId: "held-1",
        });
        // The pass waits 2 s after a message, so the edit comes first.
        const deps = await editsWithoutSweep(server, committer);
        await editMessage(deps, a.id, chatId, sent.view._id, "room 205");
        await within(applier.settled(), 10_000, "the pass took in the edited message");
        const stored = await server.kv.get<MessageRecord>(messageKey(chatId, sent.view._id));
        assert.equal(stored.value?.content, "room 205", "the edited copy, not the one held");
        assert.equal(await findWaiting(server.kv, chatId, sent.view._id), null, "not waiting");
        const batches = await Array.fromAsync(server.kv.list({ prefix: batchPrefix }));
        assert.equal(batches.length, 0, "every batch removed once its messages are taken in");
        const chat = await listedChat();
        assert.equal(chat.lastMessage.content, "room 205");
        assert.equal(chat.unreadCount, 2, "each message counted once");
      });
    });

    await t.step("held in memory, its chat as the process's last pass wrote it", async () => {
      // The pass checks a chat it wrote itself, not each message stored after that write: the
      // edit must move the chat for the pass to see it.
      await withOwnPass(server, async ({ applier, committer }) => {
        const send = (content: string, clientId: string) =>
          committer.submit({ chatId, senderId: a.id, content, clientId });
        await send("lab at 3", "known-1");
        await within(applier.settled(), 10_000, "the first pass");
        const sent = await send("lab at 4", "known-2");
        const deps = await editsWithoutSweep(server, committer);
        await editMessage(deps, a.id, chatId, sent.view._id, "lab at 4:30");
        await within(applier.settled(), 10_000, "the pass took in the edited message");
        const stored = await server.kv.get<MessageRecord>(messageKey(chatId, sent.view._id));
        assert.equal(stored.value?.content, "lab at 4:30", "the edited copy, not the one held");
        const chat = await listedChat();
        assert.equal(chat.lastMessage.content, "lab at 4:30");
        assert.equal(chat.unreadCount, 4, "each message counted once");
      });
    });
  } finally {
    await server.close();
  }
});
