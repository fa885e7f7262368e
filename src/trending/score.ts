/**
 * Forward-decayed scores kept in log space. A score is Σ wᵢ·2^((tᵢ − EPOCH)/HALF_LIFE): every
 * act adds its weight boosted by when it happened, so a newer act counts more and an old score
 * never needs rewriting — the decay to "now" divides every score alike and keeps their order.
 * The sum grows without bound, so it is stored as its base-2 logarithm (a float that grows by
 * one per half-life), which keeps full precision for any date.
 */

/** The logarithm of the boosted amount of one act of weight `weight` at `at` (ms). */
export function boostLog(weight: number, at: number, epoch: number, halfLifeMs: number): number {
  return Math.log2(weight) + (at - epoch) / halfLifeMs;
}

/** log2(2^a + 2^b): adds a term to a sum; `null` is the empty sum. */
export function addLog(a: number | null, b: number): number {
  if (a === null) return b;
  const hi = Math.max(a, b);
  return hi + Math.log2(1 + 2 ** (Math.min(a, b) - hi));
}

/**
 * log2(2^a − 2^b): takes a term back out. The answer is `null` when nothing is left (the term
 * was the whole sum, within float precision), which callers that still count members replace
 * by a floor, so a subject with something left keeps a place at the bottom.
 */
export function subLog(a: number | null, b: number): number | null {
  if (a === null) return null;
  const diff = b - a;
  if (diff > -1e-9) return null;
  return a + Math.log2(1 - 2 ** diff);
}

/** The decayed value of a stored log score at `now`: what the act weights add up to today. */
export function decayedScore(
  log: number | null,
  now: number,
  epoch: number,
  halfLifeMs: number,
): number {
  if (log === null) return 0;
  return 2 ** (log - (now - epoch) / halfLifeMs);
}
