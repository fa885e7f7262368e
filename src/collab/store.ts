/**
 * A room's Y.Doc in KV: a chunked snapshot plus a log of the updates since. Yjs updates are
 * idempotent, so loading applies the snapshot and then every log entry still present; a crash
 * between writing a snapshot and trimming the log only leaves entries that apply twice harmlessly.
 */
import * as Y from "yjs";
import { getChunked, setChunked } from "../core/chunked.ts";
import { deleteListed, retryAtomic } from "../core/kv.ts";
import { logKey, logPrefix, snapshotKey } from "./keys.ts";

/** A log entry stays well under the 64 KiB value limit; bigger batches go into a snapshot. */
export const MAX_LOG_ENTRY_BYTES = 60_000;
/** Compact once the log holds this many entries or bytes. */
export const COMPACT_ENTRIES = 500;
export const COMPACT_BYTES = 512 * 1024;

export type LoadedRoom = {
  /** Sequence number the next log entry gets. */
  nextSeq: number;
  logEntries: number;
  logBytes: number;
  snapshotBytes: number;
};

/** Applies the stored state of `roomId` to `doc` (empty for a new room). */
export async function loadRoom(kv: Deno.Kv, roomId: string, doc: Y.Doc): Promise<LoadedRoom> {
  const snapshot = await getChunked(kv, snapshotKey(roomId));
  const updates: Uint8Array[] = snapshot ? [snapshot] : [];
  let nextSeq = 0;
  let logBytes = 0;
  for await (const entry of kv.list<Uint8Array>({ prefix: logPrefix(roomId) })) {
    updates.push(entry.value);
    logBytes += entry.value.length;
    nextSeq = Number(entry.key[entry.key.length - 1]) + 1;
  }
  if (updates.length > 0) Y.applyUpdate(doc, mergeInGroups(updates), "store");
  return {
    nextSeq,
    logEntries: updates.length - (snapshot ? 1 : 0),
    logBytes,
    snapshotBytes: snapshot?.length ?? 0,
  };
}

/** Inputs per `Y.mergeUpdates` call in `mergeInGroups`. */
const MERGE_GROUP = 16;

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

/** Appends one update at `seq`; answers the sequence number actually used. */
export async function appendUpdate(
  kv: Deno.Kv,
  roomId: string,
  seq: number,
  update: Uint8Array,
): Promise<number> {
  // A number is taken only once; if another writer got there first, take the next one.
  let next = seq;
  return await retryAtomic(() => {
    const taken = next++;
    const key = logKey(roomId, taken);
    return { op: kv.atomic().check({ key, versionstamp: null }).set(key, update), value: taken };
  }, { attempts: Infinity });
}

/** Writes `state` as the snapshot, then removes the log entries below `upToSeq` it covers. */
export async function writeSnapshot(
  kv: Deno.Kv,
  roomId: string,
  state: Uint8Array,
  upToSeq: number,
): Promise<void> {
  await setChunked(kv, snapshotKey(roomId), state);
  await deleteListed(kv, { prefix: logPrefix(roomId), end: logKey(roomId, upToSeq) });
}
