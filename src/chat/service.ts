/**
 * 1:1 chat (spec 000 §4 "Chat messages", §7 "Chat"): one chat per pair, the chat list, message
 * history, unread counts and reading. Sending is in `send.ts`. Only the two participants can
 * read or write a chat.
 */
import { countOf } from "../core/counters.ts";
import type { AppDeps } from "../deps.ts";
import { AppError } from "../core/errors.ts";
import { newId } from "../core/ids.ts";
import { getExisting, getManyAtOnce, getManyBatched, retryAtomic } from "../core/kv.ts";
import { requireUser } from "../users/service.ts";
import { authorsOf } from "../posts/views.ts";
import { findWaiting } from "./batches.ts";
import { blockKey, isBlockedEitherWay } from "../safety/blocks.ts";
import {
  byLastActivity,
  type ChatRecord,
  type ChatView,
  type MessageRecord,
  type MessageView,
} from "./model.ts";
import {
  chatByPairKey,
  chatKey,
  inboxKey,
  inboxPrefix,
  messageKey,
  messagesPrefix,
  unreadKey,
  unreadPrefix,
} from "./keys.ts";

type Deps = Pick<AppDeps, "kv" | "clock" | "hub" | "chat">;

/** The chat records, counts and histories with every message stored so far taken in
 * (`apply.ts`), by any process. */
function current(deps: Pick<Deps, "chat">): Promise<void> {
  return deps.chat.applier.sweep();
}

/** Stored messages, in the order asked, whether or not their chat has taken them in yet (null:
 * none with that id). */
export async function storedMessages(
  kv: Deno.Kv,
  refs: readonly { chatId: string; messageId: string }[],
): Promise<(MessageRecord | null)[]> {
  const rows = await getManyAtOnce<MessageRecord>(
    kv,
    refs.map(({ chatId, messageId }) => messageKey(chatId, messageId)),
  );
  return await Promise.all(
    refs.map(async ({ chatId, messageId }, i) =>
      rows[i].value ?? (await findWaiting(kv, chatId, messageId))?.record ?? null
    ),
  );
}

/** A stored message, whether or not its chat has taken it in yet. */
export async function storedMessage(
  kv: Deno.Kv,
  chatId: string,
  messageId: string,
): Promise<MessageRecord | null> {
  const [message] = await storedMessages(kv, [{ chatId, messageId }]);
  return message;
}

const notFound = () => new AppError("NOT_FOUND", "Chat not found.");

/** Said when one of the two blocked the other: nothing new passes between them. */
export const CANNOT_MESSAGE = "You can't message this student.";
export const cannotMessage = () => new AppError("FORBIDDEN", CANNOT_MESSAGE);

/** Refuses a new message in `chatId` from `me` across a block (or to a non-participant, 404). */
export async function refuseAcrossBlock(kv: Deno.Kv, me: string, chatId: string): Promise<void> {
  const chat = await requireChat(kv, me, chatId);
  if (await isBlockedEitherWay(kv, me, otherParticipant(chat, me))) throw cannotMessage();
}

/** The chat if `userId` takes part in it; others learn nothing (404). */
export async function requireChat(
  kv: Deno.Kv,
  userId: string,
  chatId: string,
): Promise<ChatRecord> {
  const chat = (await kv.get<ChatRecord>(chatKey(chatId))).value;
  if (!chat || !chat.participants.includes(userId)) throw notFound();
  return chat;
}

export function otherParticipant(chat: ChatRecord, userId: string): string {
  return chat.participants[0] === userId ? chat.participants[1] : chat.participants[0];
}

async function viewChats(kv: Deno.Kv, chats: ChatRecord[], viewerId: string): Promise<ChatView[]> {
  const author = await authorsOf(kv, chats.flatMap((c) => c.participants));
  const unread = await getManyBatched(kv, chats.map((c) => unreadKey(viewerId, c._id)));
  const blocks = await getManyBatched(
    kv,
    chats.flatMap((c) => {
      const other = otherParticipant(c, viewerId);
      return [blockKey(viewerId, other), blockKey(other, viewerId)];
    }),
  );
  return chats.map((c, i) => ({
    _id: c._id,
    participants: c.participants.map(author),
    lastMessage: c.lastMessage
      ? {
        content: c.lastMessage.content,
        sender: c.lastMessage.senderId,
        timestamp: new Date(c.lastMessage.timestamp).toISOString(),
      }
      : null,
    unreadCount: countOf(unread[i].value),
    createdAt: new Date(c.createdAt).toISOString(),
    blocked: blocks[2 * i].value !== null || blocks[2 * i + 1].value !== null,
  }));
}

export async function viewMessages(kv: Deno.Kv, messages: MessageRecord[]): Promise<MessageView[]> {
  const author = await authorsOf(kv, messages.map((m) => m.senderId));
  return messages.map((m) => ({
    _id: m._id,
    chatId: m.chatId,
    content: m.content,
    type: m.type,
    sender: author(m.senderId),
    clientId: m.clientId,
    createdAt: new Date(m.createdAt).toISOString(),
    editedAt: m.editedAt ? new Date(m.editedAt).toISOString() : null,
    deleted: Boolean(m.deletedAt),
  }));
}

