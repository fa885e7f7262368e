/**
 * `deno task bench chat-commit`: what storing one chat message costs as more students send at
 * once, through the group commit (`src/chat/commit.ts`) and, beside it, the same rows written by
 * one atomic write per message. A temp-file KV, in process; prints wall time and CPU (both
 * threads: JavaScript and the store's) per message. Asserts nothing.
 */
import process from "node:process";
import type { Clock } from "../../src/core/clock.ts";
import { ChatApplier } from "../../src/chat/apply.ts";
import { MessageCommitter } from "../../src/chat/commit.ts";
import { batchKey, sentAsKey } from "../../src/chat/keys.ts";
import { newId } from "../../src/core/ids.ts";
import { createLogger } from "../../src/core/log.ts";
import { makeChatPair } from "../helpers/fixtures.ts";

/** Students sending at the same moment, each in their own chat. */
const CONCURRENCY = [1, 8, 32, 128];
/** Messages per measurement. */
const MESSAGES = 2_000;

type Chat = { id: string; sender: string };

async function prepare(kv: Deno.Kv, n: number): Promise<Chat[]> {
  const chats: Chat[] = [];
  for (let i = 0; i < n; i++) chats.push(await makeChatPair(kv, `commit${n}`, i));
  return chats;
}

/** The same rows, one atomic write per message. */
async function oneWriteEach(kv: Deno.Kv, chat: Chat, clientId: string) {
  const id = newId();
  const now = Date.now();
  const marker = sentAsKey(clientId, chat.id, chat.sender);
  await kv.atomic()
    .check({ key: marker, versionstamp: null })
    .set(batchKey(id), [{
      _id: id,
      chatId: chat.id,
      senderId: chat.sender,
      content: `hello ${clientId}`,
      type: "text",
      clientId,
      createdAt: now,
    }])
    .set(marker, id, { expireIn: 86_400_000 })
    .set(["rate_limit", "chat_send", chat.sender], [now], { expireIn: 10_000 })
    .commit();
}

/** Sends `MESSAGES` with `concurrency` students sending at once; answers µs and CPU µs a message. */
async function measure(
  chats: Chat[],
  concurrency: number,
  send: (chat: Chat, clientId: string) => Promise<unknown>,
  tag: string,
): Promise<{ wall: number; cpu: number }> {
  let n = 0;
  const usage0 = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(
    chats.slice(0, concurrency).map(async (chat) => {
      while (n < MESSAGES) await send(chat, `${tag}${n++}`);
    }),
  );
  const wall = (performance.now() - t0) * 1000 / MESSAGES;
  const used = process.cpuUsage(usage0);
  return { wall, cpu: (used.user + used.system) / MESSAGES };
}

export async function chatCommitBench(): Promise<void> {
  const dir = await Deno.makeTempDir();
  const kv = await Deno.openKv(`${dir}/kv.sqlite3`);
  const applier = new ChatApplier(kv, createLogger("warn"));
  // Time runs a second per message, so no sender ever meets the pace limit.
  let t = Date.now();
  const clock: Clock = { now: () => (t += 1000) };
  const committer = new MessageCommitter(kv, clock, applier);
  applier.beforeWrite = () => committer.betweenWrites(20);
  const chats = await prepare(kv, Math.max(...CONCURRENCY));
  console.log(`\nchat commit: ${MESSAGES} messages per row, temp-file KV, µs per message`);
  console.log("senders at once   group: wall   cpu     one write each: wall   cpu");
  let round = 0;
  for (const c of CONCURRENCY) {
    const group = await measure(
      chats,
      c,
      (chat, clientId) =>
        committer.submit({ chatId: chat.id, senderId: chat.sender, content: "hello", clientId }),
      `g${round}-`,
    );
    await applier.settled();
    const each = await measure(chats, c, (chat, id) => oneWriteEach(kv, chat, id), `e${round}-`);
    round++;
    console.log(
      `${String(c).padStart(15)}   ${group.wall.toFixed(0).padStart(11)} ${
        group.cpu.toFixed(0).padStart(5)
      }   ${each.wall.toFixed(0).padStart(20)} ${each.cpu.toFixed(0).padStart(5)}`,
    );
  }
  await applier.stop();
  kv.close();
  await Deno.remove(dir, { recursive: true });
}

if (import.meta.main) await chatCommitBench();
