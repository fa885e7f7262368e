/**
 * The chat pace (20 messages per 10 s) is kept in memory and written to the store once a sender
 * nears it: a restart (another process on the same store) still refuses past the limit.
 */
import assert from "node:assert/strict";
import { systemClock } from "../../src/core/clock.ts";
import type { ChatApplier } from "../../src/chat/apply.ts";
import { DURABLE_PACE, MessageCommitter, messagesPerSender } from "../../src/chat/commit.ts";
import { startServer } from "../helpers/server.ts";
import { demoPairInChat } from "../helpers/users.ts";

Deno.test("[chat] a sender near the pace limit is still refused by the next process", async () => {
  const server = await startServer();
  const { a, chatId } = await demoPairInChat(server);
  const idle = { mark() {} } as unknown as ChatApplier;
  const send = (c: MessageCommitter, content: string) =>
    c.submit({ chatId, senderId: a.id, content, clientId: null });

  const first = new MessageCommitter(server.kv, systemClock, idle);
  const before = messagesPerSender.limit - 2;
  assert.ok(before >= DURABLE_PACE);
  for (let i = 0; i < before; i++) await send(first, `first ${i}`);

  // A fresh process knows nothing in memory: what it reads from the store holds the pace.
  const second = new MessageCommitter(server.kv, systemClock, idle);
  await send(second, "one more");
  await send(second, "the last one allowed");
  await assert.rejects(send(second, "one too many"), /sending messages too fast/);
  await server.close();
});
