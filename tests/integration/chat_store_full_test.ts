/**
 * When the store falls behind, the chat stops taking messages at `MAX_WAITING` waiting ones: the
 * next sender is told at once to slow down (with when to try again), nothing that was taken is
 * left unanswered, and messages are taken again as soon as the backlog is written.
 */
import assert from "node:assert/strict";
import { systemClock } from "../../src/core/clock.ts";
import type { ChatApplier } from "../../src/chat/apply.ts";
import { MAX_WAITING, MessageCommitter } from "../../src/chat/commit.ts";
import { BUSY } from "../../src/chat/waiting.ts";
import { startServer } from "../helpers/server.ts";
import { demoPairInChat } from "../helpers/users.ts";

Deno.test("[chat] a full store queue refuses the next message at once, then recovers", async () => {
  const server = await startServer();
  try {
    const { a, b, chatId } = await demoPairInChat(server);
    const idle = { mark() {} } as unknown as ChatApplier;
    const committer = new MessageCommitter(server.kv, systemClock, idle);
    const send = (content: string) =>
      committer.submit({ chatId, senderId: a.id, content, clientId: crypto.randomUUID() });

    // Taken in one go, before the first write starts: the queue is full.
    const taken = Array.from({ length: MAX_WAITING }, (_, i) => send(`message ${i}`));
    assert.equal(committer.full(), BUSY);
    const refused = await send("one past the limit").then(
      () => assert.fail("a message past the limit was taken"),
      (err) => err,
    );
    assert.equal(refused.code, "TOO_MANY_REQUESTS");
    assert.equal(refused.message, BUSY);
    assert.ok(refused.retryInMs > 0, "the sender is told when to try again");

    // Every message taken gets its answer: stored, or refused by the sender's own pace.
    const outcomes = await Promise.allSettled(taken);
    const stored = outcomes.filter((o) => o.status === "fulfilled").length;
    const paced = outcomes.filter((o) =>
      o.status === "rejected" && /sending messages too fast/.test(String(o.reason?.message))
    ).length;
    assert.equal(stored + paced, MAX_WAITING);
    assert.ok(stored > 0);

    await committer.idle();
    assert.equal(committer.full(), null, "the backlog is written: messages are taken again");
    const reply = await committer.submit({ chatId, senderId: b.id, content: "hi", clientId: null });
    assert.equal(reply.view.content, "hi");
  } finally {
    await server.close();
  }
});
