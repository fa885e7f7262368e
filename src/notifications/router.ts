/** tRPC procedures for notifications: thin adapters over the notifications service. */
import { idSchema } from "../http/validate.ts";
import { z } from "zod";
import { authedProcedure, router } from "../http/trpc.ts";
import {
  deleteNotification,
  listNotifications,
  markAllRead,
  markNotificationRead,
  unreadCount,
} from "./service.ts";

const id = z.object({
  id: idSchema("Notification not found."),
});

export const notificationsRouter = router({
  list: authedProcedure
    .input(
      z.object({
        limit: z.number().int().min(1).max(50).default(20),
        cursor: z.string().max(2048).optional(),
      }),
    )
    .query(({ ctx, input }) => listNotifications(ctx.deps, ctx.user._id, input)),
  unreadCount: authedProcedure.query(async ({ ctx }) => ({
    unreadCount: await unreadCount(ctx.deps.kv, ctx.user._id),
  })),
  markRead: authedProcedure.input(id).mutation(({ ctx, input }) =>
    markNotificationRead(ctx.deps, ctx.user._id, input.id)
  ),
  markAllRead: authedProcedure.mutation(({ ctx }) => markAllRead(ctx.deps, ctx.user._id)),
  remove: authedProcedure.input(id).mutation(({ ctx, input }) =>
    deleteNotification(ctx.deps, ctx.user._id, input.id)
  ),
});
