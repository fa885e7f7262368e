/**
 * Blocks between students: who blocked whom, kept both ways so either side's list is one prefix
 * read. A block hides each student from the other everywhere (feeds, search, suggestions,
 * comments, notifications) and stops chat both ways, whichever of the two blocked.
 */
import { ONE } from "../core/counters.ts";

/** `blockerId` blocked `blockedId` (value: when, ms). */
export const blockKey = (blockerId: string, blockedId: string): Deno.KvKey => [
  "blocks",
  blockerId,
  blockedId,
];
export const blocksPrefix = (blockerId: string): Deno.KvKey => ["blocks", blockerId];

/** The same block seen from the blocked side (value: when, ms). */
export const blockedByKey = (blockedId: string, blockerId: string): Deno.KvKey => [
  "blocked_by",
  blockedId,
  blockerId,
];
export const blockedByPrefix = (blockedId: string): Deno.KvKey => ["blocked_by", blockedId];

/** Raised (Deno.KvU64) by every block and unblock, in the same write: what remembers which chats
 * are blocked (the chat's group write, `chat/commit.ts`) reads this one key instead of every
 * chat's two block keys, and reads those again only once it moved. */
export const blocksChangedKey: Deno.KvKey = ["blocks_changed"];

/** Adds `blockerId` blocking `blockedId` to the caller's atomic write. */
export function addBlock(
  op: Deno.AtomicOperation,
  blockerId: string,
  blockedId: string,
  now: number,
): Deno.AtomicOperation {
  return op.set(blockKey(blockerId, blockedId), now).set(blockedByKey(blockedId, blockerId), now)
    .sum(blocksChangedKey, ONE);
}

/** Adds lifting that block to the caller's atomic write. */
export function removeBlock(
  op: Deno.AtomicOperation,
  blockerId: string,
  blockedId: string,
): Deno.AtomicOperation {
  return op.delete(blockKey(blockerId, blockedId)).delete(blockedByKey(blockedId, blockerId))
    .sum(blocksChangedKey, ONE);
}

/** The two keys that say whether `a` blocked `b` or `b` blocked `a`; read them with `getMany`. */
export const eitherWayKeys = (a: string, b: string): Deno.KvKey[] => [
  blockKey(a, b),
  blockKey(b, a),
];

/** Whether the entries read at `eitherWayKeys` hold a block. */
export const blockedIn = (entries: Deno.KvEntryMaybe<unknown>[]): boolean =>
  entries.some((e) => e.value !== null);

/** Whether `a` blocked `b` or `b` blocked `a`. */
export async function isBlockedEitherWay(kv: Deno.Kv, a: string, b: string): Promise<boolean> {
  if (a === b) return false;
  return blockedIn(await kv.getMany(eitherWayKeys(a, b)));
}

/** Whether `blockerId` blocked `blockedId` (one way only). */
export async function hasBlocked(
  kv: Deno.Kv,
  blockerId: string,
  blockedId: string,
): Promise<boolean> {
  return (await kv.get(blockKey(blockerId, blockedId))).value !== null;
}

/** Everyone `userId` blocked or was blocked by: the students hidden from `userId`. */
export async function blockedEitherWay(kv: Deno.Kv, userId: string): Promise<Set<string>> {
  const ids = new Set<string>();
  for await (const e of kv.list({ prefix: blocksPrefix(userId) })) ids.add(e.key[2] as string);
  for await (const e of kv.list({ prefix: blockedByPrefix(userId) })) ids.add(e.key[2] as string);
  return ids;
}
