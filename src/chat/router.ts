/** tRPC procedures for chat: thin adapters over the chat service. */
import { z } from "zod";
import { authedProcedure, router } from "../http/trpc.ts";
import { CHAT_PAGE_SIZE, messageInput } from "./model.ts";
import { getMessages, listChats, markRead, openChat, unreadTotal } from "./service.ts";
import { sendMessage } from "./send.ts";

const ulid = (m: string) => z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, m);

export const chatRouter = router({
  list: authedProcedure
    .input(
      z.object({
        page: z.number().int().min(1).default(1),
        limit: z.number().int().min(1).max(50).default(CHAT_PAGE_SIZE),
      }),
    )
    .query(({ ctx, input }) => listChats(ctx.deps, ctx.user._id, input.page, input.limit)),
  open: authedProcedure.input(z.object({ userId: ulid("User not found.") })).mutation((
    { ctx, input },
  ) => openChat(ctx.deps, ctx.user._id, input.userId)),
  messages: authedProcedure
    .input(z.object({
      chatId: ulid("Chat not found."),
      after: ulid("Message not found.").optional(),
      before: ulid("Message not found.").optional(),
      limit: z.number().int().min(1).max(200).default(50),
    }))
    .query(({ ctx, input }) => getMessages(ctx.deps, ctx.user._id, input.chatId, input)),
  send: authedProcedure.input(messageInput.extend({ chatId: ulid("Chat not found.") })).mutation((
    { ctx, input },
  ) => sendMessage(ctx.deps, ctx.user._id, input.chatId, input)),
  read: authedProcedure.input(z.object({ chatId: ulid("Chat not found.") })).mutation((
    { ctx, input },
  ) => markRead(ctx.deps, ctx.user._id, input.chatId)),
  unreadCount: authedProcedure.query(async ({ ctx }) => ({
    unreadCount: await unreadTotal(ctx.deps, ctx.user._id),
  })),
});
