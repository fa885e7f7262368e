/**
 * How long a refused sender is told to wait (`retryInMs` of a "slow down"), shared by every
 * refusal of the process. A fixed wait lets resends grow with the backlog until refusing them
 * takes the whole core; this one doubles while refusals are many and falls back once they are few.
 */

/** The wait while refusals are few. */
export const RETRY_MIN_MS = 1_000;
/** The longest wait asked for: a message typed in a browser is kept and sent then. */
export const RETRY_MAX_MS = 30_000;
/** Refusals a second past which the wait doubles (a refusal costs about a tenth of a stored
 * message; this keeps refusing well under a tenth of a core). */
export const REFUSALS_PER_SECOND = 250;

export class Pushback {
  #retryMs = RETRY_MIN_MS;
  #since = -Infinity;
  #count = 0;

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Counts one refusal and answers the wait to tell its sender. */
  refuse(): number {
    const now = this.now();
    const elapsed = now - this.#since;
    if (elapsed >= 1_000) {
      if (elapsed >= 2_000) this.#retryMs = RETRY_MIN_MS;
      else if (this.#count > REFUSALS_PER_SECOND) {
        this.#retryMs = Math.min(RETRY_MAX_MS, this.#retryMs * 2);
      } else if (this.#count < REFUSALS_PER_SECOND / 2) {
        this.#retryMs = Math.max(RETRY_MIN_MS, this.#retryMs / 2);
      }
      this.#since = now;
      this.#count = 0;
    }
    this.#count++;
    return this.#retryMs;
  }
}
