/** Notifications (spec 000 §3 Notification): what happened, who did it, read or not. */
import type { NotificationType, NotificationView } from "../shared/views.ts";

export type { NotificationType, NotificationView };

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
