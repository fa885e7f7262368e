/**
 * Sending a chat message (spec 000 §4 "Chat messages"): stored before it is delivered to every
 * tab of both students; a resend with the same `clientId` is answered with the stored copy.
 */
import type { AppDeps } from "../deps.ts";
import type { Connection } from "../realtime/hub.ts";
import type { MessageInput, MessageView } from "./model.ts";

export { messagesPerSender } from "./commit.ts";

type Deps = Pick<AppDeps, "hub" | "chat">;

/**
 * Stores a message with the next group write (`commit.ts`), then delivers it to every tab of
 * both students (one frame, encoded once) but the socket it came from, whose `message_sent`
 * carries the same message. Its chat's list entry and unread counts are stored by the next pass
 * (`apply.ts`), or at once for a read of them.
 */
export async function sendMessage(
  deps: Deps,
  me: string,
  chatId: string,
  input: MessageInput,
  from?: Connection,
): Promise<MessageView> {
  const stored = await deps.chat.committer.submit({
    chatId,
    senderId: me,
    content: input.content,
    clientId: input.clientId ?? null,
  });
  // A resend answers the stored copy and delivers nothing again.
  if (stored.to.length > 0) {
    deps.hub.sendToUsers(stored.to, "new_message", { chatId, message: stored.view }, from);
  }
  return stored.view;
}
