/**
 * One open conversation (spec 000 §4 "Chat messages", §5): its messages oldest first, older ones
 * on request, the room joined while it is open (again after each reconnect, then catching up on
 * what was missed) and left when it closes, read as messages arrive, and the other student's
 * typing. Sending is optimistic: the message shows at once as 'Sending...', is replaced by the
 * server's copy, and is removed with an alert if sending fails. A message the socket did not
 * confirm is sent again with the same clientId (after a reconnect, or over HTTP after a while),
 * which the server stores once. Only one send is pending at a time.
 */
import { useEffect, useRef, useState } from "react";
import type { SessionUser } from "../../http/session.ts";
import { on, onStatus, send as socketSend } from "../../client/socket.ts";
import { trpc, trpcMessage } from "../../client/trpc.ts";
import { logFailure, setActiveChat, setChatUnread } from "../notifications/store.ts";
import {
  type ChatMessage,
  type ChatView,
  mergeMessages,
  MESSAGES_PAGE,
  type MessageView,
  SEND_FALLBACK_MS,
  TYPING_EXPIRE_MS,
  TYPING_IDLE_MS,
  TYPING_REPEAT_MS,
} from "./types.ts";

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
};

type Pending = { clientId: string; content: string; timer?: ReturnType<typeof setTimeout> };

export type ConversationEvents = {
  /** The conversation was read (opened, or a message arrived while open). */
  onRead(): void;
  /** Sending failed; the content comes back so the input can offer it again. */
  onSendFailed(content: string): void;
};

