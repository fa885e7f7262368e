/**
 * The header's notification data (spec 000 §3 Counters, §4 "Notification"): both unread counts,
 * the notifications list (20 a page), and marking read or deleting, each shown at once and put
 * back if the server refuses. Failures are only logged (spec 000 §8), by the query client.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../client/query.tsx";
import { restore, snapshot } from "../../client/optimistic.ts";
import type { NotificationView } from "../../shared/views.ts";
import { asRead, listInput, loadedNotifications, patchNotifications, setUnread } from "./cache.ts";

export type { NotificationView };

/** Unread notifications and unread chat messages, read once a student is signed in. */
export function useUnreadCounts(signedIn: boolean): { unread: number; chatUnread: number } {
  const notes = useQuery({ ...trpc.notifications.unreadCount.queryOptions(), enabled: signedIn });
  const chats = useQuery({ ...trpc.chat.unreadCount.queryOptions(), enabled: signedIn });
  return { unread: notes.data?.unreadCount ?? 0, chatUnread: chats.data?.unreadCount ?? 0 };
}

/** The notifications, loaded once `enabled` (the dropdown or panel opened). */
export function useNotificationList(enabled: boolean) {
  const client = useQueryClient();
  const options = trpc.notifications.list.infiniteQueryOptions(listInput, {
    getNextPageParam: (page) => page.cursor ?? undefined,
  });
  const fetchPage = options.queryFn as Exclude<typeof options.queryFn, symbol | undefined>;
  const query = useInfiniteQuery({
    ...options,
    // Each page carries the server's unread count: the newest answer wins.
    queryFn: async (context) => {
      const page = await fetchPage(context);
      setUnread(client, () => page.unreadCount);
      return page;
    },
    enabled,
  });
  return {
    items: query.data?.pages.flatMap((p) => p.notifications) ?? [],
    loading: query.isPending && enabled,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}

/** Saves every notification query and applies `change` at once; the saved copy is the context. */
async function optimistic(client: ReturnType<typeof useQueryClient>, change: () => void) {
  const saved = await snapshot(client, trpc.notifications.pathKey());
  change();
  return saved;
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation(trpc.notifications.markRead.mutationOptions({
    onMutate: ({ id }) =>
      optimistic(client, () => {
        const item = loadedNotifications(client).find((n) => n._id === id);
        if (item?.isRead) return;
        patchNotifications(client, (list) => list.map((n) => (n._id === id ? asRead(n) : n)));
        if (item) setUnread(client, (c) => c - 1);
      }),
    onError: (_err, _input, saved) => restore(client, saved),
    onSuccess: (res) => {
      patchNotifications(
        client,
        (list) => list.map((n) => (n._id === res.notification._id ? res.notification : n)),
      );
      setUnread(client, () => res.unreadCount);
    },
  }));
}

export function useMarkAllRead() {
  const client = useQueryClient();
  return useMutation(trpc.notifications.markAllRead.mutationOptions({
    onMutate: () =>
      optimistic(client, () => {
        patchNotifications(client, (list) => list.map(asRead));
        setUnread(client, () => 0);
      }),
    onError: (_err, _input, saved) => restore(client, saved),
    onSuccess: (res) => setUnread(client, () => res.unreadCount),
  }));
}

export function useRemoveNotification() {
  const client = useQueryClient();
  return useMutation(trpc.notifications.remove.mutationOptions({
    onMutate: ({ id }) =>
      optimistic(client, () => {
        const item = loadedNotifications(client).find((n) => n._id === id);
        patchNotifications(client, (list) => list.filter((n) => n._id !== id));
        if (item && !item.isRead) setUnread(client, (c) => c - 1);
      }),
    onError: (_err, _input, saved) => restore(client, saved),
    onSuccess: (res) => setUnread(client, () => res.unreadCount),
  }));
}
