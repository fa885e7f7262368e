/**
 * The entries a group write stores its messages in, one entry for the write's messages
 * (`batchKey`), and how a message still waiting in one is found and changed in place.
 */
import type { MessageRecord } from "./model.ts";
import { batchesHolding, batchKey, batchPrefix, sentAsKey, unappliedKey } from "./keys.ts";

/** Batches one write removes. A message write waits for any write under way in the store: 500
 * removals took it 2.7–5.1 ms; 45–93 took 0.5–1.3 ms, about what a message write takes. */
const REMOVED_PER_WRITE = 100;

/** What one entry's messages may weigh by `messageWeight` (KV takes values of at most 64 KiB). */
const BATCH_BYTES = 60_000;

/** An upper bound of what `m` weighs in a stored value, in bytes (UTF-8 takes at most 3 bytes a
 * UTF-16 unit; the other fields are short). */
export const messageWeight = (m: Pick<MessageRecord, "content">) => 400 + 3 * m.content.length;

/** A group write's messages, in order, split into entries that each fit one value. */
export function batchesOf(
  records: readonly MessageRecord[],
): { key: Deno.KvKey; records: MessageRecord[] }[] {
  const batches: { key: Deno.KvKey; records: MessageRecord[] }[] = [];
  let weight = Infinity;
  for (const record of records) {
    const w = messageWeight(record);
    if (weight + w > BATCH_BYTES) {
      batches.push({ key: batchKey(record._id), records: [] });
      weight = 0;
    }
    batches.at(-1)!.records.push(record);
    weight += w;
  }
  return batches;
}

/** Where a message not yet taken into its chat waits: the entry holding it (a batch, or the
 * entry of one message an earlier version wrote), and the message as it is there. */
export type WaitingCopy = {
  entry: Deno.KvEntry<MessageRecord[] | MessageRecord>;
  record: MessageRecord;
  /** The entry's value with the message replaced by `next`. */
  replaced(next: MessageRecord): MessageRecord[] | MessageRecord;
};

/** The waiting copy of `messageId` in `chatId`, or null when no entry holds it. */
export async function findWaiting(
  kv: Deno.Kv,
  chatId: string,
  messageId: string,
): Promise<WaitingCopy | null> {
  for await (const entry of kv.list<MessageRecord[]>(batchesHolding(messageId))) {
    const i = entry.value.findIndex((m) => m._id === messageId && m.chatId === chatId);
    if (i < 0) continue;
    return {
      entry,
      record: entry.value[i],
      replaced: (next) => entry.value.with(i, next),
    };
  }
  const single = await kv.get<MessageRecord>(unappliedKey(chatId, messageId));
  if (single.versionstamp === null) return null;
  return { entry: single, record: single.value, replaced: (next) => next };
}

/** Removes the messages of `chatId` from every batch (and their resend markers), for a chat being
 * removed. A batch changed meanwhile is left as it is: whatever changed it (a pass, an edit) also
 * wrote the chat, so the removal, checked on the chat, runs again. */
export async function dropFromBatches(kv: Deno.Kv, chatId: string): Promise<void> {
  for await (const entry of kv.list<MessageRecord[]>({ prefix: batchPrefix })) {
    const gone = entry.value.filter((m) => m.chatId === chatId);
    if (gone.length === 0) continue;
    const kept = entry.value.filter((m) => m.chatId !== chatId);
    const op = kv.atomic().check(entry);
    if (kept.length === 0) op.delete(entry.key);
    else op.set(entry.key, kept);
    for (const m of gone) if (m.clientId) op.delete(sentAsKey(m.clientId, m.chatId, m.senderId));
    await op.commit();
  }
}

/** Removes the batches at `keys`, whose messages are all taken in, a write at a time, each after
 * `beforeWrite` (the message write under way goes first). */
export async function removeBatches(
  kv: Deno.Kv,
  keys: readonly Deno.KvKey[],
  beforeWrite: () => Promise<void>,
): Promise<void> {
  for (let i = 0; i < keys.length; i += REMOVED_PER_WRITE) {
    const op = kv.atomic();
    for (const key of keys.slice(i, i + REMOVED_PER_WRITE)) op.delete(key);
    await beforeWrite();
    await op.commit();
  }
}
