/**
 * Takes the messages stored since into their chats (docs/decisions.md "Chat: the message first,
 * its effects after"): a group write stores its whole messages in one batch entry, keyed by time,
 * and hands them here; a pass soon after stores each chat's new messages under the chat, sets its
 * last message (which orders the chat list) and adds the unread counts, checked so a message is
 * never counted twice, and removes each batch once all of its messages are taken in. The
 * process's own entries are applied from memory (`apply_own.ts`); reads, the start and a periodic
 * sweep list the store for every process's (`apply_listed.ts`), so entries a stopped process left
 * are applied too.
 */
import { errorFields, type Logger } from "../core/log.ts";
import { applyOwn, type Batch, OwnEntries } from "./apply_own.ts";
import { applyPending } from "./apply_listed.ts";
import type { KnownChats } from "./apply_write.ts";

export { applyPending } from "./apply_listed.ts";

/** How long a pass waits after the first message it will apply, so that one write takes in the
 * messages of many chats, and each chat's pages are written once for all of its new messages.
 * A read of chats, counts or history does not wait: it runs a pass itself (`sweep`). */
export const APPLY_AFTER_MS = 2_000;
/** How long after a failed pass the next one runs (unless a read asks for one sooner). */
const RETRY_AFTER_MS = 1_000;

export class ChatApplier {
  /** Raised by every `mark`; a pass that applied everything up to it sets `#applied`. */
  #marked = 0;
  #applied = 0;
  /** Listing passes asked for and done, and the latest time the ones waiting ask for. */
  #sweepsAsked = 0;
  #swept = 0;
  #sweepBefore = -Infinity;
  #timer: ReturnType<typeof setTimeout> | null = null;
  #pass: Promise<void> | null = null;
  #stopped = false;
  /** The last pass failed (the store is unwell): the next waits longer than `APPLY_AFTER_MS`. */
  #failed = false;
  /** Entries this process stored and has not applied yet. */
  #own = new OwnEntries();
  /** Chat records as this process's passes last wrote them. */
  #known: KnownChats = new Map();
  /** When the last pass began (performance.now()), and whether it left entries for the next. */
  #startedAt = -Infinity;
  #leftOver = false;

  /** Waited for before each write and read: the message write under way goes first (it is what
   * a student waits for); the wait is bounded, so passes are never starved. */
  beforeWrite: () => Promise<void> = () => Promise.resolve();
  /** Whether messages come fast enough that their writes wait to fill: a pass's writes are then
   * larger (`CHATS_PER_WRITE`). */
  storeBusy: () => boolean = () => false;

  constructor(private readonly kv: Deno.Kv, private readonly logger: Logger) {}

  /** `batches` were stored by the write at `versionstamp`: apply their messages soon. */
  mark(batches: readonly Batch[], versionstamp: string): void {
    this.#marked++;
    // Too many held (the store has failed for a while): a listing pass finds them all instead.
    if (!this.#own.add(batches, versionstamp)) this.#askSweep(Infinity);
    this.#later();
  }

  /** Resolves once every entry this process stored before the call is applied (or a pass failed:
   * the entry stays and a later pass applies it). */
  async settled(): Promise<void> {
    const target = this.#marked;
    while (this.#applied < target && !this.#stopped) {
      const failed = await (this.#pass ?? this.#now()).then(() => false, () => true);
      if (failed) return;
    }
  }

  /** Applies every pending entry in the store of a message stored before `before` (ms; all when
   * absent), another process's too. */
  async sweep(before = Infinity): Promise<void> {
    const target = this.#askSweep(before);
    while (this.#swept < target && !this.#stopped) {
      const failed = await (this.#pass ?? this.#now()).then(() => false, () => true);
      if (failed) return;
    }
  }

  /** Finishes the pass under way and takes no more. */
  async stop(): Promise<void> {
    await this.settled();
    this.#stopped = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#pass?.catch(() => {});
  }

  #askSweep(before: number): number {
    this.#sweepBefore = Math.max(this.#sweepBefore, before);
    return ++this.#sweepsAsked;
  }

  /** A pass after `APPLY_AFTER_MS`, unless one is under way or planned. After a pass, the next
   * starts `APPLY_AFTER_MS` after it began, or at once if it left entries: a wait counted from its
   * end would let a busy store's messages come faster than passes take them in. */
  #later(afterPass = false) {
    if (this.#stopped || this.#timer || this.#pass) return;
    const sinceStart = performance.now() - this.#startedAt;
    const wait = this.#failed
      ? RETRY_AFTER_MS
      : !afterPass
      ? APPLY_AFTER_MS
      : this.#leftOver
      ? 0
      : Math.max(0, APPLY_AFTER_MS - sinceStart);
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#now().catch(() => {});
    }, wait);
  }

  /** A pass now (the planned one, brought forward). */
  #now(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#startedAt = performance.now();
    const pass = this.#run().finally(() => {
      this.#pass = null;
      if (this.#applied < this.#marked || this.#swept < this.#sweepsAsked) this.#later(true);
    });
    this.#pass = pass;
    return pass;
  }

  /** A listing pass when one is asked for, then a pass over this process's own entries. */
  async #run() {
    const target = this.#marked;
    const sweep = this.#swept < this.#sweepsAsked
      ? { target: this.#sweepsAsked, before: this.#sweepBefore }
      : null;
    if (sweep) this.#sweepBefore = -Infinity;
    try {
      let swept = true;
      if (sweep) {
        swept = await applyPending(this.kv, {
          beforeWrite: this.beforeWrite,
          known: this.#known,
          before: sweep.before,
          onApplied: (chatId, entries) => this.#own.remove(chatId, entries),
        });
        if (swept) this.#swept = Math.max(this.#swept, sweep.target);
      }
      // Then this process's own entries, but for those the listing took in.
      const applied = await applyOwn(
        this.kv,
        this.#own,
        this.#known,
        this.beforeWrite,
        this.storeBusy,
      );
      // Entries dropped from memory are applied by the listing asked for then.
      if (applied && swept) this.#applied = Math.max(this.#applied, target);
      this.#leftOver = !swept || !applied;
      this.#failed = false;
    } catch (err) {
      // A sweep asked for is asked again.
      if (sweep) this.#sweepBefore = Math.max(this.#sweepBefore, sweep.before);
      this.#failed = true;
      this.logger.warn("chat updates not applied yet; the next pass tries again", errorFields(err));
      throw err;
    }
  }
}
