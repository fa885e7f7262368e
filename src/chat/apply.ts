/**
 * Takes the messages stored since into their chats (docs/decisions.md "Chat: the message first,
 * its effects after"): a send stores each whole message as an unapplied entry, keyed by time; a
 * pass lists them all, and one atomic write per batch of chats stores each chat's new messages
 * under the chat, sets its last message (which orders the chat list), adds the unread counts and
 * removes exactly the entries it took in, checked on each chat record so a message is never
 * counted twice. Entries a stopped process left are applied by the next pass, and so are the
 * summaries earlier versions left beside messages they had already stored.
 */
import { ONE } from "../core/counters.ts";
import { errorFields, type Logger } from "../core/log.ts";
import { getManyAtOnce } from "../core/kv.ts";
import { keepRecent } from "../core/recent.ts";
import {
  chatKey,
  messageKey,
  pendingOf,
  sentAsKey,
  unappliedPrefix,
  unreadKey,
  waitingPrefixes,
} from "./keys.ts";
import {
  type ChatRecord,
  type MessageRecord,
  type PendingMessage,
  PREVIEW_CHARS,
} from "./model.ts";

/** How long a pass waits after the first message it will apply, so that one write takes in the
 * messages of many chats, and each chat's pages are written once for all of its new messages.
 * A read of chats, counts or history does not wait: it runs a pass itself (`sweep`). */
export const APPLY_AFTER_MS = 2_000;
/** How long after a failed pass the next one runs (unless a read asks for one sooner). */
const RETRY_AFTER_MS = 1_000;
/** Entries one pass reads; more are left for the next pass. */
const PASS_LIMIT = 8_000;
/** Chats one atomic write applies (one check each; a write takes at most 100 checks). The store
 * takes one request at a time, so a message write that arrives during a pass's write waits for
 * it: 16 chats (2–3 ms) keep that wait short (60 made every pass a spike of 10–15 ms in message
 * latency). Each write also has a fixed cost (~0.2 ms of CPU), so not fewer. */
const CHATS_PER_WRITE = 16;
/** Chats read at once, after the message writes under way (the first pass over chats this
 * process has not written): 500 read at once held message writes back 60–70 ms. */
const READ_SLICE = 40;
/** Mutations one write holds (KV takes at most 1,000). */
const MUTATIONS_PER_WRITE = 900;
/** What one write's values may weigh, by `weightOf` (KV takes at most 800 KB a write). */
const BYTES_PER_WRITE = 500_000;
/** Entries of one chat one pass applies, so a long backlog of one chat fits in one write. */
const PER_CHAT = 200;

type Pending = {
  chatId: string;
  messageId: string;
  key: Deno.KvKey;
  /** Who sent it, its start and when: what its chat takes from it. */
  summary: PendingMessage;
  /** The whole message while it is not stored under its chat yet; null for an earlier version's
   * summary, whose message was stored with it. */
  record: MessageRecord | null;
};

/** An entry as listed, in whichever form it was written. */
function pendingFrom(e: Deno.KvEntry<unknown>): Pending {
  const { chatId, messageId } = pendingOf(e.key);
  if (e.key[0] !== unappliedPrefix[0]) {
    return { chatId, messageId, key: e.key, summary: e.value as PendingMessage, record: null };
  }
  const record = e.value as MessageRecord;
  const summary = {
    senderId: record.senderId,
    preview: record.content.slice(0, PREVIEW_CHARS),
    clientId: record.clientId,
    createdAt: record.createdAt,
  };
  return { chatId, messageId, key: e.key, summary, record };
}

/** An upper bound of what applying `p` adds to a write, in bytes (UTF-8 takes at most 3 bytes a
 * UTF-16 unit). */
const weightOf = (p: Pending) => 400 + 3 * (p.record?.content.length ?? p.summary.preview.length);

export class ChatApplier {
  /** Raised by every `mark`; a pass that drained everything up to it sets `#applied`. */
  #marked = 0;
  #applied = 0;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #pass: Promise<void> | null = null;
  #stopped = false;
  /** The last pass failed (the store is unwell): the next waits longer than `APPLY_AFTER_MS`. */
  #failed = false;
  /** Chat records as this process's passes last wrote them. */
  #known: KnownChats = new Map();
  /** When the last pass began (performance.now()), and whether it left entries for the next. */
  #startedAt = -Infinity;
  #leftOver = false;

