/** 1:1 chat (spec 000 §3 Chat and Message, §5 chat message rules). */
import type { Author, MessageView } from "../shared/views.ts";

export type { MessageInput } from "../shared/chat_input.ts";
export type { MessageView };

export type ChatRecord = {
  _id: string;
  /** The two participants' ids, sorted. */
  participants: [string, string];
  lastMessage: { content: string; senderId: string; timestamp: number; messageId: string } | null;
  createdAt: number;
};

/** Most recent activity first: by the last message, or the chat's opening before any. */
export function byLastActivity(a: ChatRecord, b: ChatRecord): number {
  const x = a.lastMessage?.messageId ?? a._id;
  const y = b.lastMessage?.messageId ?? b._id;
  return x < y ? 1 : x > y ? -1 : 0;
}

export type MessageRecord = {
  _id: string;
  chatId: string;
  senderId: string;
  content: string;
  type: "text";
  clientId: string | null;
  createdAt: number;
  /** When its sender last edited it. */
  editedAt?: number;
  /** When its sender deleted it: `content` is then empty. */
  deletedAt?: number;
};

/** How much of a message the chat list shows as the chat's last message. */
export const PREVIEW_CHARS = 200;

/** What applying a stored message needs (at `pendingKey`): who sent it, its start, when. */
export type PendingMessage = {
  senderId: string;
  /** The first `PREVIEW_CHARS` characters, for the chat list's last message. */
  preview: string;
  clientId: string | null;
  createdAt: number;
};

export type ChatView = {
  _id: string;
  participants: Author[];
  lastMessage: { content: string; sender: string; timestamp: string } | null;
  unreadCount: number;
  createdAt: string;
  /** One of the two blocked the other: the history stays readable, nothing more is sent. */
  blocked: boolean;
};
