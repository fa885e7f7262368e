/** The only place chat keys are spelled. */

/** The chat record. */
export const chatKey = (id: string): Deno.KvKey => ["chats", id];

/** Unique per pair of students (ids sorted): one chat per pair. */
export const chatByPairKey = (a: string, b: string): Deno.KvKey => {
  const [x, y] = a < b ? [a, b] : [b, a];
  return ["chat_by_pair", x, y];
};

/** A student's chats, one entry each. `order` is the chat's id, set when the chat is opened and
 * never moved (entries an earlier version moved hold an older message's id there): the chat list
 * is ordered by each chat's last message when it is read, so a message moves no entry. */
export const inboxKey = (userId: string, order: string, chatId: string): Deno.KvKey => [
  "chat_inbox",
  userId,
  order,
  chatId,
];
export const inboxPrefix = (userId: string): Deno.KvKey => ["chat_inbox", userId];

/** Messages of a chat, oldest first. */
export const messageKey = (chatId: string, id: string): Deno.KvKey => ["messages", chatId, id];
export const messagesPrefix = (chatId: string): Deno.KvKey => ["messages", chatId];

/** Characters of a ULID that spell its time. */
const ULID_TIME_CHARS = 10;

/** The messages one group write stored, not yet all taken into their chats: the whole messages,
 * in the order written, keyed by the first one's id. One entry a write, not one a message: the
 * store's cost is mostly per key, and these are written and removed at thousands a second. A
 * pass stores each message under `messageKey` (whose presence says it is taken in) and removes
 * the entry once all of its messages are (docs/decisions.md "Chat: the message first, its effects
 * after"). Keyed by time, so new entries share the store's last pages. */
export const batchKey = (firstId: string): Deno.KvKey => ["chat_batch", firstId];
export const batchPrefix: Deno.KvKey = ["chat_batch"];

/** The entries that can hold message `messageId`: a write's messages share the time part of
 * their ids (one clock reading, `newId`), so its entry's key lies between that time and the id. */
export const batchesHolding = (messageId: string): Deno.KvListSelector => ({
  start: [...batchPrefix, messageId.slice(0, ULID_TIME_CHARS)],
  end: [...batchPrefix, `${messageId}\0`],
});

/** How an earlier version kept a stored message not yet taken into its chat: one entry a message,
 * the whole message, removed by the write that takes it in. Still applied, never written. */
export const unappliedKey = (chatId: string, messageId: string): Deno.KvKey => [
  "chat_unapplied",
  messageId,
  chatId,
];
export const unappliedPrefix: Deno.KvKey = ["chat_unapplied"];

/** Where earlier versions kept a summary of a message already stored under `messageKey`, whose
 * effects were still to apply: by time (`["chat_pending_at", messageId, chatId]`), and before
 * that by chat (`["chat_pending", chatId, messageId]`). Still applied, never written. */
export const pendingKey = (chatId: string, messageId: string): Deno.KvKey => [
  "chat_pending_at",
  messageId,
  chatId,
];
export const allPendingPrefix: Deno.KvKey = ["chat_pending_at"];
export const earlierPendingPrefix: Deno.KvKey = ["chat_pending"];

/** Every prefix of one entry a message a pass applies, oldest form first (`batchPrefix` after). */
export const waitingPrefixes: readonly Deno.KvKey[] = [
  earlierPendingPrefix,
  allPendingPrefix,
  unappliedPrefix,
];

/** The chat and message an entry at `key` under any of `waitingPrefixes` stands for. */
export function pendingOf(key: Deno.KvKey): { chatId: string; messageId: string } {
  return key[0] === earlierPendingPrefix[0]
    ? { chatId: key[1] as string, messageId: key[2] as string }
    : { messageId: key[1] as string, chatId: key[2] as string };
}

/** Raised by every write that deletes a chat: a send's write checks it instead of each chat's
 * pair entry, so it reads nothing to know that the chats it writes to still exist. */
export const chatsRemovedKey: Deno.KvKey = ["chats_removed"];

/** A sender's own message id → the stored message id, so a resend is not stored twice. Keyed by
 * the client's id first: the browser's ids rise with time, so new markers share the store's last
 * pages. Removed with its message when a chat is deleted; otherwise it expires. */
export const sentAsKey = (
  clientId: string,
  chatId: string,
  senderId: string,
): Deno.KvKey => ["message_sent_as", clientId, chatId, senderId];

/** The same marker as an earlier version kept it, by chat: only removed with its chat. */
export const clientMessagesPrefix = (chatId: string): Deno.KvKey => ["message_client", chatId];

/** Unread messages (Deno.KvU64) per chat for a reader; the reader's total is their sum. */
export const unreadKey = (
  userId: string,
  chatId: string,
): Deno.KvKey => ["chat_unread", userId, chatId];
/** The total an earlier version kept beside the per-chat counters: no longer written or read,
 * only removed with its student's account. */
export const unreadTotalKey = (userId: string): Deno.KvKey => ["chat_unread_total", userId];

/** A reader's per-chat unread counters. */
export const unreadPrefix = (userId: string): Deno.KvKey => ["chat_unread", userId];
