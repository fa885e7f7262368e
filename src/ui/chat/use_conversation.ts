/**
 * One open conversation (spec 000 §4 "Chat messages", §5): its messages oldest first, older ones
 * on request, the room joined while it is open (again after each reconnect, then catching up on
 * what was missed while the socket was down or connecting) and left when it closes, read as messages arrive, and the other student's
 * typing. Sending is an optimistic mutation: the message shows at once as 'Sending...', is
 * replaced by the stored copy, and is taken out with an alert if sending fails. Only one send is
 * pending at a time.
 */
import { useEffect, useRef } from "react";
import { monotonicFactory } from "ulid";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import type { SessionUser } from "../../http/session.ts";
import { missedDeliveries, on, onStatus, send as socketSend } from "../../client/socket.ts";
import { trpcClient, trpcMessage } from "../../client/trpc.ts";
import {
  addMessages,
  applyMessageDeleted,
  applyMessageEdited,
  dropOptimistic,
  messagesKey,
  type MessagesPage,
  setActiveChat,
} from "./cache.ts";
import { deliver, type Outgoing } from "./deliver.ts";
import { useMarkChatRead } from "./queries.ts";
import { useTyping } from "./use_typing.ts";
import { type ChatMessage, type ChatView, mergeMessages, MESSAGES_PAGE } from "./types.ts";

/** A message's own id, sent with it so a resend is stored once: a ULID, so ids rise with time and
 * the server's markers of them share the store's last pages. */
const nextClientId = monotonicFactory();

export type Conversation = {
  status: "loading" | "ready" | "missing";
  /** The conversation as last read from the server. */
  chat: ChatView | null;
  messages: ChatMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder(): void;
  /** The other student is typing. */
  typing: boolean;
  /** A message is on its way; no other is sent meanwhile. */
  pending: boolean;
  /** Sends `content` (trimmed); false when it is empty or another send is pending. */
  send(content: string): boolean;
  /** Call on each edit of the input: starts typing, and stops it after 1 s idle. */
  noteTyping(): void;
  /** Edits one's own message; resolves once stored, rejects (after telling why) if refused. */
  edit(messageId: string, content: string): Promise<void>;
  /** Deletes one's own message: it stays in place as "message deleted". */
  remove(messageId: string): void;
};

export type ConversationEvents = {
  /** The conversation was opened here. */
  onRead(): void;
  /** Sending failed; the content comes back so the input can offer it again. */
  onSendFailed(content: string): void;
};

function optimistic(m: Outgoing, me: SessionUser): ChatMessage {
  const { _id, name, username, profilePicture } = me;
  return {
    _id: `local-${m.clientId}`,
    chatId: m.chatId,
    content: m.content,
    type: "text",
    sender: { _id, name, username, profilePicture },
    clientId: m.clientId,
    createdAt: new Date().toISOString(),
    editedAt: null,
    deleted: false,
    isOptimistic: true,
  };
}

export function useConversation(
  chatId: string,
  me: SessionUser,
  events: ConversationEvents,
): Conversation {
  const client = useQueryClient();
  const markRead = useMarkChatRead();
  const handlers = useRef(events);
  handlers.current = events;
  const typing = useTyping(chatId, me._id);

  const query = useInfiniteQuery({
    queryKey: messagesKey(chatId),
    queryFn: ({ pageParam }): Promise<MessagesPage> =>
      trpcClient.chat.messages.query({
        chatId,
        limit: MESSAGES_PAGE,
        ...(pageParam ? { before: pageParam } : {}),
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) =>
      page.messages.length >= MESSAGES_PAGE ? page.messages[0]._id : undefined,
    // Live events keep an open conversation current.
    staleTime: Infinity,
  });
  const pages = query.data?.pages ?? [];
  const messages = mergeMessages([], [...pages].reverse().flatMap((p) => p.messages));

  const sending = useMutation({
    mutationFn: deliver,
    onMutate: (m: Outgoing) => addMessages(client, chatId, [optimistic(m, me)]),
    onSuccess: (message) => addMessages(client, chatId, [message]),
    onError: (err, m) => {
      dropOptimistic(client, chatId, m.clientId);
      handlers.current.onSendFailed(m.content);
      alert(err.message || "Failed to send message. Please try again.");
    },
  });

  // The room: joined now and after every reconnect (joining marks it read), left on close.
  useEffect(() => {
    setActiveChat(chatId);
    handlers.current.onRead();
    const join = () => socketSend("join_chat", { chatId });
    if (!join()) markRead.mutate({ chatId });
    const offStatus = onStatus((s) => {
      if (s === "open") join();
    });
    return () => {
      offStatus();
      socketSend("leave_chat", { chatId });
      setActiveChat(null);
    };
  }, [chatId]);

  // Read as the other student's messages arrive; once the socket is ready (the first time too:
  // nothing was pushed while it connected), fetch what was missed.
  useEffect(() => {
    const offs = [
      on("new_message", (e) => {
        if (e.chatId !== chatId || e.message.sender._id === me._id) return;
        typing.heard(false);
        markRead.mutate({ chatId });
      }),
      onStatus((status) => {
        if (status !== "open") return;
        const stored = client.getQueryData<{ pages: MessagesPage[] }>(messagesKey(chatId));
        const last = stored?.pages[0]?.messages.filter((m) => !m.isOptimistic).at(-1)?._id;
        // After a close that says deliveries were lost, "after the last" could skip one.
        if (!last || missedDeliveries()) return void query.refetch();
        trpcClient.chat.messages.query({ chatId, after: last, limit: 200 }).then(
          (res) => addMessages(client, chatId, res.messages),
          (err) => console.warn("Catching up on the conversation failed", err),
        );
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [chatId, me._id]);

  return {
    status: query.isPending ? "loading" : query.isError && !query.data ? "missing" : "ready",
    chat: pages[0]?.chat ?? null,
    messages,
    hasOlder: query.hasNextPage,
    loadingOlder: query.isFetchingNextPage,
    loadOlder: () => void query.fetchNextPage(),
    typing: typing.theirs,
    pending: sending.isPending,
    send(content) {
      const text = content.trim();
      if (!text || sending.isPending) return false;
      typing.stop();
      sending.mutate({ chatId, content: text, clientId: nextClientId() });
      return true;
    },
    noteTyping: typing.note,
    async edit(messageId, content) {
      try {
        const message = await trpcClient.chat.editMessage.mutate({ chatId, messageId, content });
        applyMessageEdited(client, { chatId, message });
      } catch (err) {
        alert(trpcMessage(err, "Failed to edit message. Please try again."));
        throw err;
      }
    },
    remove(messageId) {
      trpcClient.chat.deleteMessage.mutate({ chatId, messageId }).then(
        () => applyMessageDeleted(client, { chatId, messageId }),
        (err) => alert(trpcMessage(err, "Failed to delete message. Please try again.")),
      );
    },
  };
}
