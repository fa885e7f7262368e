/** The only place notification keys are spelled. */

/** A student's notifications, oldest first. */
export const notificationKey = (
  userId: string,
  id: string,
): Deno.KvKey => ["notifications", userId, id];
export const notificationsPrefix = (userId: string): Deno.KvKey => ["notifications", userId];

/** The unread ones (value null), so "mark all read" touches only them. */
export const unreadNotificationKey = (userId: string, id: string): Deno.KvKey => [
  "notifications_unread",
  userId,
  id,
];
export const unreadNotificationsPrefix = (
  userId: string,
): Deno.KvKey => ["notifications_unread", userId];

/** How many are unread (Deno.KvU64). */
export const unreadCountKey = (
  userId: string,
): Deno.KvKey => ["notifications_unread_count", userId];

/** One notification per repeatable act (a like toggled off and on, a re-follow). */
export const dedupeKey = (
  userId: string,
  act: string,
): Deno.KvKey => ["notifications_once", userId, act];

/** Every student's notifications and once-markers: read whole only when an account is deleted. */
export const allNotificationsPrefix: Deno.KvKey = ["notifications"];
export const allDedupePrefix: Deno.KvKey = ["notifications_once"];
export const dedupePrefix = (userId: string): Deno.KvKey => ["notifications_once", userId];

/** A student's notification preferences and digest schedule (see `preferences.ts`). */
export const prefsKey = (userId: string): Deno.KvKey => ["notification_prefs", userId];

/** A digest due at `at` (ms) for `userId` (value null): the sweep reads only those due. */
export const digestDueKey = (at: number, userId: string): Deno.KvKey => [
  "notification_digest_due",
  at,
  userId,
];
export const digestDuePrefix: Deno.KvKey = ["notification_digest_due"];

/** A post `userId` muted (value: when, ms): no more notifications from it reach them. */
export const mutedKey = (userId: string, postId: string): Deno.KvKey => [
  "notifications_muted",
  userId,
  postId,
];
export const mutedPrefix = (userId: string): Deno.KvKey => ["notifications_muted", userId];
