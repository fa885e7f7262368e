/**
 * Drains the trending outbox: one task at a time, oldest first, each applied in one atomic write
 * that also removes the task (checked, so two processes never apply it twice). It wakes when any
 * process sums the outbox signal, and retries what failed after a pause.
 */
import { errorFields, type Logger } from "../core/log.ts";
import { retryAtomic } from "../core/kv.ts";
import { outboxPrefix, outboxSignalKey } from "./keys.ts";
import type { TrendingTask } from "./outbox.ts";
import { applyActTask, PostNotReady } from "./apply_acts.ts";
import { applyPostTask } from "./apply_post.ts";

const BATCH = 100;
const RETRY_MS = 5_000;

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

  constructor(private kv: Deno.Kv, private logger: Logger) {}

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
      let seen = 0;
      for await (
        const entry of this.kv.list<TrendingTask>({ prefix: outboxPrefix }, { limit: BATCH })
      ) {
        if (this.#stopped) return;
        seen++;
        try {
          await applyTask(this.kv, entry);
        } catch (err) {
          failed++;
          this.logger.error("trending task failed", {
            task: entry.value.kind,
            ...errorFields(err),
          });
        }
      }
      if (failed > 0) {
        this.#retry ??= setTimeout(() => {
          this.#retry = undefined;
          this.nudge();
        }, RETRY_MS);
        return;
      }
      if (seen === BATCH) this.#again = true;
    } while (this.#again && !this.#stopped);
  }
}
