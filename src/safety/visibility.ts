/**
 * What a viewer may see of what others wrote, after blocks and moderation: nothing by a student
 * blocked either way, nothing by a suspended student, and no hidden item; authors always see
 * their own. Costs the viewer's block list once and the authors of a page once.
 */
import { UserReads } from "../users/repo.ts";
import { blockedEitherWay, isBlockedEitherWay } from "./blocks.ts";

/** Whose writing a viewer is spared, read once per request, with the students it read since. */
export type Viewer = { id: string | null; blocked: Set<string>; users: UserReads };

/** Something a student wrote that an operator may hide. */
export type Authored = { authorId: string; hiddenAt?: number | null };

/** The viewer (signed out: `null`) with the students hidden from them by blocks. */
export async function viewerOf(kv: Deno.Kv, viewerId: string | null): Promise<Viewer> {
  const blocked = viewerId ? await blockedEitherWay(kv, viewerId) : new Set<string>();
  return { id: viewerId, blocked, users: new UserReads(kv) };
}

/** The suspended students among `ids`. */
async function suspendedAmong(users: UserReads, ids: Iterable<string>): Promise<Set<string>> {
  const read = await users.of(ids);
  return new Set([...read.values()].filter((u) => u.suspendedAt).map((u) => u._id));
}

/** Whether `viewer` may see each of `items`, in order. */
export async function visibleTo<T extends Authored>(
  viewer: Viewer,
  items: T[],
): Promise<boolean[]> {
  const others = items.filter((i) => i.authorId !== viewer.id).map((i) => i.authorId);
  const suspended = others.length ? await suspendedAmong(viewer.users, others) : new Set<string>();
  return items.map((i) =>
    i.authorId === viewer.id ||
    (!i.hiddenAt && !viewer.blocked.has(i.authorId) && !suspended.has(i.authorId))
  );
}

/** Whether `viewerId` may see the one item `item`. */
export async function canSee(
  kv: Deno.Kv,
  viewerId: string | null,
  item: Authored,
): Promise<boolean> {
  if (item.authorId === viewerId) return true;
  if (item.hiddenAt) return false;
  if (viewerId && await isBlockedEitherWay(kv, viewerId, item.authorId)) return false;
  return (await suspendedAmong(new UserReads(kv), [item.authorId])).size === 0;
}
