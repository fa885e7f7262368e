/**
 * Notifications (spec 000 §4 "Notification", §7 "Notifications and counters"): stored first,
 * then sent live as `new_notification`. Only the owner reads or changes them; the unread count
 * never goes below zero.
 */
import { minus, readCount } from "../core/counters.ts";
import type { AppDeps } from "../deps.ts";
import { AppError } from "../core/errors.ts";
import { newId } from "../core/ids.ts";
import { retryAtomic } from "../core/kv.ts";
import { listPageOf } from "../core/pagination.ts";
import { authorsOf } from "../posts/views.ts";
import { isBlockedEitherWay } from "../safety/blocks.ts";
import { wantsLive } from "./preferences.ts";
import type { NotificationRecord, NotificationView } from "./model.ts";
import {
  dedupeKey,
  notificationKey,
  notificationsPrefix,
  unreadCountKey,
  unreadNotificationKey,
  unreadNotificationsPrefix,
} from "./keys.ts";

type Deps = Pick<AppDeps, "kv" | "clock" | "hub">;

const notFound = () => new AppError("NOT_FOUND", "Notification not found.");

export function unreadCount(kv: Deno.Kv, userId: string): Promise<number> {
  return readCount(kv, unreadCountKey(userId));
}

async function view(kv: Deno.Kv, records: NotificationRecord[]): Promise<NotificationView[]> {
  const author = await authorsOf(kv, records.map((r) => r.senderId));
  return records.map((r) => ({
    _id: r._id,
    type: r.type,
    title: r.title,
    message: r.message,
    sender: author(r.senderId),
    senderId: r.senderId,
    link: r.link,
    isRead: r.isRead,
    readStatus: r.isRead,
    readAt: r.readAt ? new Date(r.readAt).toISOString() : null,
    createdAt: new Date(r.createdAt).toISOString(),
  }));
}

/** Stores a notification for `userId` (once per `once` act, when given) and sends it live. */
export async function notify(
  deps: Deps,
  n: Omit<NotificationRecord, "_id" | "isRead" | "readAt" | "createdAt">,
  once?: string,
): Promise<void> {
  if (n.userId === n.senderId) return; // Never for one's own actions.
  if (await isBlockedEitherWay(deps.kv, n.userId, n.senderId)) return; // Nor across a block.
  if (!(await wantsLive(deps.kv, n.userId, n.type))) return; // Nor a kind they turned off.
  const op = deps.kv.atomic();
  const record = addNotification(op, n, deps.clock.now());
  if (once) {
    op.check({ key: dedupeKey(n.userId, once), versionstamp: null }).set(
      dedupeKey(n.userId, once),
      record._id,
    );
  }
  if (!(await op.commit()).ok) return; // Already notified of this act.
  await sendNotification(deps, record);
}

/** Adds a notification for `n.userId` to the caller's atomic write `op` (one's own reminders
 * included); once `op` commits, send it live with `sendNotification`. */
export function addNotification(
  op: Deno.AtomicOperation,
  n: Omit<NotificationRecord, "_id" | "isRead" | "readAt" | "createdAt">,
  now: number,
): NotificationRecord {
  const record: NotificationRecord = {
    ...n,
    _id: newId(now),
    isRead: false,
    readAt: null,
    createdAt: now,
  };
  op.set(notificationKey(n.userId, record._id), record)
    .set(unreadNotificationKey(n.userId, record._id), null)
    .sum(unreadCountKey(n.userId), 1n);
  return record;
}

/** Sends a stored notification to its owner's open tabs (the bell). */
export function sendNotification(deps: Deps, record: NotificationRecord): Promise<void> {
  return sendNotifications(deps, [record]);
}

/** Sends stored notifications to their owners' open tabs, their senders read once. */
export async function sendNotifications(deps: Deps, records: NotificationRecord[]): Promise<void> {
  const views = await view(deps.kv, records);
  records.forEach((r, i) => deps.hub.sendToUser(r.userId, "new_notification", views[i]));
}

/** A page of `userId`'s notifications, newest first, with the unread count. */
export async function listNotifications(
  deps: Deps,
  userId: string,
  page: { limit: number; cursor?: string },
): Promise<{ notifications: NotificationView[]; unreadCount: number; cursor: string | null }> {
  const result = await listPageOf<NotificationRecord>(
    deps.kv,
    { prefix: notificationsPrefix(userId) },
    { ...page, reverse: true },
    "the notifications",
  );
  return {
    notifications: await view(deps.kv, result.values.map((e) => e.value)),
    unreadCount: await unreadCount(deps.kv, userId),
    cursor: result.cursor,
  };
}

/** Marks one of `userId`'s notifications read. */
export async function markNotificationRead(deps: Deps, userId: string, id: string) {
  // Should every attempt lose a race, the answer reads the notification as it then stands.
  await retryAtomic(async () => {
    const entry = await deps.kv.get<NotificationRecord>(notificationKey(userId, id));
    if (!entry.value) throw notFound();
    if (entry.value.isRead) return { value: undefined };
    const next = { ...entry.value, isRead: true, readAt: deps.clock.now() };
    const op = deps.kv.atomic().check(entry).set(notificationKey(userId, id), next)
      .delete(unreadNotificationKey(userId, id)).sum(unreadCountKey(userId), minus(1));
    return { op, value: undefined };
  }, { attempts: 10, exhausted: () => undefined });
  const record = (await deps.kv.get<NotificationRecord>(notificationKey(userId, id))).value;
  if (!record) throw notFound();
  return {
    notification: (await view(deps.kv, [record]))[0],
    unreadCount: await unreadCount(deps.kv, userId),
  };
}

/** Marks all of `userId`'s notifications read. */
export async function markAllRead(deps: Deps, userId: string): Promise<{ unreadCount: number }> {
  const ids: string[] = [];
  for await (const e of deps.kv.list({ prefix: unreadNotificationsPrefix(userId) })) {
    ids.push(e.key[2] as string);
  }
  for (const id of ids) await markNotificationRead(deps, userId, id).catch(() => {});
  return { unreadCount: await unreadCount(deps.kv, userId) };
}

/** Deletes one of `userId`'s notifications. */
export async function deleteNotification(deps: Deps, userId: string, id: string) {
  await retryAtomic(async () => {
    const entry = await deps.kv.get<NotificationRecord>(notificationKey(userId, id));
    if (!entry.value) throw notFound();
    const op = deps.kv.atomic().check(entry).delete(notificationKey(userId, id));
    if (!entry.value.isRead) {
      op.delete(unreadNotificationKey(userId, id)).sum(unreadCountKey(userId), minus(1));
    }
    return { op, value: undefined };
  }, { attempts: 10, message: "Could not delete the notification. Please try again." });
  return { success: true, unreadCount: await unreadCount(deps.kv, userId) };
}

/** Deletes every notification `senderId` caused in `userId`'s list (after a block), unread
 * count included; running it again finds nothing more to delete. */
export async function forgetNotificationsFrom(
  deps: Deps,
  userId: string,
  senderId: string,
): Promise<void> {
  for await (const e of deps.kv.list<NotificationRecord>({ prefix: notificationsPrefix(userId) })) {
    if (e.value.senderId !== senderId) continue;
    await deleteNotification(deps, userId, e.value._id).catch((err) => {
      if (!(err instanceof AppError && err.code === "NOT_FOUND")) throw err;
    });
  }
}
