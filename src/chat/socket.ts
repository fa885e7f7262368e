/**
 * The chat's socket events (spec 000 §7 "Live socket"): join_chat, leave_chat, send_message,
 * typing_start and typing_stop in; new_message (from the service), user_typing out. Payloads are
 * checked by the hub against the socket contract before a handler runs; typing is paced.
 */
import type { AppDeps } from "../deps.ts";
import { sendMessage } from "./send.ts";
import { markRead, otherParticipant, requireChat } from "./service.ts";
import { retryText } from "../core/rate_limit.ts";
import { TypingPace } from "./typing_pace.ts";
import { isBlockedEitherWay } from "../safety/blocks.ts";

export function registerChatSocket(deps: AppDeps): void {
  const { hub } = deps;
  const topic = (id: string) => `chat:${id}`;

  hub.on("join_chat", async (conn, data) => {
    await requireChat(deps.kv, conn.userId, data.chatId);
    hub.subscribe(conn, topic(data.chatId));
    hub.reply(conn, "joined_chat", { chatId: data.chatId });
    await markRead(deps, conn.userId, data.chatId);
  });

  hub.on("leave_chat", (conn, data) => {
    hub.unsubscribe(conn, topic(data.chatId));
  });

  // Bounded: a socket flooding messages, or any while the write queue is full, is told to slow
  // down instead of queueing them all.
  hub.on("send_message", async (conn, data) => {
    // This socket learns of its message from `message_sent` alone; the students' other tabs
    // get `new_message`.
    const message = await sendMessage(deps, conn.userId, data.chatId, data, conn);
    hub.reply(conn, "message_sent", {
      chatId: data.chatId,
      clientId: data.clientId ?? null,
      message,
    });
  }, { bounded: true, full: () => deps.chat.committer.full() });

  const pace = new TypingPace(() => deps.clock.now());
  for (const [event, isTyping] of [["typing_start", true], ["typing_stop", false]] as const) {
    hub.on(event, async (conn, data) => {
      const chat = await requireChat(deps.kv, conn.userId, data.chatId);
      const verdict = pace.judge(conn.userId, data.chatId, isTyping);
      if (verdict === "drop") return;
      // Across a block nothing passes, not even that one is typing.
      if (await isBlockedEitherWay(deps.kv, ...chat.participants)) return;
      if (typeof verdict === "object") {
        // Told once per flood; the indicator the other student sees stays as it was.
        return hub.reply(conn, "error", {
          event,
          code: "TOO_MANY_REQUESTS",
          message: `You're sending typing updates too fast. ${retryText(verdict.tell)}`,
        });
      }
      hub.sendToUser(otherParticipant(chat, conn.userId), "user_typing", {
        chatId: data.chatId,
        userId: conn.userId,
        isTyping,
      });
    });
  }
}
