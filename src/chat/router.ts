/** 1:1 chat over HTTP (spec 000 §7 "Chat"): the fallback and the catch-up beside the socket. */
import { z } from "zod";
import { idSchema, ulidField } from "../shared/ids.ts";
import { limitField, pageField } from "../shared/paging.ts";
import { authedProcedure, router } from "../http/trpc.ts";
import { CHAT_PAGE_SIZE } from "../shared/chat_limits.ts";
import { messageInput } from "../shared/chat_input.ts";
import { getMessages, listChats, markRead, openChat, unreadTotal } from "./service.ts";
import { sendMessage } from "./send.ts";
import { deleteMessage, editMessage } from "./edit.ts";

const chatId = idSchema("Chat not found.");
const messageId = ulidField("Message not found.");

export const chatRouter = router({
  list: authedProcedure
    .meta({
      rest: { method: "GET", path: "/chat" },
      summary: "One's conversations, last activity first, 20 a page.",
      answers: "{ chats: ChatView[], pagination: { page, pages, total } }",
    })
    .input(z.object({
      page: pageField(),
      limit: limitField(50, CHAT_PAGE_SIZE),
    }))
    .query(({ ctx, input }) => listChats(ctx.deps, ctx.user._id, input.page, input.limit)),
  open: authedProcedure
    .meta({
      rest: { method: "POST", path: "/chat/user/{userId}", wrap: "chat" },
      summary: "The chat with a student, created on first use (one per pair).",
      answers: "{ chat: ChatView }",
    })
    .input(z.object({ userId: idSchema("User not found.") }))
    .mutation(({ ctx, input }) => openChat(ctx.deps, ctx.user._id, input.userId)),
  messages: authedProcedure
    .meta({
      rest: { method: "GET", path: "/chat/{chatId}/messages" },
      summary: "Messages oldest first: the latest, or those after or before a message id.",
      answers: "{ chat: ChatView, messages: MessageView[] }",
    })
    .input(z.object({
      chatId,
      after: messageId.optional(),
      before: messageId.optional(),
      limit: limitField(200, 50),
    }))
    .query(({ ctx, input }) => getMessages(ctx.deps, ctx.user._id, input.chatId, input)),
  send: authedProcedure
    .meta({
      rest: { method: "POST", path: "/chat/{chatId}/messages", status: 201, wrap: "message" },
      summary: "Sends a message without the socket; the same clientId again stores nothing new.",
      answers: "{ message: MessageView }",
    })
    .input(messageInput.extend({ chatId }))
    .mutation(({ ctx, input }) => sendMessage(ctx.deps, ctx.user._id, input.chatId, input)),
  editMessage: authedProcedure
    .meta({
      rest: { method: "PUT", path: "/chat/{chatId}/messages/{messageId}", wrap: "message" },
      summary: "Edits one's own message; both students' tabs get message_edited.",
      answers: "{ message: MessageView } (editedAt set)",
    })
    .input(z.object({ chatId, messageId, content: messageInput.shape.content }))
    .mutation(({ ctx, input }) =>
      editMessage(ctx.deps, ctx.user._id, input.chatId, input.messageId, input.content)
    ),
  deleteMessage: authedProcedure
    .meta({
      rest: { method: "DELETE", path: "/chat/{chatId}/messages/{messageId}" },
      summary: "Deletes one's own message: kept in place as deleted, its text removed.",
      answers: "{ success: true }",
    })
    .input(z.object({ chatId, messageId }))
    .mutation(async ({ ctx, input }) => {
      await deleteMessage(ctx.deps, ctx.user._id, input.chatId, input.messageId);
      return { success: true };
    }),
  read: authedProcedure
    .meta({
      rest: { method: "PUT", path: "/chat/{chatId}/read" },
      summary: "Marks a conversation read.",
      answers: "{ unreadCount } (one's total)",
    })
    .input(z.object({ chatId }))
    .mutation(({ ctx, input }) => markRead(ctx.deps, ctx.user._id, input.chatId)),
  unreadCount: authedProcedure
    .meta({
      rest: { method: "GET", path: "/chat/unread-count" },
      summary: "How many chat messages are unread, over all conversations.",
      answers: "{ unreadCount }",
    })
    .query(async ({ ctx }) => ({ unreadCount: await unreadTotal(ctx.deps, ctx.user._id) })),
});