  /** Waited for before each write and read: the message write under way goes first (it is what
   * a student waits for); the wait is bounded, so passes are never starved. */
  beforeWrite: () => Promise<void> = () => Promise.resolve();

  constructor(private readonly kv: Deno.Kv, private readonly logger: Logger) {}

  /** New pending entries were written: apply them soon. */
  mark(): void {
    this.#marked++;
    this.#later();
  }

  /** Resolves once every entry this process wrote before the call is applied (or a pass failed:
   * the entry stays and a later pass applies it). Reads of counts call it first, and so never
   * wait for the delay. */
  async settled(): Promise<void> {
    const target = this.#marked;
    while (this.#applied < target && !this.#stopped) {
      const failed = await (this.#pass ?? this.#now()).then(() => false, () => true);
      if (failed) return;
    }
  }

  /** Applies every pending entry in the store, a stopped process's too (at start and now and
   * then). */
  sweep(): Promise<void> {
    this.#marked++;
    return this.settled();
  }

  /** Finishes the pass under way and takes no more. */
  async stop(): Promise<void> {
    await this.settled();
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#pass?.catch(() => {});
  }

  /** A pass after `APPLY_AFTER_MS`, unless one is under way or planned. After a pass, the next
   * starts `APPLY_AFTER_MS` after it began, or at once if it left entries: a wait counted from its
   * end would let a busy store's messages come faster than passes take them in. */
  #later(afterPass = false) {
    if (this.#stopped || this.#timer || this.#pass) return;
    const sinceStart = performance.now() - this.#startedAt;
    const wait = this.#failed
      ? RETRY_AFTER_MS
      : !afterPass
      ? APPLY_AFTER_MS
      : this.#leftOver
      ? 0
      : Math.max(0, APPLY_AFTER_MS - sinceStart);
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#now().catch(() => {});
    }, wait);
  }

  /** A pass now (the planned one, brought forward). */
  #now(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#startedAt = performance.now();
    const pass = this.#run().finally(() => {
      this.#pass = null;
      if (this.#applied < this.#marked) this.#later(true);
    });
    this.#pass = pass;
    return pass;
  }

  async #run() {
    const target = this.#marked;
    try {
      const drained = await applyPending(this.kv, this.beforeWrite, this.#known);
      if (drained) this.#applied = Math.max(this.#applied, target);
      this.#leftOver = !drained;
      this.#failed = false;
    } catch (err) {
      this.#failed = true;
      this.logger.warn("chat updates not applied yet; the next pass tries again", errorFields(err));
      throw err;
    }
  }
}

/** Entries by chat, oldest first (those kept in an earlier form before the rest), at most
 * `PER_CHAT` of one chat and what one write may weigh; `all` is false when an entry was left for a
 * later pass. */
