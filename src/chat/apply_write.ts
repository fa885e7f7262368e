/**
 * What a chat pass writes (docs/decisions.md "Chat: the message first, its effects after"), shared
 * by the pass over this process's own entries (`apply_own.ts`) and the pass over listed ones
 * (`apply_listed.ts`): the entries of a chat, how they are grouped into atomic writes, and what
 * applying them to their chat adds to a write.
 */
import { ONE } from "../core/counters.ts";
import { getManyAtOnce } from "../core/kv.ts";
import { keepRecent } from "../core/recent.ts";
import { chatKey, messageKey, sentAsKey, unreadKey } from "./keys.ts";
import {
  type ChatRecord,
  type MessageRecord,
  type PendingMessage,
  PREVIEW_CHARS,
} from "./model.ts";

export type Pending = {
  chatId: string;
  messageId: string;
  /** The entry it waits in: its batch's (`inBatch`), or its own in an earlier version's form. */
  key: Deno.KvKey;
  /** Waits in a batch of messages, which the write taking it in leaves to whoever takes in the
   * batch's last message: it is taken in once it is stored under `messageKey`. */
  inBatch?: boolean;
  /** Who sent it, its start and when: what its chat takes from it. */
  summary: PendingMessage;
  /** The whole message while it is not stored under its chat yet; null for an earlier version's
   * summary, whose message was stored with it. */
  record: MessageRecord | null;
  /** The write that stored it (or last changed its batch), when this process knows it: no listing
   * shows that it still waits as stored (`apply_own.ts`), so a write applying it checks that (its
   * entry unchanged, and in a batch, no row of it yet), unless it was stored after this process
   * last read the chat (`needsCheck`). */
  versionstamp?: string;
};

/** What a chat takes from a stored message. */
export const summaryOf = (record: MessageRecord): PendingMessage => ({
  senderId: record.senderId,
  preview: record.content.slice(0, PREVIEW_CHARS),
  clientId: record.clientId,
  createdAt: record.createdAt,
});

/** A chat's entries one pass applies, and what they add to a write by `weightOf`. */
export type ChatEntries = { entries: Pending[]; weight: number };

/** Chats one atomic write applies. The store takes one request at a time, so a message write
 * that arrives during a pass's write waits for it. At a few hundred messages a second, 4 chats
 * take the store ~0.8 ms, no longer than a message write, so a message waits no longer behind a
 * pass than behind another message (16, 2.0 ms, made every pass a step in the delivery p99 at
 * 1,000 sockets; 60 a spike of 10–15 ms). Under a load at which message writes wait to fill
 * (`Gathering`), a message already waits several ms for its group, while each write's fixed cost
 * (~0.45 ms of the store's, ~0.2 ms of CPU) adds up: 16 then. */
export const CHATS_PER_WRITE = { quiet: 4, busy: 16 };
/** Mutations one write holds (KV takes at most 1,000). */
const MUTATIONS_PER_WRITE = 900;
/** Checks one write holds (KV takes at most 100). */
const CHECKS_PER_WRITE = 100;
/** What one write's values may weigh, by `weightOf` (KV takes at most 800 KB a write). */
export const BYTES_PER_WRITE = 500_000;

/** An upper bound of what applying `p` adds to a write, in bytes (UTF-8 takes at most 3 bytes a
 * UTF-16 unit). */
export const weightOf = (p: Pending) =>
  400 + 3 * (p.record?.content.length ?? p.summary.preview.length);

/** The most mutations applying `n` entries of one chat takes (a deleted chat's: 4 each). */
const cost = (n: number) => 2 + 4 * n;

/**
 * A chat as a pass writes on it: its entry, which the write checks, and `since`, the versionstamp
 * it had when this process last read it (null when it was not there). Every write of the chat
 * since was this process's own pass, each checked on the one before, so no other write of the
 * chat came between.
 */
export type ChatAsKnown = { entry: Deno.KvEntryMaybe<ChatRecord>; since: string | null };

/** A chat just read from the store: its chain of this process's writes starts here. */
export const justRead = (entry: Deno.KvEntryMaybe<ChatRecord>): ChatAsKnown => ({
  entry,
  since: entry.versionstamp,
});

/**
 * Whether a write applying `p` to its chat, known `since` a read (`ChatAsKnown`), checks `p`
 * itself. Any write that applies an entry, or edits it while it waits, writes the chat too. An
 * entry stored after the read cannot have been applied since: no write of the chat but this
 * process's own passes came after the read (the chat's check says so), and those took in only
 * what they removed from the entries they were given. An entry as old as the read or older might
 * be gone already (another process's pass took it in, and the chat was read after), so it is
 * checked. Once a pass has read a chat, its later passes check no entry of it.
 */
export const needsCheck = (p: Pending, since: string | null) =>
  p.versionstamp !== undefined && (since === null || p.versionstamp <= since);

/** The checks applying `entries` to their chat (known `since` a read) takes: the chat's, and
 * each entry's by `needsCheck`. */
const checksOf = (entries: readonly Pending[], since: string | null) =>
  1 + entries.reduce((n, p) => n + (needsCheck(p, since) ? (p.inBatch ? 2 : 1) : 0), 0);

/**
 * Chat ids sorted as their keys are: one write's (and one read's) chat records are then neighbours
 * in the store, a few pages, where chats in the order their messages came spread over a page each.
 * Chat ids are ULIDs (ASCII), so their string order is their keys' order.
 */
