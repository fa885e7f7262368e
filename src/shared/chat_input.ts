/** What a student sends as a chat message, over HTTP or the socket (spec 000 §5). */
import { z } from "zod";
import { MESSAGE_MAX } from "./chat_limits.ts";

export const messageInput = z.object({
  content: z.string({ error: "Message cannot be empty" }).trim().min(1, "Message cannot be empty")
    .max(MESSAGE_MAX, `Messages must be at most ${MESSAGE_MAX} characters`),
  type: z.literal("text", { error: "Only text messages can be sent" }).default("text"),
  /** The sender's own id for this message: resending it after a dropped connection is safe. */
  clientId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "clientId must be 1 to 64 letters or digits")
    .optional(),
});

export type MessageInput = z.infer<typeof messageInput>;
