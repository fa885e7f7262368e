/**
 * Who and what a searcher may find, decided at read time: never a student blocked either way,
 * never a suspended account or what it wrote, never a post an operator hid (but to its author).
 */
import type { PostRecord } from "../posts/model.ts";
import type { UserRecord } from "../users/model.ts";
import { blockedEitherWay } from "../safety/blocks.ts";

export type Searcher = { id: string | null; hidden: Set<string> };

/** The searcher with the students hidden from them, read once per search. */
export async function searcherOf(kv: Deno.Kv, viewerId: string | null): Promise<Searcher> {
  return { id: viewerId, hidden: viewerId ? await blockedEitherWay(kv, viewerId) : new Set() };
}

/** Whether the searcher may find `user`. */
export function canFindPerson(s: Searcher, user: UserRecord | null): user is UserRecord {
  return user !== null && !s.hidden.has(user._id) && !user.suspendedAt;
}

/** Whether the searcher may find `post` by `author` (null: the author's record is gone). */
export function canFindPost(s: Searcher, post: PostRecord, author: UserRecord | null): boolean {
  if (post.authorId === s.id) return true;
  if (s.hidden.has(post.authorId) || post.hiddenAt) return false;
  return !author?.suspendedAt;
}
