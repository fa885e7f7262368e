/**
 * The trending outbox: an act (a post, like, comment, share or follow) adds a task to its own
 * atomic write, so the standings learn of every committed act even if the process dies right
 * after; the worker applies tasks at least once, and applying is idempotent.
 */
import { ONE } from "../core/counters.ts";
import { newId } from "../core/ids.ts";
import { outboxKey, outboxSignalKey } from "./keys.ts";

/** What to bring up to date; each task names a fact the worker reads back, never a delta. */
export type TrendingTask =
  | { kind: "post"; postId: string }
  | { kind: "like"; postId: string; userId: string }
  | { kind: "share"; postId: string; userId: string }
  | { kind: "comment"; postId: string; commentId: string }
  | { kind: "follow"; followerId: string; followeeId: string };

/** Adds `task` to the atomic write `op` (two mutations, no checks). */
export function recordTrending(
  op: Deno.AtomicOperation,
  task: TrendingTask,
  now: number,
): Deno.AtomicOperation {
  return op.set(outboxKey(newId(now)), task).sum(outboxSignalKey, ONE);
}
