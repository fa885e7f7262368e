/**
 * Drains the trending outbox: one task at a time, oldest first, each applied in one atomic write
 * that also removes the task (checked, so two processes never apply it twice). It wakes when any
 * process sums the outbox signal. A task that fails is passed over and tried again after a pause;
 * one that fails on every pass is set aside (kept, and logged) so it never holds the rest back.
 */
import { errorFields, type Logger } from "../core/log.ts";
import { retryAtomic } from "../core/kv.ts";
import { outboxKey, outboxPrefix, outboxSignalKey, setAsideKey } from "./keys.ts";
import type { TrendingTask } from "./outbox.ts";
import { applyActTask, PostNotReady } from "./apply_acts.ts";
import { applyPostTask } from "./apply_post.ts";

const BATCH = 100;
/** Passes a failing task gets before it is set aside. */
const MAX_PASSES = 5;

export type WorkerOptions = {
  /** The pause before failed tasks are tried again. */
  retryMs?: number;
};

/** Applies one task and removes it from the outbox; a task already taken is skipped. */
export async function applyTask(kv: Deno.Kv, entry: Deno.KvEntry<TrendingTask>): Promise<void> {
  const task = entry.value;
  for (let i = 0; i < 3; i++) {
    try {
      await retryAtomic(async () => {
        const current = await kv.get(entry.key);
        if (current.versionstamp === null) return { value: undefined };
        const op = kv.atomic().check(current).delete(entry.key);
        if (task.kind === "post") await applyPostTask(kv, op, task.postId);
        else await applyActTask(kv, op, task);
        return { op, value: undefined };
      }, { attempts: 20 });
      return;
    } catch (err) {
      // An act on a post the standings have not seen yet: bring the post in, then the act.
      if (!(err instanceof PostNotReady)) throw err;
      await retryAtomic(async () => {
        const op = kv.atomic();
        await applyPostTask(kv, op, err.postId);
        return { op, value: undefined };
      }, { attempts: 20 });
    }
  }
}

export class TrendingWorker {
  #running: Promise<void> | null = null;
  #again = false;
  #stopped = false;
  #retry: ReturnType<typeof setTimeout> | undefined;
  #watch: ReadableStreamDefaultReader<unknown> | null = null;
  /** Failed passes per task id, for tasks still in the outbox. */
  #failures = new Map<string, number>();
  #retryMs: number;

  constructor(private kv: Deno.Kv, private logger: Logger, options: WorkerOptions = {}) {
    this.#retryMs = options.retryMs ?? 5_000;
  }

  /** Starts watching the outbox signal; the first notice drains what is already waiting. */
  start(): void {
    this.#watch = this.kv.watch([outboxSignalKey]).getReader();
    const watch = this.#watch;
    (async () => {
      while (!this.#stopped) {
        const { done } = await watch.read();
        if (done) return;
        this.nudge();
      }
    })().catch((err) => {
      if (!this.#stopped) this.logger.error("trending watch ended", errorFields(err));
    });
  }

  /** Drains the outbox now, or once more after the drain under way. */
  nudge(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#drain().finally(() => {
      this.#running = null;
    });
  }

  /** Resolves once every task written so far is applied (or failed and waits for a retry). */
  async idle(): Promise<void> {
    for (let i = 0; i < 1000; i++) {
      if (this.#running) await this.#running;
      const next = await this.kv.list({ prefix: outboxPrefix }, { limit: 1 }).next();
      if (next.done || this.#retry) return;
      this.nudge();
    }
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#retry);
    await this.#watch?.cancel().catch(() => {});
    await this.#running;
  }

  async #drain(): Promise<void> {
    do {
      this.#again = false;
      let failed = 0;
      let cursor: string | undefined;
      // One pass over the whole outbox, page by page, passing over what fails.
      for (let more = true; more && !this.#stopped;) {
        const page = this.kv.list<TrendingTask>({ prefix: outboxPrefix }, { limit: BATCH, cursor });
        let seen = 0;
        for await (const entry of page) {
          if (this.#stopped) return;
          seen++;
          if (!(await this.#apply(entry))) failed++;
        }
        cursor = page.cursor;
        more = seen === BATCH;
      }
      if (failed > 0 && !this.#stopped) {
        this.#retry ??= setTimeout(() => {
          this.#retry = undefined;
          this.nudge();
        }, this.#retryMs);
        return;
      }
    } while (this.#again && !this.#stopped);
  }

  /** Applies one task; false when it failed and stays for another pass. */
  async #apply(entry: Deno.KvEntry<TrendingTask>): Promise<boolean> {
    const id = entry.key[1] as string;
    try {
      await applyTask(this.kv, entry);
      this.#failures.delete(id);
      return true;
    } catch (err) {
      const passes = (this.#failures.get(id) ?? 0) + 1;
      this.#failures.set(id, passes);
      const fields = { task: entry.value.kind, id, passes, ...errorFields(err) };
      if (passes < MAX_PASSES) {
        this.logger.warn("trending task failed; it is tried again", fields);
        return false;
      }
      // Kept for a person to look at, and out of the way of every task behind it.
      await this.kv.atomic().check(entry).delete(outboxKey(id))
        .set(setAsideKey(id), { task: entry.value, error: String(err) }).commit();
      this.#failures.delete(id);
      this.logger.error("trending task set aside after repeated failures", fields);
      return true;
    }
  }
}
