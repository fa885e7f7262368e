/**
 * Who points at an uploaded image: posts and profile pictures. An act that adds or drops such a
 * reference reads the uploads first (`readImageRefs`) and folds the counting into its own atomic
 * write (`referencesOp`), so an upload's count is exact and one that lost its last reference is
 * noted for the sweep (`blob_sweep.ts`) in the same write that orphaned it.
 */
import { minus, ONE } from "../core/counters.ts";
import { getManyBatched } from "../core/kv.ts";
import { blobKeyPattern } from "./blob_store.ts";
import { blobGarbageKey, uploadEpochKey, uploadKey, uploadRefsKey } from "./keys.ts";

export const MEDIA_PREFIX = "/media/";

/** The blob key of an image URL of ours (`/media/<key>`), or null for anything else. */
export function blobKeyOf(url: string): string | null {
  const key = url.startsWith(MEDIA_PREFIX) ? url.slice(MEDIA_PREFIX.length) : "";
  return blobKeyPattern.test(key) ? key : null;
}

/** The distinct blob keys among `urls` (a post showing one image twice holds one reference). */
export function blobKeysOf(urls: Iterable<string | null | undefined>): Set<string> {
  const keys = new Set<string>();
  for (const url of urls) {
    const key = url ? blobKeyOf(url) : null;
    if (key) keys.add(key);
  }
  return keys;
}

/** What `readImageRefs` read: the owner's epoch entry, which uploads are theirs, and which of those
 * have their references counted. */
export type ImageRefs = {
  ownerId: string;
  epoch: Deno.KvEntryMaybe<unknown>;
  owned: Set<string>;
  counted: Set<string>;
};

/** Reads the uploads behind `urls` as `ownerId` would use them, in one consistent read. */
export async function readImageRefs(
  kv: Deno.Kv,
  ownerId: string,
  urls: Iterable<string | null | undefined>,
): Promise<ImageRefs> {
  const keys = [...blobKeysOf(urls)];
  const entries = await getManyBatched(kv, [
    uploadEpochKey(ownerId),
    ...keys.flatMap((k) => [uploadKey(k), uploadRefsKey(k)]),
  ]);
  const refs: ImageRefs = { ownerId, epoch: entries[0], owned: new Set(), counted: new Set() };
  keys.forEach((key, i) => {
    const upload = entries[1 + 2 * i].value as { ownerId?: string } | null;
    if (upload?.ownerId !== ownerId) return;
    refs.owned.add(key);
    if (entries[2 + 2 * i].value !== null) refs.counted.add(key);
  });
  return refs;
}

/** Whether every one of `urls` is an upload of the owner `refs` was read for. */
export function allOwned(refs: ImageRefs, urls: Iterable<string>): boolean {
  for (const url of urls) {
    const key = blobKeyOf(url);
    if (!key || !refs.owned.has(key)) return false;
  }
  return true;
}

/**
 * Adds to `op` the reference changes of an act that goes from pointing at `before` to `after`
 * (image URLs): +1 for each upload newly pointed at, -1 and a note for the sweep for each one let
 * go (answers the notes' keys). Uploads not counted (stored before counting began) are left alone.
 * When references are added, the owner's epoch is checked: the sweep cannot have removed one
 * since it was read.
 */
export function referencesOp(
  op: Deno.AtomicOperation,
  refs: ImageRefs,
  change: {
    before: Iterable<string | null | undefined>;
    after: Iterable<string | null | undefined>;
  },
  now: number,
): Deno.KvKey[] {
  const before = blobKeysOf(change.before);
  const after = blobKeysOf(change.after);
  const added = [...after].filter((k) => !before.has(k) && refs.counted.has(k));
  const dropped = [...before].filter((k) => !after.has(k) && refs.counted.has(k));
  if (added.length > 0) op.check(refs.epoch);
  for (const key of added) op.sum(uploadRefsKey(key), ONE);
  const notes = dropped.map((key) => blobGarbageKey(now, key));
  for (const [i, key] of dropped.entries()) {
    op.sum(uploadRefsKey(key), minus(1)).set(notes[i], refs.ownerId);
  }
  return notes;
}
