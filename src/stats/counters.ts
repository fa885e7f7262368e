/**
 * The platform counters' share of the writes that create accounts and publish, edit or delete
 * posts: each adds its `sum`s to the caller's atomic, so a counter moves exactly when its record does.
 */
import { minus, ONE } from "../core/counters.ts";
import type { Category } from "../shared/post_rules.ts";
import { categoryPostsKey, platformCounterKey } from "./keys.ts";

/** Adds one student to `op` (the atomic that creates the account). */
export function countStudentOp(op: Deno.AtomicOperation): Deno.AtomicOperation {
  return op.sum(platformCounterKey("students"), ONE);
}

/** Takes one student away in `op` (the atomic that removes the account). */
export function uncountStudentOp(op: Deno.AtomicOperation): Deno.AtomicOperation {
  return op.sum(platformCounterKey("students"), minus(1));
}

/** Adds (`change` 1) or takes away (-1) one post, and one of `category` when it is a roadmap. */
export function countPostOp(
  op: Deno.AtomicOperation,
  category: Category | null,
  change: 1 | -1,
): Deno.AtomicOperation {
  const amount = change === 1 ? ONE : minus(1);
  op.sum(platformCounterKey("posts"), amount);
  if (category) op.sum(categoryPostsKey(category), amount);
  return op;
}

/** Moves one roadmap post from category `from` to `to` (an edit); nothing when they are equal. */
export function moveCategoryOp(
  op: Deno.AtomicOperation,
  from: Category | null,
  to: Category | null,
): Deno.AtomicOperation {
  if (from === to) return op;
  if (from) op.sum(categoryPostsKey(from), minus(1));
  if (to) op.sum(categoryPostsKey(to), ONE);
  return op;
}
