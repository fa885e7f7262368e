/**
 * Sending a chat message (spec 000 §4 "Chat messages"): stored before it is delivered to every
 * tab of both students; a resend with the same `clientId` is answered with the stored copy.
 */
import { ONE } from "../core/counters.ts";
import { AppError } from "../core/errors.ts";
import { newId } from "../core/ids.ts";
import { retryAtomic } from "../core/kv.ts";
import { limitKey, planHit, tooMany } from "../core/rate_limit.ts";
import { userKey } from "../users/keys.ts";
import type { UserRecord } from "../users/model.ts";
import { authorOf } from "../posts/views.ts";
import type { AppDeps } from "../deps.ts";
import type { ChatRecord, MessageInput, MessageRecord, MessageView } from "./model.ts";
import {
  chatKey,
  clientMessageKey,
  inboxKey,
  messageKey,
  unreadKey,
  unreadTotalKey,
} from "./keys.ts";
import { otherParticipant, viewMessages } from "./service.ts";

type Deps = Pick<AppDeps, "kv" | "clock" | "hub">;

/** Spec-compatible pace: 20 messages per 10 seconds, which no fast typist reaches. */
export const messagesPerSender = { name: "chat_send", limit: 20, windowMs: 10_000 };

const notFound = () => new AppError("NOT_FOUND", "Chat not found.");

/**
 * Stores a message, then delivers it to every tab of both students. Two KV round trips: one
 * read of the chat, the resend marker, the pace limit and the sender; one atomic write of all.
 */
export async function sendMessage(
  deps: Deps,
  me: string,
  chatId: string,
  input: MessageInput,
): Promise<MessageView> {
  const clientKey = input.clientId ? clientMessageKey(chatId, me, input.clientId) : null;
  const paceKey = limitKey(messagesPerSender, me);
  const sent = await retryAtomic(async () => {
    const [entry, seen, pace, sender] = await deps.kv.getMany<
      [ChatRecord, string, number[], UserRecord]
    >([chatKey(chatId), clientKey ?? chatKey(chatId), paceKey, userKey(me)]);
    const chat = entry.value;
    if (!chat || !chat.participants.includes(me)) throw notFound();
    if (clientKey && seen.value) {
      // A resend of a message already stored: answer the stored copy; it is not a new send.
      const stored = (await deps.kv.get<MessageRecord>(messageKey(chatId, seen.value))).value;
      if (stored) return { value: { view: (await viewMessages(deps.kv, [stored]))[0], to: [] } };
    }
    const now = deps.clock.now();
    const plan = planHit(pace, messagesPerSender, now);
    if (!plan.ok) throw tooMany("You're sending messages too fast.", plan.retryAfterMs);
    const other = otherParticipant(chat, me);
    const message: MessageRecord = {
      _id: newId(now),
      chatId,
      senderId: me,
      content: input.content,
      type: "text",
      clientId: input.clientId ?? null,
      createdAt: now,
    };
    const oldOrder = chat.lastMessage?.messageId ?? chat._id;
    const next: ChatRecord = {
      ...chat,
      lastMessage: {
        content: message.content.slice(0, 200),
        senderId: me,
        timestamp: now,
        messageId: message._id,
      },
    };
    const op = deps.kv.atomic()
      .check(entry)
      .check(pace)
      .set(paceKey, plan.hits, { expireIn: messagesPerSender.windowMs })
      .set(messageKey(chatId, message._id), message)
      .set(chatKey(chatId), next);
    if (clientKey) op.check(seen).set(clientKey, message._id, { expireIn: 24 * 3600_000 });
    for (const p of chat.participants) {
      op.delete(inboxKey(p, oldOrder, chatId)).set(inboxKey(p, message._id, chatId), null);
    }
    op.sum(unreadKey(other, chatId), ONE).sum(unreadTotalKey(other), ONE);
    const view: MessageView = {
      _id: message._id,
      chatId,
      content: message.content,
      type: message.type,
      sender: authorOf(sender.value ?? undefined, me),
      clientId: message.clientId,
      createdAt: new Date(now).toISOString(),
    };
    return { op, value: { view, to: chat.participants } };
  }, { attempts: 20, message: "Too many messages at once. Please try again." });
  // A resend answers the stored copy and delivers nothing again.
  for (const p of sent.to) {
    deps.hub.sendToUser(p, "new_message", { chatId, message: sent.view });
  }
  return sent.view;
}
