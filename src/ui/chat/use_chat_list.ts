/**
 * The conversation list (spec 000 §2 "Chat page", §9): 20 per page, most recent first, more on
 * request while pages remain. Live messages move their conversation to the top with the new
 * preview and, unless it is the student's own or the open one, one more unread. Failures to load
 * are only logged (spec 000 §8).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { on } from "../../client/socket.ts";
import { trpc } from "../../client/trpc.ts";
import { logFailure } from "../notifications/store.ts";
import { CHAT_PAGE_SIZE, type ChatListPage, type ChatView, type MessageView } from "./types.ts";

export type ChatList = {
  chats: ChatView[];
  status: "loading" | "ready" | "error";
  hasMore: boolean;
  loadingMore: boolean;
  loadMore(): void;
  /** Puts a conversation (just opened) into the list, read. */
  upsert(chat: ChatView): void;
  /** Marks a conversation read in the list. */
  markRead(chatId: string): void;
};

/** `fresh` first (the server's order), then those only known locally, without doubles. */
function mergeChats(fresh: ChatView[], known: ChatView[]): ChatView[] {
  const ids = new Set(fresh.map((c) => c._id));
  return [...fresh, ...known.filter((c) => !ids.has(c._id))];
}

export function useChatList(
  initial: ChatListPage | null,
  meId: string,
  activeChatId: string | null,
): ChatList {
  const [chats, setChats] = useState<ChatView[]>(initial?.chats ?? []);
  const [status, setStatus] = useState<ChatList["status"]>(initial ? "ready" : "loading");
  const [page, setPage] = useState(initial?.pagination.page ?? 1);
  const [pages, setPages] = useState(initial?.pagination.pages ?? 1);
  const [loadingMore, setLoadingMore] = useState(false);
  const active = useRef(activeChatId);
  active.current = activeChatId;
  const known = useRef(chats);
  known.current = chats;

  /** Reads the first page again and puts it on top of what is loaded. */
  const refresh = useCallback(async () => {
    try {
      const first = await trpc.chat.list.query({ page: 1, limit: CHAT_PAGE_SIZE });
      setChats((known) => mergeChats(first.chats, known));
      setPages((p) => Math.max(p, first.pagination.pages));
      setStatus("ready");
    } catch (err) {
      logFailure("Loading conversations", err);
      setStatus((s) => (s === "loading" ? "error" : s));
    }
  }, []);

  useEffect(() => {
    if (!initial) void refresh();
  }, []);

  useEffect(() => {
    const offs = [
      on("new_message", (data) => {
        const { chatId, message } = data as { chatId: string; message: MessageView };
        if (!chatId || !message) return;
        // A conversation this page has not seen yet (someone wrote first): read the top again.
        if (!known.current.some((c) => c._id === chatId)) {
          void refresh();
          return;
        }
        const counts = message.sender._id !== meId && chatId !== active.current;
        setChats((list) => {
          const chat = list.find((c) => c._id === chatId);
          if (!chat) return list;
          const moved: ChatView = {
            ...chat,
            lastMessage: {
              content: message.content,
              sender: message.sender._id,
              timestamp: message.createdAt,
            },
            unreadCount: counts ? chat.unreadCount + 1 : chat.unreadCount,
          };
          return [moved, ...list.filter((c) => c._id !== chatId)];
        });
      }),
      on("chat_read", (data) => {
        const chatId = (data as { chatId?: string } | null)?.chatId;
        if (chatId) {
          setChats((list) => list.map((c) => (c._id === chatId ? { ...c, unreadCount: 0 } : c)));
        }
      }),
      on("reconnect", () => void refresh()),
    ];
    return () => offs.forEach((off) => off());
  }, [meId, refresh]);

  async function loadMore() {
    if (loadingMore || page >= pages) return;
    setLoadingMore(true);
    try {
      const next = await trpc.chat.list.query({ page: page + 1, limit: CHAT_PAGE_SIZE });
      setChats((known) => mergeChats(known, next.chats));
      setPage(next.pagination.page);
      setPages(next.pagination.pages);
    } catch (err) {
      logFailure("Loading more conversations", err);
    } finally {
      setLoadingMore(false);
    }
  }

  return {
    chats,
    status,
    hasMore: page < pages,
    loadingMore,
    loadMore: () => void loadMore(),
    upsert: (chat) =>
      setChats((list) => {
        const at = list.findIndex((c) => c._id === chat._id);
        if (at === -1) return [{ ...chat, unreadCount: 0 }, ...list];
        return list.map((c) => (c._id === chat._id ? { ...c, unreadCount: 0 } : c));
      }),
    markRead: (chatId) =>
      setChats((list) => list.map((c) => (c._id === chatId ? { ...c, unreadCount: 0 } : c))),
  };
}
