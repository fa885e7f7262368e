/**
 * The pass over this process's own entries (docs/decisions.md "Chat: the message first, its
 * effects after"): the process that stored a message still holds it, so it applies it to its chat
 * without listing the store. Each write is checked on the chat as this process last wrote or read
 * it, and on every entry it applies that is not newer than that (`needsCheck`), at the
 * versionstamp of the write that stored it: an entry another process (or a listing pass) applied
 * meanwhile is gone, the check fails, and the chat is read again. A message is never counted
 * twice, and reading nothing, a pass costs the store only its writes.
 */
import { getManyAtOnce } from "../core/kv.ts";
import { chatKey, unappliedKey } from "./keys.ts";
import type { ChatRecord, MessageRecord } from "./model.ts";
import {
  BYTES_PER_WRITE,
  type ChatEntries,
  chatsOf,
  inKeyOrder,
  type KnownChats,
  type Pending,
  summaryOf,
  weightOf,
  writeChats,
  writesOf,
} from "./apply_write.ts";

/** Entries held in memory; past it, all are dropped and a listing pass applies them instead. */
const HELD = 30_000;
/** Entries of one chat one write applies: with the chat's, one check each, under KV's 100. */
const PER_CHAT = 60;

/** A message this process stored, and the versionstamp of the write that stored it. */
type Held = { record: MessageRecord; versionstamp: string };

/** Entries this process stored and has not applied yet, by chat, oldest first. Only the records
 * are held: what a pass needs of each is made when the pass takes it, not on the send's path. */
export class OwnEntries {
  #byChat = new Map<string, Held[]>();
  #count = 0;

  /** Holds `records`, stored by the write at `versionstamp`; false when too many are held, and
   * all were dropped (they stay in the store). */
  add(records: readonly MessageRecord[], versionstamp: string): boolean {
    for (const record of records) {
      const chat = this.#byChat.get(record.chatId);
      if (chat) chat.push({ record, versionstamp });
      else this.#byChat.set(record.chatId, [{ record, versionstamp }]);
    }
    this.#count += records.length;
    if (this.#count <= HELD) return true;
    this.#byChat.clear();
    this.#count = 0;
    return false;
  }

  /** Each chat's oldest entries, as many as one write takes; `all` is false when some are left. */
  take(): { byChat: Map<string, ChatEntries>; all: boolean } {
    const byChat = new Map<string, ChatEntries>();
    let all = true;
    for (const [chatId, held] of this.#byChat) {
      const entries: Pending[] = [];
      let weight = 0;
      for (const { record, versionstamp } of held) {
        const own: Pending = {
          chatId,
          messageId: record._id,
          key: unappliedKey(chatId, record._id),
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
    const left = held.filter((h) => !ids.has(h.record._id));
    this.#count -= held.length - left.length;
    if (left.length === 0) this.#byChat.delete(chatId);
    else this.#byChat.set(chatId, left);
  }
}

/** One pass over the entries `own` holds; true when every one was applied. */
export async function applyOwn(
  kv: Deno.Kv,
  own: OwnEntries,
  known: KnownChats,
  beforeWrite: () => Promise<void>,
): Promise<boolean> {
  const { byChat, all } = own.take();
  const ids = inKeyOrder(byChat.keys());
  // No listing needs to follow the reads: an entry applied before its chat was read fails its
  // own check.
  const { chats } = await chatsOf(kv, ids, known, beforeWrite);
  let clean = all;
  for (const write of writesOf(ids, byChat, (id) => chats.get(id)!.versionstamp)) {
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

/** Applies those of `entries` still stored, as stored now (an edit may have changed one since it
 * was held), to their chat as read now; false when the write lost its check again (the entries
 * wait for the next pass). */
async function applyAgain(
  kv: Deno.Kv,
  own: OwnEntries,
  known: KnownChats,
  chatId: string,
  entries: readonly Pending[],
): Promise<boolean> {
  const [chat, ...stored] = await getManyAtOnce<ChatRecord | MessageRecord>(kv, [
    chatKey(chatId),
    ...entries.map((e) => e.key),
  ]);
  own.remove(chatId, entries.filter((_, i) => stored[i].versionstamp === null));
  const left = entries.flatMap((e, i): Pending[] => {
    const { value, versionstamp } = stored[i];
    if (versionstamp === null) return [];
    const record = value as MessageRecord;
    return [{ ...e, record, summary: summaryOf(record), versionstamp }];
  });
  if (left.length === 0) return true;
  const read = chat as Deno.KvEntryMaybe<ChatRecord>;
  if (!(await writeChats(kv, [{ id: chatId, chat: read, entries: left }], known))) return false;
  own.remove(chatId, left);
  return true;
}
