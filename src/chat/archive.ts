/** What the data export holds of chat: every chat of the student with all its messages. */
import { getExisting } from "../core/kv.ts";
import { usernamesOf } from "../users/repo.ts";
import { chatKey, inboxPrefix, messagesPrefix } from "./keys.ts";
import { byLastActivity, type ChatRecord, type MessageRecord } from "./model.ts";

const iso = (ms: number) => new Date(ms).toISOString();

/** Every chat of the student with all its messages, oldest first. */
export async function chatsOf(kv: Deno.Kv, userId: string) {
  const ids = await Array.fromAsync(
    kv.list({ prefix: inboxPrefix(userId) }),
    (e) => e.key[3] as string,
  );
  const chats = (await getExisting<ChatRecord>(kv, ids.map(chatKey))).sort(byLastActivity);
  const who = await usernamesOf(kv, chats.flatMap((c) => c.participants));
  const out = [];
  for (const chat of chats) {
    const messages = await Array.fromAsync(
      kv.list<MessageRecord>({ prefix: messagesPrefix(chat._id) }),
      (e) => ({
        _id: e.value._id,
        sender: who(e.value.senderId),
        content: e.value.content,
        createdAt: iso(e.value.createdAt),
      }),
    );
    out.push({
      _id: chat._id,
      participants: chat.participants.map(who),
      createdAt: iso(chat.createdAt),
      messages,
    });
  }
  return out;
}