/** The chat between `me` and `otherId`, created on first use (idempotent); across a block only
 * an existing one opens (read-only). */
export async function openChat(
  deps: Pick<Deps, "kv" | "clock">,
  me: string,
  otherId: string,
): Promise<ChatView> {
  if (me === otherId) throw new AppError("BAD_REQUEST", "You cannot chat with yourself.");
  const other = await requireUser(deps.kv, otherId);
  if (other.suspendedAt) throw new AppError("NOT_FOUND", "User not found.");
  const chat = await retryAtomic(async () => {
    const [pair, ab, ba] = await deps.kv.getMany<[string, number, number]>([
      chatByPairKey(me, otherId),
      blockKey(me, otherId),
      blockKey(otherId, me),
    ]);
    // An existing chat still opens across a block, read-only; a new one is never started.
    if (pair.value) return { value: await requireChat(deps.kv, me, pair.value) };
    if (ab.value !== null || ba.value !== null) throw cannotMessage();
    const now = deps.clock.now();
    const chat: ChatRecord = {
      _id: newId(now),
      participants: me < otherId ? [me, otherId] : [otherId, me],
      lastMessage: null,
      createdAt: now,
    };
    const op = deps.kv.atomic()
      .check(pair, ab, ba)
      .set(chatKey(chat._id), chat)
      .set(chatByPairKey(me, otherId), chat._id)
      .set(inboxKey(me, chat._id, chat._id), null)
      .set(inboxKey(otherId, chat._id, chat._id), null);
    return { op, value: chat };
  }, { attempts: 5, message: "Could not open the chat. Please try again." });
  return (await viewChats(deps.kv, [chat], me))[0];
}

/** `me`'s chats, most recent activity first, by page. */
export async function listChats(
  deps: Deps,
  me: string,
  page: number,
  limit: number,
): Promise<{ chats: ChatView[]; pagination: { page: number; pages: number; total: number } }> {
  await current(deps);
  const ids = await Array.fromAsync(
    deps.kv.list({ prefix: inboxPrefix(me) }),
    (e) => e.key[3] as string,
  );
  const all = (await getExisting<ChatRecord>(deps.kv, ids.map(chatKey))).sort(byLastActivity);
  return {
    chats: await viewChats(deps.kv, all.slice((page - 1) * limit, page * limit), me),
    pagination: { page, pages: Math.max(1, Math.ceil(all.length / limit)), total: all.length },
  };
}

/** Messages of a chat, oldest first: the latest `limit`, or those after / before a message. */
export async function getMessages(
  deps: Deps,
  me: string,
  chatId: string,
  q: { after?: string; before?: string; limit: number },
): Promise<{ chat: ChatView; messages: MessageView[] }> {
  await current(deps);
  const chat = await requireChat(deps.kv, me, chatId);
  const prefix = messagesPrefix(chatId);
  const selector: Deno.KvListSelector = q.after
    ? { prefix, start: [...prefix, `${q.after}\0`] }
    : q.before
    ? { prefix, end: messageKey(chatId, q.before) }
    : { prefix };
  const records: MessageRecord[] = [];
  const reverse = !q.after;
  for await (const e of deps.kv.list<MessageRecord>(selector, { limit: q.limit, reverse })) {
    records.push(e.value);
  }
  if (reverse) records.reverse();
  return {
    chat: (await viewChats(deps.kv, [chat], me))[0],
    messages: await viewMessages(deps.kv, records),
  };
}

/** Marks a chat read for `me`; answers the total unread count. */
export async function markRead(
  deps: Deps,
  me: string,
  chatId: string,
): Promise<{ unreadCount: number }> {
  await current(deps);
  await requireChat(deps.kv, me, chatId);
  const marked = await retryAtomic(async () => {
    const entry = await deps.kv.get(unreadKey(me, chatId));
    if (countOf(entry.value) === 0) return { value: false };
    return { op: deps.kv.atomic().check(entry).delete(entry.key), value: true };
  }, { attempts: 10, message: "Could not mark the chat read. Please try again." });
  const after = await unreadCountOf(deps.kv, me);
  if (marked) deps.hub.sendToUser(me, "chat_read", { chatId, unreadCount: after });
  return { unreadCount: after };
}

export async function unreadTotal(deps: Pick<Deps, "kv" | "chat">, me: string): Promise<number> {
  await current(deps);
  return unreadCountOf(deps.kv, me);
}

/** Unread messages over all of `userId`'s chats: the sum of the per-chat counters, one listed
 * entry per chat with something unread (reading a chat removes its counter). No total is kept,
 * so applying a message writes one counter, not two. */
export async function unreadCountOf(kv: Deno.Kv, userId: string): Promise<number> {
  let total = 0;
  for await (const e of kv.list({ prefix: unreadPrefix(userId) })) total += countOf(e.value);
  return total;
}
