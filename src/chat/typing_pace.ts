/**
 * How many typing signals of one student in one chat reach the other student: a start spends a
 * token from a small bucket refilled at one a second; a stop passes only after a start that
 * passed (anything else changes nothing). Kept in memory: typing is never stored, and a signal
 * dropped by a busy instance costs at most an indicator that hides itself after 7 s.
 */

/** Starts one student may send at once; honest typing sends one every 4 s at most. */
export const TYPING_BURST = 5;
/** Starts allowed a second once the burst is spent. */
export const TYPING_PER_SECOND = 1;
/** Entries untouched this long are forgotten. */
const FORGET_MS = 60_000;

type State = { tokens: number; at: number; typing: boolean; told: boolean };

/** What to do with one signal: pass it on, drop it, or drop it and tell the sender (once a
 * stretch of dropped starts) when the next one would pass. */
export type TypingVerdict = "deliver" | "drop" | { tell: number };

export class TypingPace {
  #states = new Map<string, State>();
  #sweptAt = 0;

  constructor(private readonly now: () => number) {}

  /** Decides signal `isTyping` of `userId` in `chatId`. */
  judge(userId: string, chatId: string, isTyping: boolean): TypingVerdict {
    const now = this.now();
    this.#forgetIdle(now);
    const key = `${userId}:${chatId}`;
    const s = this.#states.get(key) ??
      { tokens: TYPING_BURST, at: now, typing: false, told: false };
    this.#states.set(key, s);
    s.tokens = Math.min(TYPING_BURST, s.tokens + (now - s.at) / 1000 * TYPING_PER_SECOND);
    s.at = now;
    if (!isTyping) {
      if (!s.typing) return "drop";
      s.typing = false;
      return "deliver";
    }
    if (s.tokens < 1) {
      if (s.told) return "drop";
      s.told = true;
      return { tell: Math.ceil((1 - s.tokens) / TYPING_PER_SECOND * 1000) };
    }
    s.tokens -= 1;
    s.typing = true;
    s.told = false;
    return "deliver";
  }

  #forgetIdle(now: number) {
    if (now - this.#sweptAt < FORGET_MS) return;
    this.#sweptAt = now;
    for (const [key, s] of this.#states) if (now - s.at > FORGET_MS) this.#states.delete(key);
  }
}
