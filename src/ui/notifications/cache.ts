/**
 * Where a tab keeps its notifications and unread counters: the page's query cache. These helpers
 * change it in place — for a live event or an optimistic mark — and keep counts at 0 or above
 * (spec 000 §4 "Notification"). Something still loading is read again instead, since the answer
 * on its way may be older than the change.
 */
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { readAgain, readAgainIfLoading } from "../../client/optimistic.ts";
import { trpc } from "../../client/query.tsx";
import type { NotificationView } from "../../shared/views.ts";

/** How many notifications one request loads. */
export const NOTIFICATIONS_PAGE = 20;
export const listInput = { limit: NOTIFICATIONS_PAGE };

type Page = { notifications: NotificationView[]; unreadCount: number; cursor: string | null };
type Count = { unreadCount: number };

const atLeastZero = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

export const listKey = () => trpc.notifications.list.infiniteQueryKey(listInput);
const unreadKey = () => trpc.notifications.unreadCount.queryKey();
const chatUnreadKey = () => trpc.chat.unreadCount.queryKey();

function setCount(client: QueryClient, key: readonly unknown[], next: (n: number) => number) {
  if (readAgainIfLoading(client, key)) return;
  client.setQueryData<Count>(key, (d) => d && { unreadCount: atLeastZero(next(d.unreadCount)) });
}

/** Changes the unread notification count. */
export function setUnread(client: QueryClient, next: (n: number) => number): void {
  setCount(client, unreadKey(), next);
}

/** Changes the unread chat message count (over all conversations). */
export function setChatUnread(client: QueryClient, next: (n: number) => number): void {
  setCount(client, chatUnreadKey(), next);
}

/** The loaded notifications, newest first. */
export function loadedNotifications(client: QueryClient): NotificationView[] {
  const data = client.getQueryData<InfiniteData<Page>>(listKey());
  return data?.pages.flatMap((p) => p.notifications) ?? [];
}

/** Rewrites every loaded page's notifications. */
export function patchNotifications(
  client: QueryClient,
  change: (list: NotificationView[]) => NotificationView[],
): void {
  client.setQueryData<InfiniteData<Page>>(listKey(), (data) =>
    data && {
      ...data,
      pages: data.pages.map((p) => ({ ...p, notifications: change(p.notifications) })),
    });
}

/** One notification as read, now. */
export function asRead(n: NotificationView): NotificationView {
  return n.isRead ? n : { ...n, isRead: true, readStatus: true, readAt: new Date().toISOString() };
}

/** A live `new_notification`: counted once, and shown on top of a list already loaded. */
export function addLiveNotification(client: QueryClient, n: NotificationView): void {
  if (loadedNotifications(client).some((x) => x._id === n._id)) return;
  if (!n.isRead) setUnread(client, (c) => c + 1);
  if (client.isFetching({ queryKey: listKey(), exact: true }) > 0) {
    return readAgain(client, listKey());
  }
  client.setQueryData<InfiniteData<Page>>(listKey(), (data) => {
    if (!data || data.pages.length === 0) return data;
    const [first, ...rest] = data.pages;
    return { ...data, pages: [{ ...first, notifications: [n, ...first.notifications] }, ...rest] };
  });
}
