/**
 * The live socket `/ws` (spec 000 §7 "Live socket"): every event in both directions with its
 * payload schema. The server's hub validates incoming frames with `clientEvents` and types what
 * it sends by `serverEvents`; the browser's socket module is typed by both (types only: no schema
 * code reaches the browser).
 */
import { z } from "zod";
import { messageInput } from "./chat_input.ts";
import { idSchema } from "./ids.ts";
import { messageViewSchema, notificationViewSchema } from "./views.ts";

const chatRef = z.object({ chatId: idSchema("Chat not found.", "chatId is required") });

/** Browser → server. */
export const clientEvents = {
  /** Answered by `pong` with the same data. */
  ping: z.unknown(),
  /** The answer to the server's `ping`: nothing comes back. */
  pong: z.unknown(),
  /** Joining answers `joined_chat` and marks the chat read. */
  join_chat: chatRef,
  leave_chat: chatRef,
  /** Answered by `message_sent`, or `error` with `ref` = clientId. */
  send_message: chatRef.extend(messageInput.shape),
  typing_start: chatRef,
  typing_stop: chatRef,
};

/** Server → browser. */
export const serverEvents = {
  /** The socket is registered. */
  ready: z.object({ userId: z.string() }),
  pong: z.unknown(),
  /** The server has heard nothing from this socket for 30 s: answer `pong`, or it is closed
   * (code 4003) after a minute of silence. */
  ping: z.null(),
  joined_chat: z.object({ chatId: z.string() }),
  message_sent: z.object({
    chatId: z.string(),
    clientId: z.string().nullable(),
    message: messageViewSchema,
  }),
  /** To every tab of both students. */
  new_message: z.object({ chatId: z.string(), message: messageViewSchema }),
  /** To every tab of both students: a message its sender edited (`editedAt` set). */
  message_edited: z.object({ chatId: z.string(), message: messageViewSchema }),
  /** To every tab of both students: a message its sender deleted; show "message deleted". */
  message_deleted: z.object({ chatId: z.string(), messageId: z.string() }),
  /** To every tab of the other student. */
  user_typing: z.object({ chatId: z.string(), userId: z.string(), isTyping: z.boolean() }),
  /** To the reader's tabs: the reader's total unread after reading `chatId`. */
  chat_read: z.object({ chatId: z.string(), unreadCount: z.number() }),
  new_notification: notificationViewSchema,
  /** To the student's tabs: one of their activity counts changed (a follower, a followed
   * student, a like on their posts, a post of theirs); read the profile again for the number. */
  activity_changed: z.object({ what: z.enum(["posts", "followers", "following", "likes"]) }),
  /** A refused frame; `ref` echoes the clientId of a refused message. With `retryInMs` (code
   * TOO_MANY_REQUESTS: the server is busy) the same frame may be sent again after that long. */
  error: z.object({
    event: z.string().optional(),
    code: z.string().optional(),
    message: z.string(),
    ref: z.string().optional(),
    retryInMs: z.number().int().positive().optional(),
  }),
};

/** What the server's handlers receive (defaults applied). */
export type ClientEvents = { [E in keyof typeof clientEvents]: z.infer<(typeof clientEvents)[E]> };
/** What the browser may send. */
export type ClientEventInputs = {
  [E in keyof typeof clientEvents]: z.input<(typeof clientEvents)[E]>;
};
export type ServerEvents = { [E in keyof typeof serverEvents]: z.infer<(typeof serverEvents)[E]> };
export type ClientEventName = keyof ClientEvents;
export type ServerEventName = keyof ServerEvents;
