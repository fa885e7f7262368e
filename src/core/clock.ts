/** Time as a dependency, so tests can move it (OTP expiry, rate-limit windows, sessions). */

export type Clock = { now(): number };

export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests advance by hand. */
export function manualClock(start = Date.UTC(2026, 0, 1)): Clock & { advance(ms: number): void } {
  let t = start;
  return { now: () => t, advance: (ms) => void (t += ms) };
}
