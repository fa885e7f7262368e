/**
 * The chat page's server data (spec 000 §2 "Chat page", §9): the conversation list, 20 a page
 * with more on request, seeded by the server's first page; opening a chat with a student; and
 * marking a conversation read, shown at once. Failures are only logged (spec 000 §8).
 */
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../client/query.tsx";
import { trpcClient } from "../../client/trpc.ts";
import { restore, snapshot } from "../../client/optimistic.ts";
import { setChatUnread } from "../notifications/cache.ts";
import { chatListKey, loadedChats, markChatRead, unreadOf, upsertChat } from "./cache.ts";
import { CHAT_PAGE_SIZE, type ChatListPage, type ChatView } from "./types.ts";

export type ChatList = {
  chats: ChatView[];
  status: "loading" | "ready" | "error";
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
};

export function useChatList(initial: ChatListPage | null): ChatList {
  const query = useInfiniteQuery({
    queryKey: chatListKey(),
    queryFn: ({ pageParam }) =>
      trpcClient.chat.list.query({ page: pageParam, limit: CHAT_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last: ChatListPage) =>
      last.pagination.page < last.pagination.pages ? last.pagination.page + 1 : undefined,
    initialData: initial ? { pages: [initial], pageParams: [1] } : undefined,
  });
  return {
    chats: loadedChats(query.data),
    status: query.isPending ? "loading" : query.isError && !query.data ? "error" : "ready",
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}

/** Opens (or starts) the chat with a student and puts it on top of the list. */
export function useOpenChat() {
  const client = useQueryClient();
  return useMutation(trpc.chat.open.mutationOptions({
    onSuccess: (chat) => upsertChat(client, chat),
  }));
}

/** Marks a conversation read: its row and the total drop at once; the server's total wins. */
export function useMarkChatRead() {
  const client = useQueryClient();
  return useMutation(trpc.chat.read.mutationOptions({
    onMutate: async ({ chatId }) => {
      const saved = [
        ...await snapshot(client, chatListKey()),
        ...await snapshot(client, trpc.chat.unreadCount.queryKey()),
      ];
      const unread = unreadOf(client, chatId);
      markChatRead(client, chatId);
      setChatUnread(client, (n) => n - unread);
      return saved;
    },
    onError: (_err, _input, saved) => restore(client, saved),
    onSuccess: (res) => setChatUnread(client, () => res.unreadCount),
  }));
}
