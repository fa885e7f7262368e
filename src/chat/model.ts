/** 1:1 chat (spec 000 §3 Chat and Message, §5 chat message rules). */
import { z } from "zod";
import type { Author } from "../posts/model.ts";

export const MESSAGE_MAX = 2_000;
export const CHAT_PAGE_SIZE = 20;

export const messageInput = z.object({
  content: z.string({ error: "Message cannot be empty" }).trim().min(1, "Message cannot be empty")
    .max(MESSAGE_MAX, `Messages must be at most ${MESSAGE_MAX} characters`),
  type: z.literal("text", { error: "Only text messages can be sent" }).default("text"),
  /** The sender's own id for this message: resending it after a dropped connection is safe. */
  clientId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "clientId must be 1 to 64 letters or digits")
    .optional(),
});

export type MessageInput = z.infer<typeof messageInput>;

export type ChatRecord = {
  _id: string;
  /** The two participants' ids, sorted. */
  participants: [string, string];
  lastMessage: { content: string; senderId: string; timestamp: number; messageId: string } | null;
  createdAt: number;
};

export type MessageRecord = {
  _id: string;
  chatId: string;
  senderId: string;
  content: string;
  type: "text";
  clientId: string | null;
  createdAt: number;
};

export type MessageView = {
  _id: string;
  chatId: string;
  content: string;
  type: "text";
  sender: Author;
  clientId: string | null;
  createdAt: string;
};

export type ChatView = {
  _id: string;
  participants: Author[];
  lastMessage: { content: string; sender: string; timestamp: string } | null;
  unreadCount: number;
  createdAt: string;
};
