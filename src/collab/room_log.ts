/**
 * The write-behind of one editor room: every change its instance accepted is appended to the
 * room's KV log in bursts, and the log is folded into a snapshot once it grows (store.ts). It also
 * keeps the room's stored size, which the room's size limit is measured against.
 */
import * as Y from "yjs";
import type { Logger } from "../core/log.ts";
import { errorFields } from "../core/log.ts";
import {
  appendUpdate,
  COMPACT_BYTES,
  COMPACT_ENTRIES,
  compactRoom,
  type LoadedRoom,
  MAX_LOG_ENTRY_BYTES,
  MERGE_GROUP,
  mergeInGroups,
} from "./store.ts";

/**
 * A burst of changes is written as one log entry: the first change of a burst waits this long for
 * the others, and a write never follows the previous one sooner (one KV write per few ms of
 * typing, not per keystroke; fewer entries also means fewer compactions).
 */
export const BATCH_MS = 25;

export type RoomLogOptions = {
  kv: Deno.Kv;
  logger: Logger;
  /** Stored size past which the room takes no more changes (see `fits`). */
  roomBytes: number;
  /** Origin under which stored changes another instance wrote are applied to the doc. */
  storeOrigin: unknown;
  /** No other instance holds the room, so every log entry is one this copy loaded or wrote. */
  alone: boolean;
};

export class RoomLog {
  /** Changes accepted and not written yet: merged `MERGE_GROUP` at a time as they come, the
   * group being filled in `fresh`. A burst is then held as a few updates rather than hundreds of
   * small arrays, which lived long enough (a batch's wait and its write) to reach V8's old
   * generation and stay there until its next full collection. */
  private pending: Uint8Array[] = [];
  private fresh: Uint8Array[] = [];
  private flushing: Promise<void> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private batchTimer: ReturnType<typeof setTimeout> | undefined;
  /** The snapshot's versionstamp the doc holds (compaction checks it is still current). */
  private snapshotStamp: string | null;
  /** Log entries this copy loaded or wrote since its last compaction (already in the doc, so a
   * compaction need not apply them). */
  private ownEntries: Set<Deno.KvKeyPart>;
  /** Another instance's changes arrived since the last compaction (see `close`). */
  private remoteSinceCompaction = false;
  private logEntries: number;
  private logBytes: number;
  private snapshotBytes: number;
  /** The live size last measured, and the stored size then (see `fits`). */
  private measured: { live: number; stored: number } | null = null;
  private compactWanted = false;
  private closed = false;

  constructor(
    private roomId: string,
    private doc: Y.Doc,
    loaded: LoadedRoom,
    private options: RoomLogOptions,
  ) {
    this.snapshotStamp = loaded.snapshotStamp;
    this.ownEntries = new Set(loaded.entryNames);
    this.logEntries = loaded.entryNames.length;
    this.logBytes = loaded.logBytes;
    this.snapshotBytes = loaded.snapshotBytes;
  }

  /** Stored size in bytes: what the room limit is measured against. */
  get storedBytes(): number {
    return this.snapshotBytes + this.logBytes;
  }

  /** Queues a change this instance accepted for the next write. */
  add(update: Uint8Array): void {
    this.fresh.push(update);
    if (this.fresh.length === MERGE_GROUP) this.pending.push(Y.mergeUpdates(this.fresh.splice(0)));
    this.schedule();
  }

  /** Counts a change another instance accepted: that instance stores it. */
  addRemote(update: Uint8Array): void {
    this.logBytes += update.length;
    this.remoteSinceCompaction = true;
  }

  /**
   * Whether `bytes` more fit in the room. The stored size still counts deleted content until the
   * next compaction, so past the limit the live content is measured and a compaction asked for.
   */
  fits(bytes: number): boolean {
    const limit = this.options.roomBytes;
    if (this.storedBytes + bytes <= limit) return true;
    if (this.measured === null) {
      const live = Y.encodeStateAsUpdate(this.doc).length;
      this.measured = { live, stored: this.storedBytes };
      // Compacting a full room of live content would only rewrite it: only when it frees space.
      if (this.storedBytes - live > limit / 16) {
        this.compactWanted = true;
        this.schedule();
      }
    }
    // What was stored since the measurement is all live.
    const live = this.measured.live + this.storedBytes - this.measured.stored;
    return live + bytes <= limit;
  }

