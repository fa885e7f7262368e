/**
 * The chat in the page's query cache: the conversation list (pages of 20) and each open
 * conversation's messages (pages of 50, the latest first). Live events and sends change them here;
 * the conversation open in this tab is remembered so its messages are never counted unread.
 */
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { readAgainIfLoading } from "../../client/optimistic.ts";
import { trpc } from "../../client/query.tsx";
import { setChatUnread } from "../notifications/cache.ts";
import {
  type ChatListPage,
  type ChatMessage,
  type ChatView,
  mergeMessages,
  type MessageView,
} from "./types.ts";

/** One page of a conversation: the chat and its messages, oldest first. */
export type MessagesPage = { chat: ChatView; messages: ChatMessage[] };

/** Keys under tRPC's own paths, so `trpc.chat.pathFilter()` reaches them too. */
export const chatListKey = () => [...trpc.chat.list.pathKey(), { type: "infinite" }] as const;
export const messagesKey = (chatId: string) =>
  [...trpc.chat.messages.pathKey(), { input: { chatId }, type: "infinite" }] as const;

let activeChatId: string | null = null;

/** Says which conversation this tab shows (its new messages are read here, not counted). */
export function setActiveChat(chatId: string | null): void {
  activeChatId = chatId;
}

function patchList(client: QueryClient, change: (chats: ChatView[], page: number) => ChatView[]) {
  client.setQueryData<InfiniteData<ChatListPage>>(
    chatListKey(),
    (data) =>
      data && { ...data, pages: data.pages.map((p, i) => ({ ...p, chats: change(p.chats, i) })) },
  );
}

/** The loaded conversations, in order, each once. */
export function loadedChats(data: InfiniteData<ChatListPage> | undefined): ChatView[] {
  const seen = new Set<string>();
  return (data?.pages.flatMap((p) => p.chats) ?? []).filter((c) =>
    !seen.has(c._id) && seen.add(c._id)
  );
}

/** Puts `chat` on top of the list (read), or marks it read where it is. */
export function upsertChat(client: QueryClient, chat: ChatView): void {
  const known = loadedChats(client.getQueryData(chatListKey())).some((c) => c._id === chat._id);
  if (known) return markChatRead(client, chat._id);
  patchList(client, (chats, i) => (i === 0 ? [{ ...chat, unreadCount: 0 }, ...chats] : chats));
}

/** A conversation shown as read in the list. */
export function markChatRead(client: QueryClient, chatId: string): void {
  patchList(client, (chats) => chats.map((c) => (c._id === chatId ? { ...c, unreadCount: 0 } : c)));
}

/** Unread messages of one conversation, as the list knows them. */
export function unreadOf(client: QueryClient, chatId: string): number {
  return loadedChats(client.getQueryData(chatListKey())).find((c) => c._id === chatId)
    ?.unreadCount ?? 0;
}

/** A live message for a conversation: added, or, while the conversation is still loading, read
 * again (the answer on its way may be older than the message). */
export function addLiveMessages(client: QueryClient, chatId: string, incoming: ChatMessage[]) {
  if (!readAgainIfLoading(client, messagesKey(chatId))) addMessages(client, chatId, incoming);
}

/** Adds messages to a conversation's latest page (one copy each, optimistic ones replaced). */
export function addMessages(client: QueryClient, chatId: string, incoming: ChatMessage[]): void {
  client.setQueryData<InfiniteData<MessagesPage>>(messagesKey(chatId), (data) => {
    if (!data || data.pages.length === 0) return data;
    const [latest, ...older] = data.pages;
    return {
      ...data,
      pages: [{ ...latest, messages: mergeMessages(latest.messages, incoming) }, ...older],
    };
  });
}

/** Takes an optimistic message back out. */
export function dropOptimistic(client: QueryClient, chatId: string, clientId: string): void {
  client.setQueryData<InfiniteData<MessagesPage>>(messagesKey(chatId), (data) =>
    data && {
      ...data,
      pages: data.pages.map((p) => ({
        ...p,
        messages: p.messages.filter((m) => !(m.isOptimistic && m.clientId === clientId)),
      })),
    });
}

/**
 * A live `new_message`: into its conversation, its row moved to the top with the new preview,
 * and one more unread unless it is the student's own or the conversation is open here. A
 * conversation the list has not seen (someone wrote first) makes the list read again.
 */
export function applyNewMessage(
  client: QueryClient,
  meId: string,
  event: { chatId: string; message: MessageView },
): void {
  const { chatId, message } = event;
  addLiveMessages(client, chatId, [message]);
  const counts = message.sender._id !== meId && chatId !== activeChatId;
  if (counts) setChatUnread(client, (n) => n + 1);
  const list = client.getQueryData<InfiniteData<ChatListPage>>(chatListKey());
  const chat = loadedChats(list).find((c) => c._id === chatId);
  if (!chat) {
    if (list) void client.invalidateQueries({ queryKey: chatListKey() });
    return;
  }
  const moved: ChatView = {
    ...chat,
    lastMessage: {
      content: message.content,
      sender: message.sender._id,
      timestamp: message.createdAt,
    },
    unreadCount: counts ? chat.unreadCount + 1 : chat.unreadCount,
  };
  patchList(client, (chats, i) => [
    ...(i === 0 ? [moved] : []),
    ...chats.filter((c) => c._id !== chatId),
  ]);
}

/** A live `chat_read`: the reader's new total, and that conversation read in the list. */
export function applyChatRead(client: QueryClient, event: { chatId: string; unreadCount: number }) {
  setChatUnread(client, () => event.unreadCount);
  markChatRead(client, event.chatId);
}

/** Changes one stored message wherever its conversation's pages hold it. */
function patchMessage(
  client: QueryClient,
  chatId: string,
  messageId: string,
  change: (m: ChatMessage) => ChatMessage,
): void {
  client.setQueryData<InfiniteData<MessagesPage>>(messagesKey(chatId), (data) =>
    data && {
      ...data,
      pages: data.pages.map((p) => ({
        ...p,
        messages: p.messages.map((m) => (m._id === messageId && !m.isOptimistic ? change(m) : m)),
      })),
    });
}

/** A message its sender edited (live or one's own answer): the new text in place. */
export function applyMessageEdited(
  client: QueryClient,
  event: { chatId: string; message: MessageView },
): void {
  patchMessage(client, event.chatId, event.message._id, () => event.message);
  // The list's preview may be this message.
  void client.invalidateQueries({ queryKey: chatListKey() });
}

/** A message its sender deleted: kept in place as "message deleted". */
export function applyMessageDeleted(
  client: QueryClient,
  event: { chatId: string; messageId: string },
): void {
  patchMessage(client, event.chatId, event.messageId, (m) => ({
    ...m,
    content: "",
    deleted: true,
  }));
  void client.invalidateQueries({ queryKey: chatListKey() });
}
