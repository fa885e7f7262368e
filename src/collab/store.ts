/**
 * A room's Y.Doc in KV: a chunked snapshot plus a log of the updates since. Yjs updates are
 * idempotent and commutative, so loading applies the snapshot and every log entry still present,
 * in any order. Several instances may append to one room's log (keys that cannot collide) and
 * compact it: a compaction replaces the snapshot only if it is still the one it folded in, and
 * deletes, in that same atomic write, only the log entries it folded in.
 */
import * as Y from "yjs";
import { readChunked, replaceChunked, setChunked } from "../core/chunked.ts";
import { newId } from "../core/ids.ts";
import { retryAtomic } from "../core/kv.ts";
import { logKey, logPrefix, seedKey, snapshotKey } from "./keys.ts";

/** A log entry stays well under the 64 KiB value limit; bigger batches go into a snapshot. */
export const MAX_LOG_ENTRY_BYTES = 60_000;
/** Compact once the log holds this many entries or bytes. */
export const COMPACT_ENTRIES = 500;
export const COMPACT_BYTES = 512 * 1024;
/** Log entries one compaction folds in at most: their deletes share one atomic (≤ 1000 writes). */
export const MAX_FOLDED = 900;

export type LoadedRoom = {
  /** The names of the log entries read (the last part of their keys), one each. */
  entryNames: Deno.KvKeyPart[];
  logBytes: number;
  snapshotBytes: number;
  /** The snapshot's versionstamp as read (null: none yet), for the next compaction's check. */
  snapshotStamp: string | null;
};

/** Applies the stored state of `roomId` to `doc` (empty for a new room) with `origin`. */
export async function loadRoom(
  kv: Deno.Kv,
  roomId: string,
  doc: Y.Doc,
  origin: unknown = "store",
): Promise<LoadedRoom> {
  // The log first: a compaction that deletes entries listed here after the listing has already
  // put them in the snapshot read next. (Read the other way round, they could be missed.)
  const updates: Uint8Array[] = [];
  const entryNames: Deno.KvKeyPart[] = [];
  let logBytes = 0;
  for await (const entry of kv.list<Uint8Array>({ prefix: logPrefix(roomId) })) {
    updates.push(entry.value);
    entryNames.push(entry.key.at(-1)!);
    logBytes += entry.value.length;
  }
  const snapshot = await readChunked(kv, snapshotKey(roomId));
  if (snapshot.value) updates.push(snapshot.value);
  if (updates.length > 0) Y.applyUpdate(doc, mergeInGroups(updates), origin);
  return {
    entryNames,
    logBytes,
    snapshotBytes: snapshot.value?.length ?? 0,
    snapshotStamp: snapshot.versionstamp,
  };
}

/** Inputs per `Y.mergeUpdates` call in `mergeInGroups`. */
export const MERGE_GROUP = 16;

/**
 * One update holding all of `updates`, merged at most 16 at a time up a tree. `Y.mergeUpdates`
 * sorts all its inputs again for every struct it writes (and filters them into a new array), so
 * its cost per update grows with their number: ~2.5 µs each for a burst of 25 of the trace's
 * updates, ~21 µs for 2,000, ~63 µs for 8,000 (a burst that waited on a slow write, or a room's
 * log on loading). Groups of 16 keep it at ~3 µs whatever the count.
 */
export function mergeInGroups(updates: Uint8Array[]): Uint8Array {
  if (updates.length <= 1) return updates[0] ?? Y.mergeUpdates([]);
  let level = updates;
  do {
    const next: Uint8Array[] = [];
    for (let i = 0; i < level.length; i += MERGE_GROUP) {
      const group = level.slice(i, i + MERGE_GROUP);
      next.push(group.length === 1 ? group[0] : Y.mergeUpdates(group));
    }
    level = next;
  } while (level.length > 1);
  return level[0];
}