async function listPending(kv: Deno.Kv, limit: number) {
  const byChat = new Map<string, { entries: Pending[]; weight: number }>();
  let read = 0;
  let all = true;
  for (const prefix of waitingPrefixes) {
    for await (const e of kv.list({ prefix }, { limit: limit - read })) {
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

/** The most mutations applying `n` entries of one chat takes (a deleted chat's: 4 each). */
const cost = (n: number) => 2 + 4 * n;

/** Chat records as a pass last wrote them (versionstamp included), so the next pass need not read
 * them: an entry older than the listing that follows it is as good as one read before it. */
export type KnownChats = Map<string, Deno.KvEntry<ChatRecord>>;

/** Chat records remembered between passes (the oldest are forgotten first). */
const REMEMBERED = 20_000;

/**
 * One pass: applies up to `PASS_LIMIT` pending entries; true when none was left over. A chat is
 * read (or known as this process last wrote it) before its entries are listed, and the write is
 * checked on the chat: entries another pass applied meanwhile are either not listed any more or
 * make the check fail, never counted twice.
 */
export async function applyPending(
  kv: Deno.Kv,
  beforeWrite: () => Promise<void> = () => Promise.resolve(),
  known: KnownChats = new Map(),
): Promise<boolean> {
  const found = await listPending(kv, PASS_LIMIT);
  const ids = [...found.byChat.keys()];
  if (ids.length === 0) return true;
  const chats = new Map<string, Deno.KvEntryMaybe<ChatRecord>>();
  const unknown = ids.filter((id) => {
    const entry = known.get(id);
    if (entry) chats.set(id, entry);
    return !entry;
  });
  let { byChat, all } = found;
  if (unknown.length > 0) {
    // In slices, each after the message writes under way: a store reads and writes one request
    // at a time, and a message write queued behind hundreds of reads would wait for them all.
    for (let i = 0; i < unknown.length; i += READ_SLICE) {
      const slice = unknown.slice(i, i + READ_SLICE);
      await beforeWrite();
      const read = await getManyAtOnce<ChatRecord>(kv, slice.map(chatKey));
      slice.forEach((id, j) => chats.set(id, read[j]));
    }
    // Listed again now that every chat is read: entries listed before a read could have been
    // applied by another pass in between.
    ({ byChat, all } = await listPending(kv, PASS_LIMIT));
  }
  let clean = all;
  // Writes of at most `CHATS_PER_WRITE` chats and `MUTATIONS_PER_WRITE` mutations.
  const batches: string[][] = [];
  let batch: string[] = [];
  let mutations = 0;
  let weight = 0;
  for (const id of ids) {
    const chat = byChat.get(id);
    if (!chat) continue;
    const n = chat.entries.length;
    if (
      batch.length === CHATS_PER_WRITE || mutations + cost(n) > MUTATIONS_PER_WRITE ||
      weight + chat.weight > BYTES_PER_WRITE
    ) {
      batches.push(batch);
      batch = [];
      mutations = 0;
      weight = 0;
    }
    batch.push(id);
    mutations += cost(n);
    weight += chat.weight;
  }
  if (batch.length > 0) batches.push(batch);
  for (const batch of batches) {
    await beforeWrite();
    const op = kv.atomic();
    const written = batch.map((id) =>
      [id, addChat(op, chats.get(id)!, byChat.get(id)!.entries)] as const
    );
    const result = await op.commit();
    if (result.ok) {
      for (const [id, chat] of written) {
        if (!chat) known.delete(id);
        else {
          const entry = { key: chatKey(id), value: chat, versionstamp: result.versionstamp };
          keepRecent(known, id, entry, REMEMBERED);
        }
      }
      continue;
    }
    // A chat of the batch changed meanwhile (another pass, an edit, a deletion): each on its own,
    // so one busy chat does not hold back the others; what still fails waits for the next pass.
    // The chats are read again before their entries are listed again, as above.
    for (const id of batch) known.delete(id);
    const again = await getManyAtOnce<ChatRecord>(kv, batch.map(chatKey));
    const mine = await listPending(kv, PASS_LIMIT);
    if (!mine.all) clean = false;
    for (const [i, chatId] of batch.entries()) {
      const pending = mine.byChat.get(chatId);
      if (!pending) continue;
      const one = kv.atomic();
      addChat(one, again[i], pending.entries);
      if (!(await one.commit()).ok) clean = false;
    }
  }
  return clean;
}

/** Adds to `op` what applying `pending` to `entry`'s chat writes: its messages stored under it,
 * its last message and unread counts; answers the chat record it writes (null when the chat is
 * gone). */
function addChat(
  op: Deno.AtomicOperation,
  entry: Deno.KvEntryMaybe<ChatRecord>,
  pending: Pending[],
): ChatRecord | null {
  op.check(entry);
  const chat = entry.value;
  if (!chat) {
    // The chat was deleted after these were stored (its student left): remove what they left.
    for (const p of pending) {
      op.delete(p.key).delete(messageKey(p.chatId, p.messageId));
      if (p.summary.clientId) {
        op.delete(sentAsKey(p.summary.clientId, p.chatId, p.summary.senderId));
      }
    }
    return null;
  }
  const unread = new Map<string, number>();
  let last = chat.lastMessage;
  for (const p of pending) {
    op.delete(p.key);
    if (p.record) op.set(messageKey(p.chatId, p.messageId), p.record);
    const { summary } = p;
    const reader = chat.participants[0] === summary.senderId
      ? chat.participants[1]
      : chat.participants[0];
    unread.set(reader, (unread.get(reader) ?? 0) + 1);
    if (!last || p.messageId > last.messageId) {
      last = {
        content: summary.preview,
        senderId: summary.senderId,
        timestamp: summary.createdAt,
        messageId: p.messageId,
      };
    }
  }
  for (const [reader, n] of unread) {
    const by = n === 1 ? ONE : BigInt(n);
    op.sum(unreadKey(reader, chat._id), by);
  }
  // Written even when the last message stays (an older id from a slower clock): the new
  // versionstamp is what makes a second pass over the same entries fail its check. The chat list
  // is ordered by this last message when read, so no inbox entry moves.
  const next = { ...chat, lastMessage: last };
  op.set(chatKey(chat._id), next);
  return next;
}
