/**
 * A departing student's chats are removed whole, for both participants (docs/decisions.md
 * "Deleting an account"): messages first (with their resend markers), in batches, then one atomic
 * write removes the chat, its pair entry, both inbox entries and the other participant's unread
 * count for it (their total is the sum of such counts), and raises the chat-removals counter. A
 * message applied meanwhile (`apply.ts`) fails the write's check and the chat is cleared again,
 * so no unread message is left counted; one stored but not yet applied is removed by the pass
 * that finds its chat gone, and none is stored once the counter has moved.
 */
import { ONE } from "../core/counters.ts";
import { deleteListed, retryAtomic } from "../core/kv.ts";
import type { AppDeps } from "../deps.ts";
import {
  chatByPairKey,
  chatKey,
  chatsRemovedKey,
  clientMessagesPrefix,
  inboxPrefix,
  messagesPrefix,
  pendingOf,
  sentAsKey,
  unappliedPrefix,
  unreadKey,
  unreadPrefix,
  unreadTotalKey,
  waitingPrefixes,
} from "./keys.ts";
import type { ChatRecord, MessageRecord } from "./model.ts";
import { otherParticipant, unreadCountOf } from "./service.ts";
import { dropFromBatches } from "./batches.ts";

type Deps = Pick<AppDeps, "kv" | "hub">;

/** The resend marker of a stored message (listed as a message or an unapplied entry), if any. */
function markerOf(entry: Deno.KvEntry<unknown>): Deno.KvKey[] {
  const m = entry.value as MessageRecord;
  return m.clientId ? [sentAsKey(m.clientId, m.chatId, m.senderId)] : [];
}

async function removeChat(deps: Deps, userId: string, chatId: string, inboxEntry: Deno.KvKey) {
  const { kv } = deps;
  const other = await retryAtomic(async () => {
    const chat = await kv.get<ChatRecord>(chatKey(chatId));
    if (!chat.value) return { op: kv.atomic().delete(inboxEntry), value: null };
    await deleteListed(kv, { prefix: messagesPrefix(chatId) }, { along: markerOf });
    // Markers an earlier version kept by chat.
    await deleteListed(kv, { prefix: clientMessagesPrefix(chatId) });
    // Messages not taken in yet are gone with the chat; one stored after this line is removed by
    // the pass that finds its chat deleted (`apply.ts`).
    const ofChat = (key: Deno.KvKey) => pendingOf(key).chatId === chatId;
    for (const prefix of waitingPrefixes) {
      const along = prefix === unappliedPrefix ? markerOf : undefined;
      await deleteListed(kv, { prefix }, { where: ofChat, along });
    }
    await dropFromBatches(kv, chatId);
    const other = otherParticipant(chat.value, userId);
    const op = kv.atomic().check(chat)
      .delete(chatKey(chatId))
      .delete(chatByPairKey(chat.value.participants[0], chat.value.participants[1]))
      .delete(inboxEntry)
      .delete(unreadKey(userId, chatId))
      .delete(unreadKey(other, chatId))
      .sum(chatsRemovedKey, ONE);
    // The other student's entry, found by its chat (one an earlier version moved holds an older
    // message's id as its order).
    for await (const e of kv.list({ prefix: inboxPrefix(other) })) {
      if (e.key[3] === chatId) op.delete(e.key);
    }
    return { op, value: other };
  }, { attempts: 20 });
  if (other) {
    // The other student's open tabs drop the chat's unread badge at once.
    deps.hub.sendToUser(other, "chat_read", {
      chatId,
      unreadCount: await unreadCountOf(kv, other),
    });
  }
}

export async function eraseChats(deps: Deps, userId: string): Promise<void> {
  const { kv } = deps;
  for (;;) {
    const page = await Array.fromAsync(kv.list({ prefix: inboxPrefix(userId) }, { limit: 20 }));
    if (page.length === 0) break;
    for (const e of page) await removeChat(deps, userId, e.key[3] as string, e.key);
  }
  await deleteListed(kv, { prefix: unreadPrefix(userId) });
  // The total an earlier version kept beside the per-chat counters.
  await kv.delete(unreadTotalKey(userId));
}
