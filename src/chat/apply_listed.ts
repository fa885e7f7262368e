/**
 * The pass over listed entries (docs/decisions.md "Chat: the message first, its effects after"):
 * every unapplied entry in the store, whichever process wrote it and in whichever form, is listed
 * and applied to its chat. Reads run it so they see every message stored so far; it also applies
 * what a stopped process left, at start and, for entries older than a while, now and then.
 */
import { encodeTime } from "ulid";
import { getManyAtOnce } from "../core/kv.ts";
import {
  batchPrefix,
  chatKey,
  messageKey,
  pendingOf,
  unappliedPrefix,
  waitingPrefixes,
} from "./keys.ts";
import type { ChatRecord, MessageRecord, PendingMessage } from "./model.ts";
import { removeBatches } from "./batches.ts";
import {
  BYTES_PER_WRITE,
  type ChatEntries,
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

/** Entries one pass reads; more are left for the next pass. */
const PASS_LIMIT = 8_000;
/** Entries of one chat one pass applies, so a long backlog of one chat fits in one write. */
const PER_CHAT = 200;

/** An entry as listed, in an earlier version's form of one entry a message. */
function pendingFrom(e: Deno.KvEntry<unknown>): Pending {
  const { chatId, messageId } = pendingOf(e.key);
  if (e.key[0] !== unappliedPrefix[0]) {
    return { chatId, messageId, key: e.key, summary: e.value as PendingMessage, record: null };
  }
  const record = e.value as MessageRecord;
  return { chatId, messageId, key: e.key, summary: summaryOf(record), record };
}

/** The messages of a listed batch. */
const pendingOfBatch = (e: Deno.KvEntry<MessageRecord[]>): Pending[] =>
  e.value.map((record) => ({
    chatId: record.chatId,
    messageId: record._id,
    key: e.key,
    inBatch: true,
    summary: summaryOf(record),
    record,
  }));

/** What a pass lists: the entries of messages stored before `before` (ms; Infinity: all). */
const selectorsOf = (before: number): Deno.KvListSelector[] =>
  [...waitingPrefixes, batchPrefix].map((prefix) =>
    before === Infinity || (prefix !== unappliedPrefix && prefix !== batchPrefix)
      ? { prefix }
      // Ids begin with their time, so every id older than `before` sorts below its time alone.
      : { prefix, end: [...prefix, encodeTime(Math.max(0, before))] }
  );

/** A listed batch, by its first id: its key and its messages not stored under their chats. */
type ListedBatches = Map<string, { key: Deno.KvKey; left: string[] }>;

/** Listed entries, the messages of listed batches included, oldest first (those kept in an
 * earlier form before the rest); `limit` counts messages. */
async function listed(kv: Deno.Kv, limit: number, before: number) {
  const entries: Pending[] = [];
  for (const selector of selectorsOf(before)) {
    for await (const e of kv.list(selector, { limit: limit - entries.length })) {
      if (e.key[0] === batchPrefix[0]) {
        entries.push(...pendingOfBatch(e as Deno.KvEntry<MessageRecord[]>));
      } else entries.push(pendingFrom(e));
      if (entries.length >= limit) return { entries, all: false };
    }
  }
  return { entries, all: true };
}

/** Entries by chat, oldest first, at most `PER_CHAT` of one chat and what one write may weigh;
 * `all` is false when an entry was left for a later pass. A batch's message already stored under
 * its chat is taken in, and left out: read after the listing, and after the chats are, any taken
 * in later has written its chat, and the write's check on the chat fails. */
async function listPending(kv: Deno.Kv, limit: number, before: number) {
  const found = await listed(kv, limit, before);
  const inBatches = found.entries.filter((p) => p.inBatch);
  const rows = await getManyAtOnce(kv, inBatches.map((p) => messageKey(p.chatId, p.messageId)));
  const stored = new Set(inBatches.filter((_, i) => rows[i].versionstamp !== null));
  const batches: ListedBatches = new Map();
  const byChat = new Map<string, ChatEntries>();
  let all = found.all;
  for (const entry of found.entries) {
    if (entry.inBatch) {
      const id = entry.key[1] as string;
      const batch = batches.get(id) ?? { key: entry.key, left: [] };
      batches.set(id, batch);
      if (stored.has(entry)) continue;
      batch.left.push(entry.messageId);
    }
    const weight = weightOf(entry);
    const chat = byChat.get(entry.chatId);
    if (!chat) byChat.set(entry.chatId, { entries: [entry], weight });
    else if (chat.entries.length < PER_CHAT && chat.weight + weight <= BYTES_PER_WRITE) {
      chat.entries.push(entry);
      chat.weight += weight;
    } else all = false;
  }
  return { byChat, all, batches };
}

/** The listed batches all of whose messages are now stored under their chats. */
const takenIn = (batches: ListedBatches, applied: ReadonlySet<string>): Deno.KvKey[] =>
  [...batches.values()].flatMap((b) => b.left.every((id) => applied.has(id)) ? [b.key] : []);

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
  let listing = await listPending(kv, PASS_LIMIT, before);
  const ids = inKeyOrder(listing.byChat.keys());
  const { chats, read } = await chatsOf(kv, ids, known, beforeWrite);
  if (read) {
    // Listed again now that every chat is read: entries listed before a read could have been
    // applied by another pass in between.
    listing = await listPending(kv, PASS_LIMIT, before);
  }
  const { byChat, batches } = listing;
  const applied = new Set<string>();
  const tookIn = (id: string, entries: readonly Pending[]) => {
    for (const p of entries) applied.add(p.messageId);
    onApplied?.(id, entries);
  };
  let clean = listing.all;
  for (const write of writesOf(ids, byChat)) {
    await beforeWrite();
    const each = write.map((id) => ({
      id,
      chat: chats.get(id)!,
      entries: byChat.get(id)!.entries,
    }));
    if (await writeChats(kv, each, known)) {
      for (const { id, entries } of each) tookIn(id, entries);
      continue;
    }
    // A chat of the write changed meanwhile (another pass, an edit, a deletion): each on its own,
    // so one busy chat does not hold back the others; what still fails waits for the next pass.
    // The chats are read again before their entries are listed again, as above.
    for (const id of write) known.delete(id);
    const again = await getManyAtOnce<ChatRecord>(kv, write.map(chatKey));
    const mine = await listPending(kv, PASS_LIMIT, before);
    if (!mine.all) clean = false;
    for (const [id, batch] of mine.batches) batches.set(id, batch);
    for (const [i, id] of write.entries()) {
      const entries = mine.byChat.get(id)?.entries;
      if (!entries) continue;
      const chat = justRead(again[i]);
      if (await writeChats(kv, [{ id, chat, entries }], known)) tookIn(id, entries);
      else clean = false;
    }
  }
  await removeBatches(kv, takenIn(batches, applied), beforeWrite);
  return clean;
}
