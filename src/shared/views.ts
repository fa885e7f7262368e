/**
 * The shapes the server sends that the socket contract names: a post's or message's author, a
 * chat message and a notification (spec 000 §3). The server's types are inferred from these.
 */
import { z } from "zod";

export const authorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  username: z.string(),
  /** null: the default avatar. */
  profilePicture: z.string().nullable(),
});
export type Author = z.infer<typeof authorSchema>;

export const messageViewSchema = z.object({
  _id: z.string(),
  chatId: z.string(),
  content: z.string(),
  type: z.literal("text"),
  sender: authorSchema,
  clientId: z.string().nullable(),
  createdAt: z.string(),
  /** When its sender last edited it ("edited"), or null. */
  editedAt: z.string().nullable(),
  /** Deleted by its sender: shown as "message deleted", `content` empty. */
  deleted: z.boolean(),
});
export type MessageView = z.infer<typeof messageViewSchema>;

export const notificationTypes = [
  "new_follower",
  "new_post",
  "like",
  "comment",
  "share",
  "study_reminder",
  "mention",
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** Both field spellings of the spec (`sender`/`senderId`, `isRead`/`readStatus`) are given. */
export const notificationViewSchema = z.object({
  _id: z.string(),
  type: z.enum(notificationTypes),
  title: z.string(),
  message: z.string(),
  sender: authorSchema,
  senderId: z.string(),
  /** Where the notification leads: a post or a profile. */
  link: z.string(),
  isRead: z.boolean(),
  readStatus: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type NotificationView = z.infer<typeof notificationViewSchema>;
