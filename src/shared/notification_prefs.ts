/**
 * Notification preferences: per kind of notification, whether it reaches the bell ("In app")
 * and the daily e-mail digest. Shared by the server's schema and the settings page.
 */
import { z } from "zod";
import type { NotificationType } from "./views.ts";

export const prefKinds = [
  "followers",
  "posts",
  "likes",
  "comments",
  "shares",
  "mentions",
  "chat",
] as const;
export type PrefKind = (typeof prefKinds)[number];

/** The settings page's row names. */
export const PREF_LABELS: Record<PrefKind, string> = {
  followers: "New followers",
  posts: "New posts from people you follow",
  likes: "Likes on your posts",
  comments: "Comments on your posts",
  shares: "Shares of your posts",
  mentions: "Mentions of you",
  chat: "Unread chat messages",
};

/** Chat messages have their own unread count in the header, never a bell notification: the
 * chat kind has only an e-mail setting (the digest's unread-chat line). */
export const liveKinds: readonly PrefKind[] = prefKinds.filter((k) => k !== "chat");

/** Which preference governs a notification type; null for what a student set up themselves (a
 * study reminder), which always comes. */
export function kindOfType(type: NotificationType): PrefKind | null {
  switch (type) {
    case "new_follower":
      return "followers";
    case "new_post":
      return "posts";
    case "like":
      return "likes";
    case "comment":
      return "comments";
    case "share":
      return "shares";
    case "mention":
      return "mentions";
    default:
      return null;
  }
}

const switches = z.object(
  Object.fromEntries(prefKinds.map((k) => [k, z.boolean().optional()])) as Record<
    PrefKind,
    z.ZodOptional<z.ZodBoolean>
  >,
).strict();

/** A change: any of the switches, the others stay as they are. */
export const prefsInput = z.object({
  live: switches.optional(),
  email: switches.optional(),
}).strict();
export type PrefsInput = z.infer<typeof prefsInput>;

export type NotificationPrefs = {
  live: Record<PrefKind, boolean>;
  email: Record<PrefKind, boolean>;
};

const all = (on: boolean) =>
  Object.fromEntries(prefKinds.map((k) => [k, on])) as Record<
    PrefKind,
    boolean
  >;

/** Everything in the bell, nothing by e-mail until the student asks for it. */
export const DEFAULT_PREFS: NotificationPrefs = { live: all(true), email: all(false) };
