/** A chat message waiting for its group write (`commit.ts`), and how it is answered. */
import { AppError } from "../core/errors.ts";
import { newId } from "../core/ids.ts";
import type { Author } from "../shared/views.ts";
import type { MessageRecord, MessageView } from "./model.ts";

export type Draft = { chatId: string; senderId: string; content: string; clientId: string | null };

/** A stored message; `to` is who gets it live, empty for a resend answered with the stored copy. */
export type Stored = { view: MessageView; to: string[] };

export type Waiting = Draft & {
  resolve(s: Stored): void;
  reject(e: unknown): void;
  done?: boolean;
  /** The same message sent again before the first was stored: answered with the first. */
  follows?: Waiting;
  followers?: Waiting[];
};

/** Answers `w` (and the copies of it that wait on it) once. */
export function answer(w: Waiting, outcome: { stored: Stored } | { error: unknown }) {
  if (w.done) return;
  w.done = true;
  if ("stored" in outcome) w.resolve(outcome.stored);
  else w.reject(outcome.error);
  for (const f of w.followers ?? []) {
    answer(f, "stored" in outcome ? { stored: { view: outcome.stored.view, to: [] } } : outcome);
  }
}

/** The push-back of a full queue. */
export const BUSY = "You're sending messages too fast. Try again in a moment.";

/** The push-back of a full queue as an error; `retryInMs` tells the client when to send it
 * again. */
export function busy(retryInMs: number): AppError & { retryInMs: number } {
  return Object.assign(
    new AppError("TOO_MANY_REQUESTS", BUSY, { retryAfterSeconds: Math.ceil(retryInMs / 1000) }),
    { retryInMs },
  );
}

/** What storing `w` at `now` writes (the message) and what it answers. */
export function recordsOf(w: Waiting, now: number, sender: Author) {
  const message: MessageRecord = {
    _id: newId(now),
    chatId: w.chatId,
    senderId: w.senderId,
    content: w.content,
    type: "text",
    clientId: w.clientId,
    createdAt: now,
  };
  const view: MessageView = {
    _id: message._id,
    chatId: w.chatId,
    content: message.content,
    type: "text",
    sender,
    clientId: w.clientId,
    createdAt: new Date(now).toISOString(),

    editedAt: null,
    deleted: false,
  };
  return { message, view };
}
