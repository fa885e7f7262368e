/**
 * The one place a tab keeps its unread counters and loaded notifications (spec 000 §3 Counters,
 * §4 "Notification"), so the header bell, the overlay panel, the Messages link and the chat page
 * always agree. Counts are read once when the header mounts for a signed-in student, rise by one
 * on a live `new_notification` or `new_message` (never for one's own message or the chat open in
 * this tab), take the server's number whenever it gives one, and never go below 0. Failures are
 * only logged (spec 000 §8).
 */
import { useSyncExternalStore } from "react";
import type { NotificationView } from "../../notifications/model.ts";
import { on } from "../../client/socket.ts";
import { trpc } from "../../client/trpc.ts";

export type { NotificationView };

export type NotificationsState = {
  /** Unread notifications. */
  unread: number;
  /** Unread chat messages, over all conversations. */
  chatUnread: number;
  /** Notifications loaded so far, newest first. */
  items: NotificationView[];
  /** Where the next page starts; null when everything is loaded. */
  cursor: string | null;
  list: "idle" | "loading" | "ready" | "error";
  loadingMore: boolean;
};

/** How many notifications one request loads. */
export const NOTIFICATIONS_PAGE = 20;

const initial: NotificationsState = {
  unread: 0,
  chatUnread: 0,
  items: [],
  cursor: null,
  list: "idle",
  loadingMore: false,
};

let state: NotificationsState = initial;
const listeners = new Set<() => void>();
let meId: string | null = null;
let activeChatId: string | null = null;
let stopLive: (() => void) | null = null;

const atLeastZero = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

function set(patch: Partial<NotificationsState>) {
  state = { ...state, ...patch };
  if (patch.unread !== undefined) state.unread = atLeastZero(state.unread);
  if (patch.chatUnread !== undefined) state.chatUnread = atLeastZero(state.chatUnread);
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The shared state; during hydration the empty one the server rendered with. */
export function useNotifications(): NotificationsState {
  return useSyncExternalStore(subscribe, () => state, () => initial);
}

/** Logs a failure the student is not told about (spec 000 §8). */
export function logFailure(what: string, err: unknown): void {
  console.warn(`${what} failed`, err);
}

async function readCounts() {
  const [notes, chats] = await Promise.allSettled([
    trpc.notifications.unreadCount.query(),
    trpc.chat.unreadCount.query(),
  ]);
  if (notes.status === "fulfilled") set({ unread: notes.value.unreadCount });
  else logFailure("Loading the notification count", notes.reason);
  if (chats.status === "fulfilled") set({ chatUnread: chats.value.unreadCount });
  else logFailure("Loading the unread chat count", chats.reason);
}

type LiveMessage = { chatId?: string; message?: { sender?: { _id?: string } } };

/**
 * Starts the counters for the signed-in student `userId` (once per tab): reads both counts and
 * follows the live events.
 */
export function startCounters(userId: string): void {
  if (meId === userId && stopLive) return;
  stopLive?.();
  meId = userId;
  state = initial;
  void readCounts();
  const offs = [
    on("new_notification", (data) => {
      const n = data as NotificationView;
      if (!n || typeof n._id !== "string") return;
      if (state.items.some((i) => i._id === n._id)) return;
      set({
        unread: state.unread + (n.isRead ? 0 : 1),
        items: state.list === "idle" ? state.items : [n, ...state.items],
      });
    }),
    on("new_message", (data) => {
      const { chatId, message } = (data ?? {}) as LiveMessage;
      if (!chatId || message?.sender?._id === meId || chatId === activeChatId) return;
      set({ chatUnread: state.chatUnread + 1 });
    }),
    on("chat_read", (data) => {
      const n = (data as { unreadCount?: unknown } | null)?.unreadCount;
      if (typeof n === "number") set({ chatUnread: n });
    }),
    on("reconnect", () => {
      // Events may have been missed while the connection was down: ask again.
      void readCounts();
      if (state.list !== "idle") void loadNotifications();
    }),
  ];
  stopLive = () => offs.forEach((off) => off());
}

/** Says which chat this tab shows (its new messages are read here, not counted). */
export function setActiveChat(chatId: string | null): void {
  activeChatId = chatId;
}

/** Adopts a chat unread total the server answered. */
export function setChatUnread(n: number): void {
  set({ chatUnread: n });
}

/** Loads the first page of notifications (again), with the server's unread count. */
export async function loadNotifications(): Promise<void> {
  if (state.list !== "ready") set({ list: "loading" });
  try {
    const page = await trpc.notifications.list.query({ limit: NOTIFICATIONS_PAGE });
    // Older pages already loaded stay below the fresh first page.
    const last = page.notifications.at(-1)?._id;
    const older = state.list === "ready" && page.cursor !== null && last !== undefined
      ? state.items.filter((n) => n._id < last)
      : [];
    set({
      items: [...page.notifications, ...older],
      cursor: older.length > 0 ? state.cursor : page.cursor,
      unread: page.unreadCount,
      list: "ready",
    });
  } catch (err) {
    logFailure("Loading notifications", err);
    if (state.list !== "ready") set({ list: "error" });
  }
}

/** Loads the next page of notifications. */
export async function loadMoreNotifications(): Promise<void> {
  if (!state.cursor || state.loadingMore) return;
  set({ loadingMore: true });
  try {
    const page = await trpc.notifications.list.query({
      limit: NOTIFICATIONS_PAGE,
      cursor: state.cursor,
    });
    const known = new Set(state.items.map((n) => n._id));
    set({
      items: [...state.items, ...page.notifications.filter((n) => !known.has(n._id))],
      cursor: page.cursor,
      unread: page.unreadCount,
    });
  } catch (err) {
    logFailure("Loading more notifications", err);
  } finally {
    set({ loadingMore: false });
  }
}

function markLocally(id: string | null) {
  const readAt = new Date().toISOString();
  return state.items.map((n) =>
    (id === null || n._id === id) && !n.isRead
      ? { ...n, isRead: true, readStatus: true, readAt }
      : n
  );
}

/** Marks one notification read. */
export async function markRead(id: string): Promise<void> {
  const item = state.items.find((n) => n._id === id);
  if (item?.isRead) return;
  set({ items: markLocally(id), unread: state.unread - (item ? 1 : 0) });
  try {
    const res = await trpc.notifications.markRead.mutate({ id });
    set({
      items: state.items.map((n) => (n._id === id ? res.notification : n)),
      unread: res.unreadCount,
    });
  } catch (err) {
    logFailure("Marking a notification read", err);
    void readCounts();
  }
}

/** Marks every notification read. */
export async function markAllRead(): Promise<void> {
  set({ items: markLocally(null), unread: 0 });
  try {
    const res = await trpc.notifications.markAllRead.mutate();
    set({ unread: res.unreadCount });
  } catch (err) {
    logFailure("Marking all notifications read", err);
    void loadNotifications();
  }
}

/** Deletes one notification (the overlay panel). */
export async function removeNotification(id: string): Promise<void> {
  const before = state.items;
  const item = before.find((n) => n._id === id);
  set({
    items: before.filter((n) => n._id !== id),
    unread: state.unread - (item && !item.isRead ? 1 : 0),
  });
  try {
    const res = await trpc.notifications.remove.mutate({ id });
    set({ unread: res.unreadCount });
  } catch (err) {
    logFailure("Deleting a notification", err);
    void loadNotifications();
  }
}
