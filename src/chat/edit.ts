/**
 * Editing and deleting one's own chat message (issue 19 "Edits"): a checked atomic write on the
 * stored message, delivered live to every tab of both students. A deleted message keeps its place
 * in the history with its content removed from storage, the chat's preview included.
 */
import type { AppDeps } from "../deps.ts";
import { AppError } from "../core/errors.ts";
import { retryAtomic } from "../core/kv.ts";
import { limitKey, paceOp, refuseFlood } from "../core/rate_limit.ts";
import { userKey } from "../users/keys.ts";
import { actorStillHereOp } from "../users/repo.ts";
import {
  type ChatRecord,
  type MessageRecord,
  type MessageView,
  type PendingMessage,
  PREVIEW_CHARS,
} from "./model.ts";
import { chatKey, messageKey, pendingKey } from "./keys.ts";
import { findWaiting } from "./batches.ts";
import { refuseAcrossBlock, requireChat, viewMessages } from "./service.ts";

type Deps = Pick<AppDeps, "kv" | "clock" | "hub" | "chat" | "writeLimits">;

/** Edits `messageId`'s text; only its sender may. */
export async function editMessage(
  deps: Deps,
  me: string,
  chatId: string,
  messageId: string,
  content: string,
): Promise<MessageView> {
  // Across a block the conversation is read-only; deleting one's own message stays possible.
  await refuseAcrossBlock(deps.kv, me, chatId);
  const stored = await change(deps, me, chatId, messageId, (m, now) => ({
    ...m,
    content,
    editedAt: now,
  }));
  const [view] = await viewMessages(deps.kv, [stored.message]);
  deps.hub.sendToUsers(stored.participants, "message_edited", { chatId, message: view });
  return view;
}

/** Deletes `messageId`: it stays in place as "message deleted", its text gone. */
export async function deleteMessage(
  deps: Deps,
  me: string,
  chatId: string,
  messageId: string,
): Promise<void> {
  const stored = await change(deps, me, chatId, messageId, (m, now) => ({
    ...m,
    content: "",
    deletedAt: now,
  }));
  deps.hub.sendToUsers(stored.participants, "message_deleted", { chatId, messageId });
}

/** One checked write: the message (under its chat, or still waiting for a pass), the sender's
 * pace, and the chat's preview of it if it is the last message (or the pending summary an earlier
 * version left, if the chat has not taken it in yet). */
async function change(
  deps: Deps,
  me: string,
  chatId: string,
  messageId: string,
  next: (m: MessageRecord, now: number) => MessageRecord,
): Promise<{ message: MessageRecord; participants: string[] }> {
  // Taken into its chat first (by whichever process stored it), so the message is under the
  // chat and the chat's preview is the one to keep in step.
  await deps.chat.applier.sweep();
  const { participants } = await requireChat(deps.kv, me, chatId);
  const { rule, message: tooFast } = deps.writeLimits.edits;
  const message = await retryAtomic(async () => {
    const [row, chat, pending, pace, actor] = await deps.kv.getMany<
      [MessageRecord, ChatRecord, PendingMessage, number[], unknown]
    >([
      messageKey(chatId, messageId),
      chatKey(chatId),
      pendingKey(chatId, messageId),
      limitKey(rule, me),
      userKey(me),
    ]);
    if (!chat.value) throw new AppError("NOT_FOUND", "Chat not found.");
    // Not taken into its chat yet (the pass is behind, or the sweep above failed): changed where
    // it waits, and the pass takes the changed copy in.
    const stored = row.value ? asRow(row) : await storedNow(deps.kv, chatId, messageId);
    if (!stored.value || stored.value.deletedAt) {
      throw new AppError("NOT_FOUND", "Message not found.");
    }
    if (stored.value.senderId !== me) {
      throw new AppError("FORBIDDEN", "You can only change your own messages.");
    }
    const now = deps.clock.now();
    const updated = next(stored.value, now);
    const op = paceOp(actorStillHereOp(deps.kv.atomic(), actor), pace, rule, now, tooFast)
      .check(row, chat, pending)
      .set(stored.entry.key, stored.replaced(updated));
    if (stored.entry !== row) op.check(stored.entry);
    const preview = updated.content.slice(0, PREVIEW_CHARS);
    if (pending.value) op.set(pending.key, { ...pending.value, preview });
    if (chat.value.lastMessage?.messageId === messageId) {
      op.set(chat.key, {
        ...chat.value,
        lastMessage: { ...chat.value.lastMessage, content: preview },
      });
    } else if (stored.waiting) {
      // Written again unchanged: a pass holding the older copy checks the chat, not each entry
      // stored after it (`needsCheck` in apply_write.ts), so the chat is what must move.
      op.set(chat.key, chat.value);
    }
    return { op, value: updated };
  }, { attempts: 20, exhausted: refuseFlood(tooFast) });
  return { message, participants };
}

/** Where a message is stored, as `change` writes it: the entry that holds it and its value with
 * the message replaced; `waiting`: not taken into its chat yet. */
type Where = {
  entry: Deno.KvEntryMaybe<unknown>;
  value: MessageRecord | null;
  replaced(next: MessageRecord): unknown;
  waiting: boolean;
};

const asRow = (row: Deno.KvEntryMaybe<MessageRecord>): Where => ({
  entry: row,
  value: row.value,
  replaced: (next) => next,
  waiting: false,
});

/** Where message `messageId` is stored now, read after its row was found missing: where it waits
 * for a pass, or its row (taken in meanwhile); `value` is null when it is in neither. */
async function storedNow(kv: Deno.Kv, chatId: string, messageId: string): Promise<Where> {
  const waiting = await findWaiting(kv, chatId, messageId);
  if (waiting) return { ...waiting, value: waiting.record, waiting: true };
  return asRow(await kv.get<MessageRecord>(messageKey(chatId, messageId)));
}
