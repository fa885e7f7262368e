/**
 * Keeps the people index in step with user records: the words of a student's name and their
 * username, each pointing at the student. Entries follow from the record alone, so the writes are
 * the difference between the record before and after, added to the caller's atomic.
 */
import type { UserRecord } from "../users/model.ts";
import { normaliseWord, termsOf } from "../shared/search_terms.ts";
import { personKey } from "./keys.ts";

/** The words a student is found by: those of their name, and their username whole. */
export function personTerms(user: Pick<UserRecord, "name" | "username">): string[] {
  return [...new Set([...termsOf(user.name), normaliseWord(user.username)])].filter((t) => t);
}

/** Adds the writes that move the people index from `before` (or nothing) to `after` (or
 * nothing: the account is gone). */
export function reindexPersonOp(
  op: Deno.AtomicOperation,
  before: UserRecord | null,
  after: UserRecord | null,
): Deno.AtomicOperation {
  const was = before ? personTerms(before) : [];
  const now = after ? personTerms(after) : [];
  for (const term of was) if (!now.includes(term)) op.delete(personKey(term, before!._id));
  for (const term of now) if (!was.includes(term)) op.set(personKey(term, after!._id), null);
  return op;
}