/** Appends one update to the room's log under a fresh ULID; answers the entry's name. */
export function appendUpdate(kv: Deno.Kv, roomId: string, update: Uint8Array): Promise<string> {
  return retryAtomic(() => {
    // A ULID never repeats; the check only makes an overwrite impossible rather than unlikely.
    const entry = newId();
    const key = logKey(roomId, entry);
    return { op: kv.atomic().check({ key, versionstamp: null }).set(key, update), value: entry };
  }, { attempts: 5 });
}

/**
 * Stores `update` (a new room's first content) unless some instance already did; answers
 * whether this call stored it. The loser loads the winner's instead of adding a second copy.
 */
export async function claimSeed(kv: Deno.Kv, roomId: string, update: Uint8Array): Promise<boolean> {
  const key = seedKey(roomId);
  return (await kv.atomic().check({ key, versionstamp: null }).set(key, update).commit()).ok;
}

/** Writes `state` as the snapshot of a room nobody has opened yet (a new room's first file). */
export async function writeSnapshot(kv: Deno.Kv, roomId: string, state: Uint8Array): Promise<void> {
  await setChunked(kv, snapshotKey(roomId), state);
}

export type CompactOptions = {
  /** The snapshot's versionstamp the doc already holds (from loading or the last compaction). */
  known: string | null;
  /** Origin of stored changes applied to `doc` (another instance's, not yet in it). */
  origin: unknown;
  /** The doc's whole state, read at the moment it is folded in. */
  state(): Uint8Array;
  /** Log entries (by name) this doc wrote itself: already in it, so not applied again. */
  own?: ReadonlySet<Deno.KvKeyPart>;
  /** Every entry of the log is in `own` (no other instance writes this room): the log is not
   * listed, and the entries in `own` are the ones folded in. Listing it read every entry's value
   * back only to delete it. */
  ownAll?: boolean;
};

/**
 * Rewrites the room as one snapshot: the current snapshot, the log entries present (at most
 * `MAX_FOLDED`) and everything in `doc`, all applied to `doc` first. The new snapshot replaces
 * the one read only if no other instance replaced it meanwhile, and only the entries read are
 * deleted, in the same atomic write; on a lost race it reads again and retries. Answers the new
 * snapshot's size and versionstamp.
 */
export async function compactRoom(
  kv: Deno.Kv,
  roomId: string,
  doc: Y.Doc,
  options: CompactOptions,
): Promise<{ bytes: number; stamp: string; folded: Deno.KvKeyPart[] }> {
  let known = options.known;
  while (true) {
    const head = await kv.get(snapshotKey(roomId));
    let expected = head.versionstamp;
    if (expected !== known) {
      // Another instance compacted: its snapshot may hold what this doc lacks.
      const current = await readChunked(kv, snapshotKey(roomId));
      if (current.value) Y.applyUpdate(doc, current.value, options.origin);
      expected = current.versionstamp;
    }
    const folded: Deno.KvKey[] = [];
    const updates: Uint8Array[] = [];
    if (options.ownAll) {
      for (const name of options.own ?? []) {
        if (folded.length === MAX_FOLDED) break;
        folded.push([...logPrefix(roomId), name]);
      }
    } else {
      const entries = kv.list<Uint8Array>({ prefix: logPrefix(roomId) }, { limit: MAX_FOLDED });
      for await (const entry of entries) {
        folded.push(entry.key);
        if (!options.own?.has(entry.key.at(-1)!)) updates.push(entry.value);
      }
    }
    if (updates.length > 0) Y.applyUpdate(doc, mergeInGroups(updates), options.origin);
    const state = options.state();
    const stamp = await replaceChunked(kv, snapshotKey(roomId), state, {
      expected,
      alsoWrite: (op) => folded.forEach((key) => op.delete(key)),
    });
    if (stamp !== null) return { bytes: state.length, stamp, folded: folded.map((k) => k.at(-1)!) };
    known = expected;
  }
}
