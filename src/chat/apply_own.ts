/**
 * The pass over this process's own entries (docs/decisions.md "Chat: the message first, its
 * effects after"): the process that stored a message still holds it, so it applies it to its chat
 * without listing the store. Each write is checked on the chat as this process last wrote or read
 * it, and on every entry it applies that is not newer than its last read (`needsCheck`), at the
 * versionstamp of the write that stored it: an entry another process (or a listing pass) applied
 * meanwhile is gone, the check fails, and the chat is read again. A message is never counted
 * twice, and reading nothing, a pass costs the store only its writes.
 */
import { getManyAtOnce } from "../core/kv.ts";
import { batchKey, chatKey, messageKey } from "./keys.ts";
import { removeBatches } from "./batches.ts";
import type { ChatRecord, MessageRecord } from "./model.ts";
import {
  BYTES_PER_WRITE,
  type ChatEntries,
  CHATS_PER_WRITE,
  chatsOf,
  inKeyOrder,
  justRead,
  type KnownChats,
  type Pending,
  summaryOf,
  weightOf,
  writeChats,
  writesOf,
} from "./apply_write.ts";

/** Entries held in memory; past it, all are dropped and a listing pass applies them instead. */
const HELD = 30_000;
/** Chats a pass takes at once: taking all of them at the start of a pass (500 chats, 1,000
 * messages) held the event loop 0.7–3.3 ms, which the messages arriving then waited for. */
const SLICE_CHATS = 64;
/** Entries of one chat one write applies: with the chat's, at most two checks each (the batch
 * and the message's row), under KV's 100. */
const PER_CHAT = 40;

/** A message this process stored, the versionstamp of the write that stored it, and the first
 * id of its batch (`batchKey`). */
type Held = { record: MessageRecord; versionstamp: string; batch: string };

/** A group write's messages, as `batchesOf` split them. */
export type Batch = { key: Deno.KvKey; records: readonly MessageRecord[] };

/** Entries this process stored and has not applied yet, by chat, oldest first. Only the records
 * are held: what a pass needs of each is made when the pass takes it, not on the send's path. */
export class OwnEntries {
  #byChat = new Map<string, Held[]>();
  #count = 0;
  /** Messages of each held batch not applied yet, by its first id. */
  #left = new Map<string, number>();
  /** Batches all of whose messages are applied, to remove. */
  #finished: string[] = [];

