/**
 * Work that comes due by time, looked for every few seconds (planner reminders, notification
 * digests): one sweep at start (what came due while the server was down), then every `everyMs`,
 * never two at once; a failed sweep is logged and the next one tries again.
 */
import { errorFields, type Logger } from "./log.ts";

export class PeriodicSweep {
  #timer: ReturnType<typeof setInterval> | undefined;
  #running: Promise<number> | null = null;

  /** `sweep` answers how many items it handled; `what` names the work in the logs. */
  constructor(
    private sweep: () => Promise<number>,
    private options: { everyMs: number; logger: Logger; what: string },
  ) {}

  start(): void {
    if (this.#timer !== undefined) return;
    this.#tick();
    this.#timer = setInterval(() => this.#tick(), this.options.everyMs);
  }

  /** Stops sweeping and waits for the sweep under way. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#running;
  }

  /** Sweeps now (after the sweep under way); answers how many items this call handled. */
  async sweepNow(): Promise<number> {
    await this.#running;
    return await (this.#tick() ?? 0);
  }

  #tick(): Promise<number> | undefined {
    if (this.#running) return undefined; // The last sweep is still at work.
    const { logger, what } = this.options;
    const run = this.sweep().then((n) => {
      if (n > 0) logger.info(`${what} sent`, { count: n });
      return n;
    }, (err) => {
      logger.warn(`${what} sweep failed`, errorFields(err));
      return 0;
    }).finally(() => this.#running = null);
    this.#running = run;
    return run;
  }
}
