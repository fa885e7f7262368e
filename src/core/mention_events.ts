/**
 * Records who a written text mentions as a `mentioned` event in the same atomic write that stores
 * the text, so the notifications follow it even across a crash (src/core/events.ts).
 */
import type { DomainEvents, MentionEvent } from "./events.ts";

/** Adds the event to `op` when `usernames` names anyone; answers its id to deliver, or null. */
export function recordMentions(
  events: DomainEvents,
  op: Deno.AtomicOperation,
  authorId: string,
  usernames: string[],
  where: MentionEvent["in"],
  now: number,
): string | null {
  if (usernames.length === 0) return null;
  return events.record(op, { type: "mentioned", authorId, usernames, in: where }, now);
}

/** Delivers the events recorded (ids; nulls skipped) once their write committed. */
export async function deliverAll(events: DomainEvents, ids: (string | null)[]): Promise<void> {
  for (const id of ids) if (id) await events.deliver(id);
}
