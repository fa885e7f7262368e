/**
 * A pass takes the messages of more chats than one of its slices holds, in small writes while
 * messages come slowly and in larger ones under a heavy stream, and leaves every chat with its
 * last message and its reader's unread count, and no stored batch behind.
 */
import assert from "node:assert/strict";
import { systemClock } from "../../src/core/clock.ts";
import { createLogger } from "../../src/core/log.ts";
import { ChatApplier } from "../../src/chat/apply.ts";
import { MessageCommitter } from "../../src/chat/commit.ts";
import { batchPrefix, chatKey, messageKey, unreadKey } from "../../src/chat/keys.ts";
import type { ChatRecord } from "../../src/chat/model.ts";
import { makeChatPair } from "../helpers/fixtures.ts";

/** More chats than a pass takes at once (64). */
const CHATS = 150;

for (const busy of [false, true]) {
  Deno.test(`[chat] a pass takes ${CHATS} chats' messages in (${busy ? "heavy" : "light"} load)`, async () => {
    const kv = await Deno.openKv(":memory:");
    const applier = new ChatApplier(kv, createLogger("error"));
    applier.storeBusy = () => busy;
    try {
      const chats: { id: string; sender: string }[] = [];
      for (let i = 0; i < CHATS; i++) chats.push(await makeChatPair(kv, `pass${busy}`, i));
      const committer = new MessageCommitter(kv, systemClock, applier);
      const stored = [];
      for (const round of ["first", "second"]) {
        stored.push(
          ...await Promise.all(
            chats.map(({ id, sender }, i) =>
              committer.submit({
                chatId: id,
                senderId: sender,
                content: `${round} ${i}`,
                clientId: null,
              })
            ),
          ),
        );
      }
      await applier.settled();

      for (const [i, { id, sender }] of chats.entries()) {
        const chat = (await kv.get<ChatRecord>(chatKey(id))).value!;
        assert.equal(chat.lastMessage?.content, `second ${i}`, "the chat shows its last message");
        const reader = chat.participants.find((p) => p !== sender)!;
        const unread = await kv.get<Deno.KvU64>(unreadKey(reader, id));
        assert.equal(unread.value?.value, 2n, "each message counted once for the reader");
      }
      for (const { view } of stored) {
        const row = await kv.get(messageKey(view.chatId, view._id));
        assert.ok(row.value, "every message stored under its chat");
      }
      const left = await Array.fromAsync(kv.list({ prefix: batchPrefix }));
      assert.equal(left.length, 0, "every batch removed once its messages are in");
    } finally {
      await applier.stop();
      kv.close();
    }
  });
}
