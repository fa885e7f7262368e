/**
 * Messages that arrive together are stored by one write as far as the store takes them: a crowd of
 * students sending at the same moment, each with a resend id, is stored whole, over as many writes
 * as their checks need, and each student is answered with their own message. Under a stream of
 * thousands a second a write waits to fill; under a light one, none does.
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

/** The writes that stored round `round`'s messages (each write's batch, left in place), and the
 * contents they hold, in order. */
async function storedRound(kv: Deno.Kv, round: string) {
  const batches = await Array.fromAsync(kv.list<MessageRecord[]>({ prefix: batchPrefix }));
  const mine = batches.filter((b) => b.value[0].content.startsWith(`${round} `));
  return { writes: mine.length, contents: mine.flatMap((b) => b.value.map((m) => m.content)) };
}

/** Round `round`'s first `n` contents, as sent. */
const numbered = (round: string, n: number) => Array.from({ length: n }, (_, k) => `${round} ${k}`);

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

    // Their paces not read yet: each may need a check of its own beside the resend marker's.
    const first = await sendAll("hello");
    first.forEach((answer, i) => {
      assert.equal(answer.view.content, `hello ${i}`, "each answered with their own message");
      assert.equal(answer.view.clientId, `hello-${i}`);
    });
    const cold = await storedRound(kv, "hello");
    assert.deepEqual(cold.contents, numbered("hello", SENDERS), "all stored once, in order");
    assert.equal(cold.writes, 3, "two checks a message: at most 49 a write");

    // Paces known and far from the limit: only the markers are checked.
    await sendAll("again");
    const warm = await storedRound(kv, "again");
    assert.deepEqual(warm.contents, numbered("again", SENDERS));
    assert.equal(warm.writes, 2, "one check a message: 96 in the first write");
  } finally {
    kv.close();
  }
});

/**
 * Sends `perSecond` messages a second for `ms`, from the chats in turn, in rounds as often as the
 * timers run (a late round sends what was due since the last); answers the rounds made, the
 * contents stored and the writes that held them.
 */
async function stream(
  kv: Deno.Kv,
  committer: MessageCommitter,
  chats: readonly { id: string; sender: string }[],
  { name, perSecond, ms, everyMs }: {
    name: string;
    perSecond: number;
    ms: number;
    everyMs: number;
  },
) {
  const answers: Promise<unknown>[] = [];
  const start = performance.now();
  let rounds = 0;
  for (let elapsed = 0; elapsed < ms; elapsed = performance.now() - start) {
    const due = Math.floor((elapsed * perSecond) / 1000) + 1;
    for (let k = answers.length; k < due; k++) {
      const { id, sender } = chats[k % chats.length];
      answers.push(committer.submit({
        chatId: id,
        senderId: sender,
        content: `${name} ${k}`,
        clientId: `${name}-${k}`,
      }));
    }
    rounds++;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  await Promise.all(answers);
  return { rounds, sent: answers.length, ...await storedRound(kv, name) };
}

Deno.test("[chat] a heavy stream is written in full groups, a light one at once", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    // Enough senders that none nears the pace limit (20 in 10 s): 15 each at most.
    const chats: { id: string; sender: string }[] = [];
    for (let i = 0; i < 150; i++) chats.push(await makeChatPair(kv, "stream", i));
    const held = { mark() {} } as unknown as ChatApplier;
    const committer = new MessageCommitter(kv, systemClock, held);

    // 4,000 a second: without a wait, each round (a write takes well under one) is a write.
    const heavy = await stream(kv, committer, chats, {
      name: "heavy",
      perSecond: 4000,
      ms: 500,
      everyMs: 1,
    });
    assert.deepEqual(heavy.contents, numbered("heavy", heavy.sent), "all stored once, in order");
    assert.ok(
      heavy.writes <= heavy.rounds / 2,
      `writes wait to fill: ${heavy.writes} writes for ${heavy.rounds} rounds`,
    );

    // 400 a second: each round is written as it comes, not held for the next.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const light = await stream(kv, committer, chats, {
      name: "light",
      perSecond: 400,
      ms: 300,
      everyMs: 5,
    });
    assert.deepEqual(light.contents, numbered("light", light.sent));
    assert.ok(
      light.writes >= light.rounds * 0.6,
      `no write waits: ${light.writes} writes for ${light.rounds} rounds`,
    );
  } finally {
    kv.close();
  }
});
