/** tRPC procedures for chat: thin adapters over the chat service. */
import { idSchema } from "../http/validate.ts";
import { z } from "zod";
import { authedProcedure, router } from "../http/trpc.ts";
import { CHAT_PAGE_SIZE, messageInput } from "./model.ts";
import { getMessages, listChats, markRead, openChat, unreadTotal } from "./service.ts";
import { sendMessage } from "./send.ts";

export const chatRouter = router({
  list: authedProcedure
    .input(
      z.object({
        page: z.number().int().min(1).default(1),
        limit: z.number().int().min(1).max(50).default(CHAT_PAGE_SIZE),
      }),
    )
    .query(({ ctx, input }) => listChats(ctx.deps, ctx.user._id, input.page, input.limit)),
  open: authedProcedure.input(z.object({ userId: idSchema("User not found.") })).mutation((
    { ctx, input },
  ) => openChat(ctx.deps, ctx.user._id, input.userId)),
  messages: authedProcedure
    .input(z.object({
      chatId: idSchema("Chat not found."),
      after: idSchema("Message not found.").optional(),
      before: idSchema("Message not found.").optional(),
      limit: z.number().int().min(1).max(200).default(50),
    }))
    .query(({ ctx, input }) => getMessages(ctx.deps, ctx.user._id, input.chatId, input)),
  send: authedProcedure.input(messageInput.extend({ chatId: idSchema("Chat not found.") }))
    .mutation((
      { ctx, input },
    ) => sendMessage(ctx.deps, ctx.user._id, input.chatId, input)),
  read: authedProcedure.input(z.object({ chatId: idSchema("Chat not found.") })).mutation((
    { ctx, input },
  ) => markRead(ctx.deps, ctx.user._id, input.chatId)),
  unreadCount: authedProcedure.query(async ({ ctx }) => ({
    unreadCount: await unreadTotal(ctx.deps, ctx.user._id),
  })),
});