export const inKeyOrder = (ids: Iterable<string>): string[] => [...ids].sort();

/** Chat ids in groups that each fit one atomic write, in the order given; `since` says when each
 * chat was last read, as the writes will check its entries (left out: every entry with a
 * versionstamp is counted as checked). */
export function writesOf(
  ids: readonly string[],
  byChat: ReadonlyMap<string, ChatEntries>,
  since: (id: string) => string | null = () => null,
  chatsPerWrite = CHATS_PER_WRITE.quiet,
): string[][] {
  const writes: string[][] = [];
  let write: string[] = [];
  let mutations = 0, checks = 0, weight = 0;
  for (const id of ids) {
    const chat = byChat.get(id);
    if (!chat) continue;
    const n = chat.entries.length;
    const checked = checksOf(chat.entries, since(id));
    if (
      write.length === chatsPerWrite || mutations + cost(n) > MUTATIONS_PER_WRITE ||
      checks + checked > CHECKS_PER_WRITE || weight + chat.weight > BYTES_PER_WRITE
    ) {
      writes.push(write);
      write = [];
      mutations = checks = weight = 0;
    }
    write.push(id);
    mutations += cost(n);
    checks += checked;
    weight += chat.weight;
  }
  if (write.length > 0) writes.push(write);
  return writes;
}

/** One atomic write applying each chat's `entries` to it as `chat` holds it; on success, each chat
 * is remembered as written. False when a check failed (nothing was written). */
export async function writeChats(
  kv: Deno.Kv,
  chats: readonly { id: string; chat: ChatAsKnown; entries: readonly Pending[] }[],
  known: KnownChats,
): Promise<boolean> {
  const op = kv.atomic();
  const written = chats.map(({ chat, entries }) => addChat(op, chat, entries));
  const result = await op.commit();
  if (!result.ok) return false;
  chats.forEach(({ id, chat }, i) =>
    rememberChat(known, id, written[i], result.versionstamp, chat.since)
  );
  return true;
}

/** Chats read at once, after the message writes under way: 500 read at once held message writes
 * back 60–70 ms. */
const READ_SLICE = 40;

/** Fills `chats` with the records of `ids` and answers them, those `known` holds as a pass last
 * wrote them, the others read in slices, each after the message write under way (a store reads
 * and writes one request at a time, and a message write queued behind hundreds of reads would wait
 * for them all); answers whether any was read. */
export async function chatsOf(
  kv: Deno.Kv,
  ids: readonly string[],
  known: KnownChats,
  beforeWrite: () => Promise<void>,
): Promise<{ chats: Map<string, ChatAsKnown>; read: boolean }> {
  const chats = new Map<string, ChatAsKnown>();
  const unknown = ids.filter((id) => {
    const entry = known.get(id);
    if (entry) chats.set(id, entry);
    return !entry;
  });
  for (let i = 0; i < unknown.length; i += READ_SLICE) {
    const slice = unknown.slice(i, i + READ_SLICE);
    await beforeWrite();
    const read = await getManyAtOnce<ChatRecord>(kv, slice.map(chatKey));
    slice.forEach((id, j) => chats.set(id, justRead(read[j])));
  }
  return { chats, read: unknown.length > 0 };
}

/** Chat records as a pass last wrote them (versionstamp included, and since when: `ChatAsKnown`),
 * so the next pass need not read them. */
export type KnownChats = Map<string, { entry: Deno.KvEntry<ChatRecord>; since: string }>;

/** Chat records remembered between passes (the oldest are forgotten first). */
const REMEMBERED = 20_000;

/** Remembers `chat` as written at `versionstamp` on the chat read at `since`, or forgets it when
 * the write removed it. */
function rememberChat(
  known: KnownChats,
  id: string,
  chat: ChatRecord | null,
  versionstamp: string,
  since: string | null,
): void {
  if (!chat || since === null) known.delete(id);
  else {
    const entry = { key: chatKey(id), value: chat, versionstamp };
    keepRecent(known, id, { entry, since }, REMEMBERED);
  }
}

/** Adds to `op` what applying `pending` to its chat writes: its messages stored under it, its
 * last message and unread counts, checked on the chat (and each entry by `needsCheck`); answers
 * the chat record it writes (null when the chat is gone). */
function addChat(
  op: Deno.AtomicOperation,
  { entry, since }: ChatAsKnown,
  pending: readonly Pending[],
): ChatRecord | null {
  op.check(entry);
  for (const p of pending) {
    if (!needsCheck(p, since)) continue;
    op.check({ key: p.key, versionstamp: p.versionstamp! });
    if (p.inBatch) op.check({ key: messageKey(p.chatId, p.messageId), versionstamp: null });
  }
  const chat = entry.value;
  if (!chat) {
    // The chat was deleted after these were stored (its student left): remove what they left.
    for (const p of pending) {
      if (!p.inBatch) op.delete(p.key);
      op.delete(messageKey(p.chatId, p.messageId));
      if (p.summary.clientId) {
        op.delete(sentAsKey(p.summary.clientId, p.chatId, p.summary.senderId));
      }
    }
    return null;
  }
  const unread = new Map<string, number>();
  let last = chat.lastMessage;
  for (const p of pending) {
    if (!p.inBatch) op.delete(p.key);
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
