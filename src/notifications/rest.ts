/** REST: notifications and their counter (spec 000 §7), both the older (PUT) and newer (PATCH) forms. */
import { type Context, Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/env.ts";
import { pathId, signedInUser } from "../http/guards.ts";
import { readQuery } from "../http/validate.ts";
import {
  deleteNotification,
  listNotifications,
  markAllRead,
  markNotificationRead,
  unreadCount,
} from "./service.ts";

const listQuery = z.object({
  limit: z.coerce.number().int().min(1, "limit must be 1 to 50").max(50, "limit must be 1 to 50")
    .default(20),
  cursor: z.string().max(2048).optional(),
});
const NOT_FOUND = "Notification not found.";

const readOne = async (c: Context<AppEnv>) =>
  c.json(await markNotificationRead(c.var.deps, signedInUser(c)._id, pathId(c, "id", NOT_FOUND)));
const readAll = async (c: Context<AppEnv>) =>
  c.json(await markAllRead(c.var.deps, signedInUser(c)._id));

export const notificationsRest = new Hono<AppEnv>()
  .get("/notifications", async (c) => {
    const me = signedInUser(c);
    return c.json(await listNotifications(c.var.deps, me._id, readQuery(c, listQuery)));
  })
  .get("/notifications/unread-count", async (c) => {
    const me = signedInUser(c);
    return c.json({ unreadCount: await unreadCount(c.var.deps.kv, me._id) });
  })
  .put("/notifications/mark-read", readAll)
  .patch("/notifications/mark-all-read", readAll)
  .put("/notifications/:id/read", readOne)
  .patch("/notifications/:id/read", readOne)
  .delete("/notifications/:id", async (c) => {
    const me = signedInUser(c);
    return c.json(await deleteNotification(c.var.deps, me._id, pathId(c, "id", NOT_FOUND)));
  });
