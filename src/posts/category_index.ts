/**
 * What a post's category changes besides the post itself: its entry in the category index and the
 * platform counters. Each adds to the caller's atomic, so index and counters move with the record.
 * Also the one-time indexing of roadmaps published before the index existed.
 */
import type { Category } from "../shared/post_rules.ts";
import { countPostOp, moveCategoryOp } from "../stats/counters.ts";
import type { PostRecord } from "./model.ts";
import { postsByCategoryBuiltKey, postsByCategoryKey, postsPrefix } from "./keys.ts";

/** A roadmap post's category; other kinds have none. */
export function categoryOf(post: Pick<PostRecord, "section">): Category | null {
  return post.section?.category ?? null;
}

/** Adds the category entry and the counters of publishing `post` to `op`. */
export function publishOp(op: Deno.AtomicOperation, post: PostRecord): Deno.AtomicOperation {
  const category = categoryOf(post);
  if (category) op.set(postsByCategoryKey(category, post._id), null);
  return countPostOp(op, category, 1);
}

/** Adds the removal of `post`'s category entry and its counters to `op` (a delete). */
export function unpublishOp(op: Deno.AtomicOperation, post: PostRecord): Deno.AtomicOperation {
  const category = categoryOf(post);
  if (category) op.delete(postsByCategoryKey(category, post._id));
  return countPostOp(op, category, -1);
}

/** Adds the move of an edited post's category entry (and counters) to `op`, when it moved. */
export function recategoriseOp(
  op: Deno.AtomicOperation,
  before: PostRecord,
  after: PostRecord,
): Deno.AtomicOperation {
  const from = categoryOf(before);
  const to = categoryOf(after);
  if (from === to) return op;
  if (from) op.delete(postsByCategoryKey(from, before._id));
  if (to) op.set(postsByCategoryKey(to, after._id), null);
  return moveCategoryOp(op, from, to);
}

/**
 * Puts every roadmap published before the category index existed into it, once per database (a
 * no-op once `postsByCategoryBuiltKey` is set); answers whether it ran. Each entry is written
 * with a check on the post as read, so a post edited or deleted meanwhile is read again rather
 * than indexed under a category it no longer has. Entries already there are written again,
 * harmlessly.
 */
export async function indexExistingCategoriesOnce(kv: Deno.Kv, now: number): Promise<boolean> {
  if ((await kv.get(postsByCategoryBuiltKey)).value !== null) return false;
  for await (const listed of kv.list<PostRecord>({ prefix: postsPrefix })) {
    let entry: Deno.KvEntryMaybe<PostRecord> = listed;
    for (;;) {
      const post = entry.value;
      const category = post && categoryOf(post);
      if (!post || !category) break;
      const key = postsByCategoryKey(category, post._id);
      if ((await kv.atomic().check(entry).set(key, null).commit()).ok) break;
      entry = await kv.get<PostRecord>(listed.key);
    }
  }
  await kv.set(postsByCategoryBuiltKey, now);
  return true;
}