  /** Writes what is pending and stops; the room leaves memory after. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    // Another instance's changes are stored by it, unless it stopped before its write: the last
    // copy of the room to leave memory folds everything it holds into the snapshot.
    if (this.remoteSinceCompaction) this.compactWanted = true;
    await this.flushNow();
  }

  /** Waits until every change applied so far is in KV. */
  async flushNow(): Promise<void> {
    while (this.flushing || this.waiting || this.compactWanted) {
      clearTimeout(this.retryTimer);
      this.retryTimer = undefined;
      clearTimeout(this.batchTimer);
      this.batchTimer = undefined;
      await (this.flushing ?? (this.flushing = this.flush()));
    }
  }

  /** Rewrites the room as one snapshot and drops the log it covers. */
  async compact(): Promise<void> {
    let taken: Uint8Array[] = [];
    try {
      const done = await compactRoom(this.options.kv, this.roomId, this.doc, {
        known: this.snapshotStamp,
        origin: this.options.storeOrigin,
        own: this.ownEntries,
        ownAll: this.options.alone,
        state: () => {
          // Everything applied so far is in the state, including changes waiting to be logged.
          taken = taken.concat(this.pending, this.fresh);
          this.pending = [];
          this.fresh = [];
          return Y.encodeStateAsUpdate(this.doc);
        },
      });
      this.snapshotStamp = done.stamp;
      for (const entry of done.folded) this.ownEntries.delete(entry);
      this.snapshotBytes = done.bytes;
    } catch (err) {
      // Not stored after all: they wait for the next write.
      this.pending = taken.concat(this.pending);
      throw err;
    }
    this.logEntries = 0;
    this.logBytes = 0;
    this.measured = null;
    this.remoteSinceCompaction = false;
  }

  /** Some change is not written yet. */
  private get waiting(): boolean {
    return this.pending.length > 0 || this.fresh.length > 0;
  }

  /** Starts the batch timer unless a write, a retry or a batch is already under way. */
  private schedule() {
    if (this.flushing || this.retryTimer !== undefined || this.batchTimer !== undefined) return;
    if (this.closed) return;
    this.batchTimer = setTimeout(() => {
      this.batchTimer = undefined;
      this.flushing ??= this.flush();
    }, BATCH_MS);
  }

  /**
   * Appends the pending changes as one log entry (or compacts); what arrives meanwhile waits for
   * the next batch, which `schedule` starts when this one ends.
   */
  private async flush(): Promise<void> {
    let failed = false;
    try {
      if (this.compactWanted) {
        this.compactWanted = false;
        await this.compact();
      } else if (this.waiting) {
        this.pending.push(...this.fresh.splice(0));
        const batch = mergeInGroups(this.pending);
        const count = this.pending.length;
        const tooMuchLog = this.logEntries >= COMPACT_ENTRIES ||
          this.logBytes + batch.length > COMPACT_BYTES;
        if (batch.length > MAX_LOG_ENTRY_BYTES || tooMuchLog) {
          await this.compact();
        } else {
          this.ownEntries.add(await appendUpdate(this.options.kv, this.roomId, batch));
          this.pending.splice(0, count);
          this.logEntries++;
          this.logBytes += batch.length;
        }
      }
    } catch (err) {
      failed = true;
      // Keep the changes and try again: they are still in memory and in the clients.
      this.options.logger.error("collab room not saved", {
        room: this.roomId,
        ...errorFields(err),
      });
      if (!this.closed) {
        this.retryTimer = setTimeout(() => {
          this.retryTimer = undefined;
          this.flushing ??= this.flush();
        }, 1000);
      }
    } finally {
      this.flushing = null;
    }
    if (!failed && (this.waiting || this.compactWanted)) this.schedule();
  }
}
