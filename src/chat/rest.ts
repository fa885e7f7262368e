/** REST: the chat calls of spec 000 §7 "Chat" under `/api/chat` (the fallback without a socket). */
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/env.ts";
import { pathId, signedInUser } from "../http/guards.ts";
import { idSchema, readJson, readQuery } from "../http/validate.ts";
import { CHAT_PAGE_SIZE, messageInput } from "./model.ts";
import { getMessages, listChats, markRead, openChat, unreadTotal } from "./service.ts";
import { sendMessage } from "./send.ts";

const ulid = idSchema("Message not found.");
const listQuery = z.object({
  page: z.coerce.number().int().min(1, "page must be 1 or more").default(1),
  limit: z.coerce.number().int().min(1, "limit must be 1 to 50").max(50, "limit must be 1 to 50")
    .default(CHAT_PAGE_SIZE),
});
const messagesQuery = z.object({
  after: ulid.optional(),
  before: ulid.optional(),
  limit: z.coerce.number().int().min(1, "limit must be 1 to 200").max(200, "limit must be 1 to 200")
    .default(50),
});
const NOT_FOUND = "Chat not found.";

export const chatRest = new Hono<AppEnv>()
  .get("/chat/unread-count", async (c) => {
    const me = signedInUser(c);
    return c.json({ unreadCount: await unreadTotal(c.var.deps, me._id) });
  })
  .get("/chat", async (c) => {
    const me = signedInUser(c);
    const q = readQuery(c, listQuery);
    return c.json(await listChats(c.var.deps, me._id, q.page, q.limit));
  })
  .post("/chat/user/:userId", async (c) => {
    const me = signedInUser(c);
    const other = pathId(c, "userId", "User not found.");
    return c.json({ chat: await openChat(c.var.deps, me._id, other) });
  })
  .get("/chat/:chatId/messages", async (c) => {
    const me = signedInUser(c);
    const id = pathId(c, "chatId", NOT_FOUND);
    return c.json(await getMessages(c.var.deps, me._id, id, readQuery(c, messagesQuery)));
  })
  .post("/chat/:chatId/messages", async (c) => {
    const me = signedInUser(c);
    const id = pathId(c, "chatId", NOT_FOUND);
    const input = await readJson(c, messageInput);
    return c.json({ message: await sendMessage(c.var.deps, me._id, id, input) }, 201);
  })
  .put("/chat/:chatId/read", async (c) => {
    const me = signedInUser(c);
    return c.json(await markRead(c.var.deps, me._id, pathId(c, "chatId", NOT_FOUND)));
  });
