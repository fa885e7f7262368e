/**
 * History for the sustained chat run: messages already stored in each chat when the run starts,
 * as on a server that has been in use, so that its first minute does not run on an almost empty
 * store while the later ones run on a full one (docs/decisions.md, "What the first minute has").
 */
import { messageKey } from "../../src/chat/keys.ts";
import type { MessageRecord } from "../../src/chat/model.ts";
import { newId } from "../../src/core/ids.ts";
import { CONTENT } from "./realtime_clients.ts";
import type { BenchStudent } from "./realtime_setup.ts";

/** Messages each chat holds before the run (BENCH_SUSTAIN_HISTORY): 120 in each of the 1,500
 * chats is about what the run itself stores in a minute. */
export const HISTORY_PER_CHAT = Number(Deno.env.get("BENCH_SUSTAIN_HISTORY") ?? 120);
/** Messages one write stores (KV takes at most 1,000 mutations and 800 KB a write). */
const PER_WRITE = 500;
/** The history is spread over the day before the run. */
const SPAN_MS = 24 * 3600_000;

/**
 * Stores `perChat` messages in each chat of `students` (pairs, as `prepareStudents` made them) in
 * the closed KV file at `path`, each under its chat as the chat pass stores it (the row only: the
 * chats' last messages and unread counts stay as they were), the chats taking turns as in a
 * conversation of all of them at once; answers how many it stored.
 */
export async function addHistory(
  path: string,
  students: readonly BenchStudent[],
  perChat: number,
): Promise<number> {
  const chats = students.length / 2;
  const step = SPAN_MS / Math.max(1, perChat * chats);
  const start = Date.now() - SPAN_MS;
  const kv = await Deno.openKv(path);
  try {
    let op = kv.atomic();
    let inWrite = 0;
    let stored = 0;
    const commit = async () => {
      if (!(await op.commit()).ok) throw new Error("history write refused");
      op = kv.atomic();
      inWrite = 0;
    };
    for (let k = 0; k < perChat; k++) {
      for (let i = 0; i < chats; i++) {
        const sender = students[2 * i + (k % 2)];
        const at = Math.floor(start + (k * chats + i) * step);
        const record: MessageRecord = {
          _id: newId(at),
          chatId: sender.chatId,
          senderId: sender.id,
          content: CONTENT,
          type: "text",
          clientId: null,
          createdAt: at,
        };
        op.set(messageKey(record.chatId, record._id), record);
        stored++;
        if (++inWrite === PER_WRITE) await commit();
      }
    }
    if (inWrite > 0) await commit();
    return stored;
  } finally {
    kv.close();
  }
}
