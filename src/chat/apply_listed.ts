/**
 * The pass over listed entries (docs/decisions.md "Chat: the message first, its effects after"):
 * every unapplied entry in the store, whichever process wrote it and in whichever form, is listed
 * and applied to its chat. Reads run it so they see every message stored so far; it also applies
 * what a stopped process left, at start and, for entries older than a while, now and then.
 */
import { encodeTime } from "ulid";
import { getManyAtOnce } from "../core/kv.ts";
import { chatKey, pendingOf, unappliedPrefix, waitingPrefixes } from "./keys.ts";
import type { ChatRecord, MessageRecord, PendingMessage } from "./model.ts";
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

/** Entries one pass reads; more are left for the next pass. */
const PASS_LIMIT = 8_000;
/** Entries of one chat one pass applies, so a long backlog of one chat fits in one write. */
const PER_CHAT = 200;

/** An entry as listed, in whichever form it was written. */
function pendingFrom(e: Deno.KvEntry<unknown>): Pending {
  const { chatId, messageId } = pendingOf(e.key);
  if (e.key[0] !== unappliedPrefix[0]) {
    return { chatId, messageId, key: e.key, summary: e.value as PendingMessage, record: null };
  }
  const record = e.value as MessageRecord;
  return { chatId, messageId, key: e.key, summary: summaryOf(record), record };
}

/** What a pass lists: the entries of messages stored before `before` (ms; Infinity: all). */
const selectorsOf = (before: number): Deno.KvListSelector[] =>
  waitingPrefixes.map((prefix) =>
    before === Infinity || prefix !== unappliedPrefix
      ? { prefix }
      // Ids begin with their time, so every id older than `before` sorts below its time alone.
      : { prefix, end: [...prefix, encodeTime(Math.max(0, before))] }
  );

/** Entries by chat, oldest first (those kept in an earlier form before the rest), at most
 * `PER_CHAT` of one chat and what one write may weigh; `all` is false when an entry was left for a
 * later pass. */
async function listPending(kv: Deno.Kv, limit: number, before: number) {
  const byChat = new Map<string, ChatEntries>();
  let read = 0;
  let all = true;
  for (const selector of selectorsOf(before)) {
    for await (const e of kv.list(selector, { limit: limit - read })) {
      read++;
      const entry = pendingFrom(e);
      const weight = weightOf(entry);
      const chat = byChat.get(entry.chatId);
      if (!chat) byChat.set(entry.chatId, { entries: [entry], weight });
      else if (chat.entries.length < PER_CHAT && chat.weight + weight <= BYTES_PER_WRITE) {
        chat.entries.push(entry);
        chat.weight += weight;
      } else all = false;
    }
    if (read === limit) break;
  }
  return { byChat, all: all && read < limit };
}

export type ListedPassOptions = {
  /** Waited for before each write and read (the message write under way goes first). */
  beforeWrite?: () => Promise<void>;
  /** Chat records as this process last wrote them. */
  known?: KnownChats;
  /** Only messages stored before this time (ms; all by default). */
  before?: number;
  /** Told of each chat's entries this pass applied. */
  onApplied?: (chatId: string, entries: readonly Pending[]) => void;
};

/**
 * One pass: applies up to `PASS_LIMIT` pending entries; true when none was left over. A chat is
 * read (or known as this process last wrote it) before its entries are listed, and the write is
 * checked on the chat: entries another pass applied meanwhile are either not listed any more or
 * make the check fail, never counted twice.
 */
export async function applyPending(kv: Deno.Kv, options: ListedPassOptions = {}): Promise<boolean> {
  const { beforeWrite = () => Promise.resolve(), known = new Map(), onApplied } = options;
  const { before = Infinity } = options;
  const found = await listPending(kv, PASS_LIMIT, before);
  const ids = inKeyOrder(found.byChat.keys());
  if (ids.length === 0) return true;
  const { chats, read } = await chatsOf(kv, ids, known, beforeWrite);
  let { byChat, all } = found;
  if (read) {
    // Listed again now that every chat is read: entries listed before a read could have been
    // applied by another pass in between.
    ({ byChat, all } = await listPending(kv, PASS_LIMIT, before));
  }
  let clean = all;
  for (const write of writesOf(ids, byChat)) {
    await beforeWrite();
    const each = write.map((id) => ({
      id,
      chat: chats.get(id)!,
      entries: byChat.get(id)!.entries,
    }));
    if (await writeChats(kv, each, known)) {
      for (const { id, entries } of each) onApplied?.(id, entries);
      continue;
    }
    // A chat of the write changed meanwhile (another pass, an edit, a deletion): each on its own,
    // so one busy chat does not hold back the others; what still fails waits for the next pass.
    // The chats are read again before their entries are listed again, as above.
    for (const id of write) known.delete(id);
    const again = await getManyAtOnce<ChatRecord>(kv, write.map(chatKey));
    const mine = await listPending(kv, PASS_LIMIT, before);
    if (!mine.all) clean = false;
    for (const [i, id] of write.entries()) {
      const entries = mine.byChat.get(id)?.entries;
      if (!entries) continue;
      if (await writeChats(kv, [{ id, chat: again[i], entries }], known)) onApplied?.(id, entries);
      else clean = false;
    }
  }
  return clean;
}
