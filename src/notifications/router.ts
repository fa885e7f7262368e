/** Notifications and their counter (spec 000 §7), in both the older (PUT) and newer (PATCH) forms. */
import { z } from "zod";
import { idSchema } from "../shared/ids.ts";
import { cursorField, limitField } from "../shared/paging.ts";
import { authedProcedure, router } from "../http/trpc.ts";
import {
  deleteNotification,
  listNotifications,
  markAllRead,
  markNotificationRead,
  unreadCount,
} from "./service.ts";
import { prefsInput } from "../shared/notification_prefs.ts";
import { getPrefs, updatePrefs } from "./preferences.ts";
import { muteState, setMuted } from "./mutes.ts";

const idInput = z.object({ id: idSchema("Notification not found.") });
const postInput = z.object({ id: idSchema("Post not found.") });

export const notificationsRouter = router({
  list: authedProcedure
    .meta({
      rest: { method: "GET", path: "/notifications" },
      summary: "One's notifications, newest first, 20 a page.",
      answers: "{ notifications: NotificationView[], unreadCount, cursor }",
    })
    .input(z.object({
      limit: limitField(50, 20),
      cursor: cursorField,
    }))
    .query(({ ctx, input }) => listNotifications(ctx.deps, ctx.user._id, input)),
  unreadCount: authedProcedure
    .meta({
      rest: { method: "GET", path: "/notifications/unread-count" },
      summary: "How many of one's notifications are unread.",
      answers: "{ unreadCount }",
    })
    .query(async ({ ctx }) => ({ unreadCount: await unreadCount(ctx.deps.kv, ctx.user._id) })),
  markRead: authedProcedure
    .meta({
      rest: [
        { method: "PUT", path: "/notifications/{id}/read" },
        { method: "PATCH", path: "/notifications/{id}/read" },
      ],
      summary: "Marks one notification read.",
      answers: "{ notification, unreadCount }",
    })
    .input(idInput)
    .mutation(({ ctx, input }) => markNotificationRead(ctx.deps, ctx.user._id, input.id)),
  markAllRead: authedProcedure
    .meta({
      rest: [
        { method: "PUT", path: "/notifications/mark-read" },
        { method: "PATCH", path: "/notifications/mark-all-read" },
      ],
      summary: "Marks every notification read.",
      answers: "{ unreadCount: 0 }",
    })
    .mutation(({ ctx }) => markAllRead(ctx.deps, ctx.user._id)),
  remove: authedProcedure
    .meta({
      rest: { method: "DELETE", path: "/notifications/{id}" },
      summary: "Deletes one notification.",
      answers: "{ success: true, unreadCount }",
    })
    .input(idInput)
    .mutation(({ ctx, input }) => deleteNotification(ctx.deps, ctx.user._id, input.id)),
  preferences: authedProcedure
    .meta({
      rest: { method: "GET", path: "/notifications/preferences" },
      summary: "One's notification preferences: per kind, in the bell (live) and by e-mail.",
      answers: "{ preferences: { live: { followers, posts, likes, comments, shares, mentions, " +
        "chat }, email: { … } } }",
    })
    .query(async ({ ctx }) => ({ preferences: await getPrefs(ctx.deps.kv, ctx.user._id) })),
  updatePreferences: authedProcedure
    .meta({
      rest: { method: "PUT", path: "/notifications/preferences" },
      summary: "Changes some of one's notification preferences; the others stay.",
      answers: "{ preferences }",
    })
    .input(prefsInput)
    .mutation(({ ctx, input }) => updatePrefs(ctx.deps, ctx.user._id, input)),
  muted: authedProcedure
    .meta({
      rest: { method: "GET", path: "/posts/{id}/mute" },
      summary: "Whether one muted a post's notifications.",
      answers: "{ isMuted }",
    })
    .input(postInput)
    .query(({ ctx, input }) => muteState(ctx.deps.kv, ctx.user._id, input.id)),
  mute: authedProcedure
    .meta({
      rest: { method: "POST", path: "/posts/{id}/mute" },
      summary: "Mutes a post: no more like, comment, share or mention notifications from it.",
      answers: "{ isMuted: true }",
    })
    .input(postInput)
    .mutation(({ ctx, input }) => setMuted(ctx.deps, ctx.user._id, input.id, true)),
  unmute: authedProcedure
    .meta({
      rest: { method: "DELETE", path: "/posts/{id}/mute" },
      summary: "Unmutes a post: its notifications come again.",
      answers: "{ isMuted: false }",
    })
    .input(postInput)
    .mutation(({ ctx, input }) => setMuted(ctx.deps, ctx.user._id, input.id, false)),
});