export function useConversation(
  chatId: string,
  me: SessionUser,
  events: ConversationEvents,
): Conversation {
  const [status, setStatus] = useState<Conversation["status"]>("loading");
  const [chat, setChat] = useState<ChatView | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [hasOlder, setHasOlder] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [typing, setTyping] = useState(false);
  const [pending, setPending] = useState(false);

  const list = useRef<ChatMessage[]>([]);
  list.current = messages;
  const outbox = useRef<Pending | null>(null);
  const handlers = useRef(events);
  handlers.current = events;
  const typingSent = useRef(false);
  const typingStartedAt = useRef(0);
  const idleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const expireTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  function add(incoming: ChatMessage[]) {
    setMessages((m) => mergeMessages(m, incoming));
  }

  function markRead() {
    handlers.current.onRead();
    trpc.chat.read.mutate({ chatId }).then(
      (res) => setChatUnread(res.unreadCount),
      (err) => logFailure("Marking the conversation read", err),
    );
  }

  function settle(clientId: string) {
    const p = outbox.current;
    if (!p || p.clientId !== clientId) return;
    clearTimeout(p.timer);
    outbox.current = null;
    setPending(false);
  }

  function fail(clientId: string, message: string) {
    const p = outbox.current;
    if (!p || p.clientId !== clientId) return;
    settle(clientId);
    setMessages((m) => m.filter((x) => !(x.isOptimistic && x.clientId === clientId)));
    handlers.current.onSendFailed(p.content);
    alert(message);
  }

  function viaHttp(clientId: string) {
    const p = outbox.current;
    if (!p || p.clientId !== clientId) return;
    clearTimeout(p.timer);
    trpc.chat.send.mutate({ chatId, content: p.content, type: "text", clientId }).then(
      (message) => {
        add([message]);
        settle(clientId);
      },
      (err) => fail(clientId, trpcMessage(err, "Failed to send message. Please try again.")),
    );
  }

  /** Sends the pending message over the socket, or over HTTP when the socket is down. */
  function deliver() {
    const p = outbox.current;
    if (!p) return;
    clearTimeout(p.timer);
    const sent = socketSend("send_message", {
      chatId,
      content: p.content,
      type: "text",
      clientId: p.clientId,
    });
    if (sent) p.timer = setTimeout(() => viaHttp(p.clientId), SEND_FALLBACK_MS);
    else viaHttp(p.clientId);
  }

  function stopTyping() {
    clearTimeout(idleTimer.current);
    if (!typingSent.current) return;
    typingSent.current = false;
    socketSend("typing_stop", { chatId });
  }

  // The first messages.
  useEffect(() => {
    let live = true;
    trpc.chat.messages.query({ chatId, limit: MESSAGES_PAGE }).then(
      (res) => {
        if (!live) return;
        setChat(res.chat);
        add(res.messages);
        setHasOlder(res.messages.length === MESSAGES_PAGE);
        setStatus("ready");
      },
      (err) => {
        if (!live) return;
        logFailure("Loading the conversation", err);
        setStatus("missing");
      },
    );
    return () => {
      live = false;
    };
  }, [chatId]);

  // The room: joined now and after every reconnect (joining marks it read), left on close.
  useEffect(() => {
    setActiveChat(chatId);
    handlers.current.onRead();
    const join = () => socketSend("join_chat", { chatId });
    if (!join()) markRead();
    const offStatus = onStatus((s) => {
      if (s === "open") join();
    });
    return () => {
      offStatus();
      stopTyping();
      socketSend("leave_chat", { chatId });
      setActiveChat(null);
      clearTimeout(expireTimer.current);
      clearTimeout(outbox.current?.timer);
    };
  }, [chatId]);

  // Live events for this conversation.
  useEffect(() => {
    const offs = [
      on("new_message", (data) => {
        const { chatId: id, message } = data as { chatId: string; message: MessageView };
        if (id !== chatId || !message) return;
        add([message]);
        if (message.clientId) settle(message.clientId);
        if (message.sender._id !== me._id) {
          clearTimeout(expireTimer.current);
          setTyping(false);
          markRead();
        }
      }),
      on("message_sent", (data) => {
        const { chatId: id, clientId, message } = data as {
          chatId: string;
          clientId: string | null;
          message: MessageView;
        };
        if (id !== chatId || !message) return;
        add([message]);
        if (clientId) settle(clientId);
      }),
      on("error", (data) => {
        const e = data as { event?: string; message?: string; ref?: string } | null;
        if (e?.event !== "send_message" || !e.ref) return;
        fail(e.ref, e.message || "Failed to send message. Please try again.");
      }),
      on("user_typing", (data) => {
        const t = data as { chatId: string; userId: string; isTyping: boolean };
        if (t.chatId !== chatId || t.userId === me._id) return;
        clearTimeout(expireTimer.current);
        setTyping(t.isTyping);
        if (t.isTyping) expireTimer.current = setTimeout(() => setTyping(false), TYPING_EXPIRE_MS);
      }),
      on("reconnect", () => {
        // The socket rejoined (see above); fetch what was missed and resend what is unconfirmed.
        const last = list.current.filter((m) => !m.isOptimistic).at(-1)?._id;
        trpc.chat.messages.query(
          last ? { chatId, after: last, limit: 200 } : { chatId, limit: MESSAGES_PAGE },
        ).then(
          (res) => {
            add(res.messages);
            const p = outbox.current;
            if (p && res.messages.some((m) => m.clientId === p.clientId)) settle(p.clientId);
          },
          (err) => logFailure("Catching up on the conversation", err),
        );
        if (outbox.current) deliver();
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [chatId, me._id]);

  async function loadOlder() {
    const oldest = list.current.find((m) => !m.isOptimistic);
    if (!oldest || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const res = await trpc.chat.messages.query({
        chatId,
        before: oldest._id,
        limit: MESSAGES_PAGE,
      });
      add(res.messages);
      setHasOlder(res.messages.length === MESSAGES_PAGE);
    } catch (err) {
      logFailure("Loading older messages", err);
    } finally {
      setLoadingOlder(false);
    }
  }

  function send(content: string): boolean {
    const text = content.trim();
    if (!text || outbox.current) return false;
    const clientId = crypto.randomUUID();
    add([{
      _id: `local-${clientId}`,
      chatId,
      content: text,
      type: "text",
      sender: {
        _id: me._id,
        name: me.name,
        username: me.username,
        profilePicture: me.profilePicture,
      },
      clientId,
      createdAt: new Date().toISOString(),
      isOptimistic: true,
    }]);
    outbox.current = { clientId, content: text };
    setPending(true);
    stopTyping();
    deliver();
    return true;
  }

  function noteTyping() {
    const now = Date.now();
    if (!typingSent.current || now - typingStartedAt.current > TYPING_REPEAT_MS) {
      if (socketSend("typing_start", { chatId })) {
        typingSent.current = true;
        typingStartedAt.current = now;
      }
    }
    clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(stopTyping, TYPING_IDLE_MS);
  }

  return {
    status,
    chat,
    messages,
    hasOlder,
    loadingOlder,
    loadOlder: () => void loadOlder(),
    typing,
    pending,
    send,
    noteTyping,
  };
}
