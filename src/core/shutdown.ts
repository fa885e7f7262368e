/**
 * Stopping on SIGTERM or Ctrl+C within a fixed time, whatever is still open: the caller's `stop`
 * writes what must not be lost; a stop that overruns, or a second signal, ends the process anyway.
 */
import { errorFields, type Logger } from "./log.ts";

/** From the signal to exit, at most: orchestrators kill at 10 s, so finish well before. */
export const SHUTDOWN_DEADLINE_MS = 8_000;

/** Resolves with `work` or after `ms`, whichever comes first (never rejects). */
export function settleWithin(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => timer = setTimeout(resolve, ms));
  return Promise.race([work.then(() => {}, () => {}), late]).finally(() => clearTimeout(timer));
}

/** Runs `stop` on the first SIGTERM or SIGINT, then exits: 0 when it finished in time, else 1. */
export function exitOnStopSignals(
  stop: () => Promise<void>,
  logger: Logger,
  deadlineMs = SHUTDOWN_DEADLINE_MS,
): void {
  let stopping = false;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    Deno.addSignalListener(signal, () => {
      if (stopping) {
        logger.warn("second stop signal: exiting now", { signal });
        Deno.exit(1);
      }
      stopping = true;
      logger.info("shutting down", { signal });
      setTimeout(() => {
        logger.error("shutdown did not finish in time; exiting", { deadlineMs });
        Deno.exit(1);
      }, deadlineMs);
      stop().then(
        () => Deno.exit(0),
        (err) => {
          logger.error("shutdown failed", errorFields(err));
          Deno.exit(1);
        },
      );
    });
  }
}
