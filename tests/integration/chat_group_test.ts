/**
 * Messages that arrive together are stored by one write as far as the store takes them: a crowd of
 * students sending at the same moment, each with a resend id, is stored whole, over as many writes
 * as their checks need, and each student is answered with their own message.
 */
import assert from "node:assert/strict";
import { systemClock } from "../../src/core/clock.ts";
import type { ChatApplier } from "../../src/chat/apply.ts";
import { MessageCommitter } from "../../src/chat/commit.ts";
import { batchPrefix } from "../../src/chat/keys.ts";
import type { MessageRecord } from "../../src/chat/model.ts";
import { makeChatPair } from "../helpers/fixtures.ts";

/** More senders than one write's 100 checks can take (a resend marker and a pace each). */
const SENDERS = 110;

Deno.test("[chat] a crowd sending at once is stored whole, over the writes its checks need", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const chats: { id: string; sender: string }[] = [];
    for (let i = 0; i < SENDERS; i++) chats.push(await makeChatPair(kv, "crowd", i));
    // Nothing takes the messages into their chats, so each write's batch stays to be counted.
    const held = { mark() {} } as unknown as ChatApplier;
    const committer = new MessageCommitter(kv, systemClock, held);
    const sendAll = (round: string) =>
      Promise.all(chats.map(({ id, sender }, i) =>
        committer.submit({
          chatId: id,
          senderId: sender,
          content: `${round} ${i}`,
          clientId: `${round}-${i}`,
        })
      ));
    const stored = async (round: string) => {
      const batches = await Array.fromAsync(kv.list<MessageRecord[]>({ prefix: batchPrefix }));
      const mine = batches.filter((b) => b.value[0].content.startsWith(round));
      return { writes: mine.length, contents: mine.flatMap((b) => b.value.map((m) => m.content)) };
    };
    const expected = (round: string) => chats.map((_, i) => `${round} ${i}`);

    // Their paces not read yet: each may need a check of its own beside the resend marker's.
    const first = await sendAll("hello");
    first.forEach((answer, i) => {
      assert.equal(answer.view.content, `hello ${i}`, "each answered with their own message");
      assert.equal(answer.view.clientId, `hello-${i}`);
    });
    const cold = await stored("hello");
    assert.deepEqual(cold.contents, expected("hello"), "all stored once, in order");
    assert.equal(cold.writes, 3, "two checks a message: at most 49 a write");

    // Paces known and far from the limit: only the markers are checked.
    await sendAll("again");
    const warm = await stored("again");
    assert.deepEqual(warm.contents, expected("again"));
    assert.equal(warm.writes, 2, "one check a message: 96 in the first write");
  } finally {
    kv.close();
  }
});
