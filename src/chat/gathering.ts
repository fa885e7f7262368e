/**
 * When the group commit waits for more messages before its next write (docs/decisions.md "Group
 * commit"): only under a load of thousands a second, where a write between two chat passes takes
 * a few ms and so would hold a handful of messages, each write paying its fixed cost again.
 */

/** Messages a write waits for. About half of what one takes (`GROUP_MAX`): fuller writes saved no
 * more CPU, and the wait grows with the target. */
export const GATHER_TARGET = 48;
/** The longest a write waits for them. */
export const GATHER_MAX_MS = 10;
/** Arrivals a second from which writes wait. Below it a wait adds delay and saves little: the
 * 1,000- and 3,000-socket comparisons send 500 and 1,500 a second, and a 50 ms window of the
 * latter can read over 2,000 when messages bunch after a slow moment. */
export const GATHER_FROM_RATE = 2_500;
/** How long arrivals are counted for one reading of the rate. */
const RATE_WINDOW_MS = 50;

export class Gathering {
  #counted = 0;
  #since = performance.now();
  /** Arrivals a second over the last whole window. */
  #rate = 0;
  /** Ends the wait under way, if any. */
  #wake: (() => void) | null = null;

  /** Counts a message that has just joined the `waiting` ones; ends a wait they now fill. */
  arrived(waiting: number): void {
    this.#roll();
    this.#counted++;
    if (waiting >= GATHER_TARGET) this.#wake?.();
  }

  /** Whether messages arrive fast enough that writes wait for more (`GATHER_FROM_RATE`). */
  heavy(): boolean {
    this.#roll();
    return this.#rate >= GATHER_FROM_RATE;
  }

  /** A wait for more messages before the next write, with `waiting` already there, or null when
   * the write should go now. */
  pause(waiting: number): Promise<void> | null {
    if (waiting >= GATHER_TARGET || !this.heavy()) return null;
    const ms = Math.min(GATHER_MAX_MS, (1000 * (GATHER_TARGET - waiting)) / this.#rate);
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.#wake = done;
    });
  }

  /** Starts a new window once the current one is whole; a quiet spell reads as a low rate, since
   * its window is long. */
  #roll() {
    const now = performance.now();
    if (now - this.#since < RATE_WINDOW_MS) return;
    this.#rate = (1000 * this.#counted) / (now - this.#since);
    this.#counted = 0;
    this.#since = now;
  }
}
