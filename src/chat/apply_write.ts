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
   * entry unchanged, and in a batch, no row of it yet), unless it was stored after the chat was
   * last written (`needsCheck`). */
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
 * that arrives during a pass's write waits for it: 16 chats (2–3 ms) keep that wait short (60 made
 * every pass a spike of 10–15 ms in message latency). Each write also has a fixed cost (~0.2 ms of
 * CPU), so not fewer. */
const CHATS_PER_WRITE = 16;
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
 * Whether a write applying `p` to its chat, as read at `chatAt`, checks `p` itself. An entry
 * stored after the chat was last written cannot have been applied since: any write that applies
 * it, or edits it while it waits, writes the chat too, so the chat's own check fails. An entry as
 * old as the chat or older might be gone already (another process's pass took it in, and the chat
 * was read after), so it is checked.
 */
export const needsCheck = (p: Pending, chatAt: string | null) =>
  p.versionstamp !== undefined && (chatAt === null || p.versionstamp <= chatAt);

/** The checks applying `entries` to their chat (written at `chatAt`) takes: the chat's, and each
 * entry's by `needsCheck`. */
const checksOf = (entries: readonly Pending[], chatAt: string | null) =>
  1 + entries.reduce((n, p) => n + (needsCheck(p, chatAt) ? (p.inBatch ? 2 : 1) : 0), 0);

/**
 * Chat ids sorted as their keys are: one write's (and one read's) chat records are then neighbours
 * in the store, a few pages, where chats in the order their messages came spread over a page each.
 * Chat ids are ULIDs (ASCII), so their string order is their keys' order.
 */
export const inKeyOrder = (ids: Iterable<string>): string[] => [...ids].sort();

/** Chat ids in groups that each fit one atomic write, in the order given; `chatAt` says when each
 * chat was written, as the writes will check it (left out: every entry with a versionstamp is
 * counted as checked). */
export function writesOf(
  ids: readonly string[],
  byChat: ReadonlyMap<string, ChatEntries>,
  chatAt: (id: string) => string | null = () => null,
): string[][] {
  const writes: string[][] = [];
  let write: string[] = [];
  let mutations = 0, checks = 0, weight = 0;
  for (const id of ids) {
    const chat = byChat.get(id);
    if (!chat) continue;
    const n = chat.entries.length;
    const checked = checksOf(chat.entries, chatAt(id));
    if (
      write.length === CHATS_PER_WRITE || mutations + cost(n) > MUTATIONS_PER_WRITE ||
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
  chats: readonly {
    id: string;
    chat: Deno.KvEntryMaybe<ChatRecord>;
    entries: readonly Pending[];
  }[],
  known: KnownChats,
): Promise<boolean> {
  const op = kv.atomic();
  const written = chats.map(({ chat, entries }) => addChat(op, chat, entries));
  const result = await op.commit();
  if (!result.ok) return false;
  chats.forEach(({ id }, i) => rememberChat(known, id, written[i], result.versionstamp));
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
): Promise<{ chats: Map<string, Deno.KvEntryMaybe<ChatRecord>>; read: boolean }> {
  const chats = new Map<string, Deno.KvEntryMaybe<ChatRecord>>();
  const unknown = ids.filter((id) => {
    const entry = known.get(id);
    if (entry) chats.set(id, entry);
    return !entry;
  });
  for (let i = 0; i < unknown.length; i += READ_SLICE) {
    const slice = unknown.slice(i, i + READ_SLICE);
    await beforeWrite();
    const read = await getManyAtOnce<ChatRecord>(kv, slice.map(chatKey));
    slice.forEach((id, j) => chats.set(id, read[j]));
  }
  return { chats, read: unknown.length > 0 };
}

/** Chat records as a pass last wrote them (versionstamp included), so the next pass need not read
 * them. */
export type KnownChats = Map<string, Deno.KvEntry<ChatRecord>>;

/** Chat records remembered between passes (the oldest are forgotten first). */
const REMEMBERED = 20_000;

/** Remembers `chat` as written at `versionstamp`, or forgets it when the write removed it. */
function rememberChat(
  known: KnownChats,
  id: string,
  chat: ChatRecord | null,
  versionstamp: string,
): void {
  if (!chat) known.delete(id);
  else keepRecent(known, id, { key: chatKey(id), value: chat, versionstamp }, REMEMBERED);
}

/** Adds to `op` what applying `pending` to `entry`'s chat writes: its messages stored under it,
 * its last message and unread counts, checked on the chat (and each entry whose versionstamp is
 * known); answers the chat record it writes (null when the chat is gone). */
function addChat(
  op: Deno.AtomicOperation,
  entry: Deno.KvEntryMaybe<ChatRecord>,
  pending: readonly Pending[],
): ChatRecord | null {
  op.check(entry);
  for (const p of pending) {
    if (!needsCheck(p, entry.versionstamp)) continue;
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
