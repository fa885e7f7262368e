/** Notifications (spec 000 §3 Notification): what happened, who did it, read or not. */
import type { Author } from "../posts/model.ts";

export type NotificationType = "new_follower" | "new_post" | "like" | "comment" | "share";

export type NotificationRecord = {
  _id: string;
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  senderId: string;
  /** Where the notification leads: a post or a profile. */
  link: string;
  isRead: boolean;
  readAt: number | null;
  createdAt: number;
};

/** Both field spellings of the spec (`sender`/`senderId`, `isRead`/`readStatus`) are given. */
export type NotificationView = {
  _id: string;
  type: NotificationType;
  title: string;
  message: string;
  sender: Author;
  senderId: string;
  link: string;
  isRead: boolean;
  readStatus: boolean;
  readAt: string | null;
  createdAt: string;
};
