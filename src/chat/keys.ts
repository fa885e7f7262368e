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

/** A stored message whose effects on the chat (last message, inbox order, unread counts) are not
 * applied yet: written with the message, removed by the atomic write that applies it. The value
 * is a small summary so applying reads no message (see `PendingMessage`). Keyed by the message's
 * id first: ids rise with time, so a group write's entries and a pass's deletions share the
 * store's last pages instead of touching one page per chat. */
export const pendingKey = (chatId: string, messageId: string): Deno.KvKey => [
  "chat_pending_at",
  messageId,
  chatId,
];
export const allPendingPrefix: Deno.KvKey = ["chat_pending_at"];
/** Where pending entries were kept before, by chat: still applied, never written. */
export const earlierPendingPrefix: Deno.KvKey = ["chat_pending"];

/** The chat and message a pending entry at `key` (either form) stands for. */
export function pendingOf(key: Deno.KvKey): { chatId: string; messageId: string } {
  return key[0] === allPendingPrefix[0]
    ? { messageId: key[1] as string, chatId: key[2] as string }
    : { chatId: key[1] as string, messageId: key[2] as string };
}

/** A sender's own message id → the stored message id, so a resend is not stored twice. */
export const clientMessageKey = (
  chatId: string,
  senderId: string,
  clientId: string,
): Deno.KvKey => [
  "message_client",
  chatId,
  senderId,
  clientId,
];

/** Unread messages (Deno.KvU64) per chat for a reader; the reader's total is their sum. */
export const unreadKey = (
  userId: string,
  chatId: string,
): Deno.KvKey => ["chat_unread", userId, chatId];
/** The total an earlier version kept beside the per-chat counters: no longer written or read,
 * only removed with its student's account. */
export const unreadTotalKey = (userId: string): Deno.KvKey => ["chat_unread_total", userId];

/** The resend markers of a chat, and a reader's per-chat unread counters. */
export const clientMessagesPrefix = (chatId: string): Deno.KvKey => ["message_client", chatId];
export const unreadPrefix = (userId: string): Deno.KvKey => ["chat_unread", userId];