  /** Holds `batches`, stored by the write at `versionstamp`; false when too many are held, and
   * all were dropped (they stay in the store). */
  add(batches: readonly Batch[], versionstamp: string): boolean {
    for (const { key, records } of batches) {
      const batch = key[1] as string;
      this.#left.set(batch, records.length);
      for (const record of records) {
        const held = { record, versionstamp, batch };
        const chat = this.#byChat.get(record.chatId);
        if (chat) chat.push(held);
        else this.#byChat.set(record.chatId, [held]);
      }
      this.#count += records.length;
    }
    if (this.#count <= HELD) return true;
    this.#byChat.clear();
    this.#left.clear();
    this.#count = 0;
    return false;
  }

  /** Keys of the batches whose messages were all applied since the last call. */
  finished(): Deno.KvKey[] {
    return this.#finished.splice(0).map(batchKey);
  }

  /** The chats some entry is held for. */
  chats(): Iterable<string> {
    return this.#byChat.keys();
  }

  /** The oldest entries of each of `chatIds` still held, as many as one write takes; `all` is
   * false when some are left. */
  take(chatIds: readonly string[]): { byChat: Map<string, ChatEntries>; all: boolean } {
    const byChat = new Map<string, ChatEntries>();
    let all = true;
    for (const chatId of chatIds) {
      const held = this.#byChat.get(chatId);
      if (!held) continue;
      const entries: Pending[] = [];
      let weight = 0;
      for (const { record, versionstamp, batch } of held) {
        const own: Pending = {
          chatId,
          messageId: record._id,
          key: batchKey(batch),
          inBatch: true,
          summary: summaryOf(record),
          record,
          versionstamp,
        };
        const w = weightOf(own);
        if (entries.length === PER_CHAT || weight + w > BYTES_PER_WRITE) {
          all = false;
          break;
        }
        entries.push(own);
        weight += w;
      }
      byChat.set(chatId, { entries, weight });
    }
    return { byChat, all };
  }

  /** Forgets `done` of `chatId`: applied, by this process or another. */
  remove(chatId: string, done: readonly Pending[]): void {
    const held = this.#byChat.get(chatId);
    if (!held || done.length === 0) return;
    const ids = new Set(done.map((p) => p.messageId));
    const left = held.filter((h) => {
      if (!ids.has(h.record._id)) return true;
      const n = this.#left.get(h.batch)! - 1;
      if (n > 0) this.#left.set(h.batch, n);
      else {
        this.#left.delete(h.batch);
        this.#finished.push(h.batch);
      }
      return false;
    });
    this.#count -= held.length - left.length;
    if (left.length === 0) this.#byChat.delete(chatId);
    else this.#byChat.set(chatId, left);
  }
}

/** One pass over the entries `own` holds, a slice of chats at a time; true when every one was
 * applied. */
export async function applyOwn(
  kv: Deno.Kv,
  own: OwnEntries,
  known: KnownChats,
  beforeWrite: () => Promise<void>,
  storeBusy: () => boolean = () => false,
): Promise<boolean> {
  const ids = inKeyOrder(own.chats());
  let clean = true;
  for (let i = 0; i < ids.length; i += SLICE_CHATS) {
    const { byChat, all } = own.take(ids.slice(i, i + SLICE_CHATS));
    const perWrite = storeBusy() ? CHATS_PER_WRITE.busy : CHATS_PER_WRITE.quiet;
    const applied = await applySlice(kv, own, known, byChat, beforeWrite, perWrite);
    clean &&= all && applied;
  }
  // One left by a failed write (or a stop) is removed by the next listing pass, which finds its
  // messages stored.
  await removeBatches(kv, own.finished(), beforeWrite);
  return clean;
}

/** Applies `byChat`, taken from `own`; true when every write of it succeeded. */
async function applySlice(
  kv: Deno.Kv,
  own: OwnEntries,
  known: KnownChats,
  byChat: Map<string, ChatEntries>,
  beforeWrite: () => Promise<void>,
  chatsPerWrite: number,
): Promise<boolean> {
  const ids = [...byChat.keys()];
  // No listing needs to follow the reads: an entry applied before its chat was read fails its
  // own check.
  const { chats } = await chatsOf(kv, ids, known, beforeWrite);
  let clean = true;
  for (const write of writesOf(ids, byChat, (id) => chats.get(id)!.since, chatsPerWrite)) {
    await beforeWrite();
    const each = write.map((id) => ({
      id,
      chat: chats.get(id)!,
      entries: byChat.get(id)!.entries,
    }));
    if (await writeChats(kv, each, known)) {
      for (const { id, entries } of each) own.remove(id, entries);
      continue;
    }
    // A chat of the write changed, or one of its entries was applied elsewhere: each chat on its
    // own, read again, so one busy chat does not hold back the others.
    for (const { id, entries } of each) {
      known.delete(id);
      await beforeWrite();
      if (!(await applyAgain(kv, own, known, id, entries))) clean = false;
    }
  }
  return clean;
}

/** Applies those of `entries` still waiting, as stored now (an edit may have changed one since it
 * was held), to their chat as read now; false when the write lost its check again (the entries
 * wait for the next pass). An entry is gone once its message is stored under the chat (applied
 * elsewhere) or no longer in its batch (its chat was removed). */
async function applyAgain(
  kv: Deno.Kv,
  own: OwnEntries,
  known: KnownChats,
  chatId: string,
  entries: readonly Pending[],
): Promise<boolean> {
  const batches = [...new Map(entries.map((e) => [e.key[1] as string, e.key])).values()];
  const read = await getManyAtOnce<unknown>(kv, [
    chatKey(chatId),
    ...batches,
    ...entries.map((e) => messageKey(chatId, e.messageId)),
  ]);
  const batchOf = new Map(
    batches.map((key, i) => [key[1] as string, read[1 + i] as Deno.KvEntryMaybe<MessageRecord[]>]),
  );
  const rows = read.slice(1 + batches.length);
  const left: Pending[] = [];
  const gone: Pending[] = [];
  entries.forEach((e, i) => {
    const batch = batchOf.get(e.key[1] as string)!;
    const record = batch.value?.find((m) => m._id === e.messageId);
    if (rows[i].versionstamp !== null || !record) gone.push(e);
    else left.push({ ...e, record, summary: summaryOf(record), versionstamp: batch.versionstamp! });
  });
  own.remove(chatId, gone);
  if (left.length === 0) return true;
  const chat = justRead(read[0] as Deno.KvEntryMaybe<ChatRecord>);
  if (!(await writeChats(kv, [{ id: chatId, chat, entries: left }], known))) return false;
  own.remove(chatId, left);
  return true;
}
