/**
 * Runs account deletions in the background: the one just requested, and at start every deletion
 * a stopped process left unfinished. A deletion waiting on trending is asked again after a short
 * pause; one that fails is tried again later and logged.
 */
import { errorFields } from "../core/log.ts";
import { deletionsPrefix } from "./keys.ts";
import { type PhaseDeps, runDeletion } from "./phases.ts";

export type DeletionWorkerOptions = {
  /** The pause before a waiting deletion is asked again. */
  waitMs?: number;
  /** The pause before a failed deletion is tried again. */
  retryMs?: number;
};

export class DeletionWorker {
  #running = new Map<string, Promise<void>>();
  #timers = new Map<string, ReturnType<typeof setTimeout>>();
  #stopped = false;
  #waitMs: number;
  #retryMs: number;

  constructor(private deps: PhaseDeps, options: DeletionWorkerOptions = {}) {
    this.#waitMs = options.waitMs ?? 500;
    this.#retryMs = options.retryMs ?? 30_000;
  }

  /** Resumes every deletion left unfinished. */
  async start(): Promise<void> {
    for await (const e of this.deps.kv.list({ prefix: deletionsPrefix })) {
      this.run(e.key[1] as string);
    }
  }

  /** Runs the deletion of `userId` now, unless it is running already. */
  run(userId: string): void {
    if (this.#stopped || this.#running.has(userId)) return;
    clearTimeout(this.#timers.get(userId));
    this.#timers.delete(userId);
    const work = this.#work(userId).finally(() => this.#running.delete(userId));
    this.#running.set(userId, work);
  }

  async #work(userId: string): Promise<void> {
    let again: number | null = null;
    try {
      const state = await runDeletion(this.deps, userId, { stopped: () => this.#stopped });
      if (state === "waiting") again = this.#waitMs;
    } catch (err) {
      this.deps.logger.error("account deletion failed; it is tried again", {
        userId,
        ...errorFields(err),
      });
      again = this.#retryMs;
    }
    if (again !== null && !this.#stopped) {
      this.#timers.set(userId, setTimeout(() => this.run(userId), again));
    }
  }

  /** Resolves once no deletion is stored any more (tests), or after `timeoutMs`. */
  async idle(timeoutMs = 20_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      await Promise.all(this.#running.values());
      const next = await this.deps.kv.list({ prefix: deletionsPrefix }, { limit: 1 }).next();
      if (next.done) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error("account deletions did not finish in time");
  }

  /** Stops between phases; what is left resumes at the next start. */
  async stop(): Promise<void> {
    this.#stopped = true;
    for (const t of this.#timers.values()) clearTimeout(t);
    await Promise.all(this.#running.values());
  }
}
