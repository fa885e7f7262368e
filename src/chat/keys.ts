/** The only place chat keys are spelled. */

/** The chat record. */
export const chatKey = (id: string): Deno.KvKey => ["chats", id];

/** Unique per pair of students (ids sorted): one chat per pair. */
export const chatByPairKey = (a: string, b: string): Deno.KvKey => {
  const [x, y] = a < b ? [a, b] : [b, a];
  return ["chat_by_pair", x, y];
};

/** A student's chats ordered by their last activity: `order` is the last message's id (or the
 * chat's id before any message), so listing in reverse gives the most recent first. */
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
 * is a small summary so applying reads no message (see `PendingMessage`). */
export const pendingKey = (chatId: string, messageId: string): Deno.KvKey => [
  "chat_pending",
  chatId,
  messageId,
];
export const pendingPrefix = (chatId: string): Deno.KvKey => ["chat_pending", chatId];
export const allPendingPrefix: Deno.KvKey = ["chat_pending"];

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

/** Unread messages (Deno.KvU64): per chat for a reader, and the reader's total. */
export const unreadKey = (
  userId: string,
  chatId: string,
): Deno.KvKey => ["chat_unread", userId, chatId];
export const unreadTotalKey = (userId: string): Deno.KvKey => ["chat_unread_total", userId];

/** The resend markers of a chat, and a reader's per-chat unread counters. */
export const clientMessagesPrefix = (chatId: string): Deno.KvKey => ["message_client", chatId];
export const unreadPrefix = (userId: string): Deno.KvKey => ["chat_unread", userId];
