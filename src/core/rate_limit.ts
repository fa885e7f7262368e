/**
 * Exact sliding-window rate limits in KV: each key keeps the times of its recent hits (at most
 * `limit` of them), updated with a versionstamp check so racing requests never both slip
 * through. A sum counter cannot say when the oldest hit leaves the window; this can, which
 * gives an honest `Retry-After`.
 */
import { AppError } from "./errors.ts";
import { type AtomicAttempt, retryAtomic } from "./kv.ts";

export type Limit = {
  /** Namespace of the limit, e.g. "login_ip". */
  name: string;
  limit: number;
  windowMs: number;
};

export type LimitResult = { ok: true } | { ok: false; retryAfterMs: number };

const MAX_TRIES = 20;

/** Records one hit on `subject` under `rule` unless it is over; says when to retry if so. */
export async function hit(
  kv: Deno.Kv,
  rule: Limit,
  subject: string,
  now: number,
): Promise<LimitResult> {
  const key = limitKey(rule, subject);
  return await retryAtomic<AtomicAttempt<LimitResult>>(async () => {
    const entry = await kv.get<number[]>(key);
    const plan = planHit(entry, rule, now);
    if (!plan.ok) return { value: plan };
    const op = kv.atomic().check(entry).set(key, plan.hits, { expireIn: rule.windowMs });
    return { op, value: { ok: true } };
  }, {
    attempts: MAX_TRIES,
    // Heavy contention on one subject is itself a flood: refuse rather than loop.
    exhausted: () => ({ ok: false, retryAfterMs: 1000 }),
  });
}

/** The key a rule keeps its hits of `subject` under, for callers that fold the hit into their
 * own atomic write (see `planHit`). */
export function limitKey(rule: Limit, subject: string): Deno.KvKey {
  return ["rate_limit", rule.name, subject];
}

/**
 * Decides a hit from an entry the caller already read (at `limitKey`): either over the limit,
 * or the value to write with `check(entry)` in the caller's own atomic operation.
 */
export function planHit(
  entry: Deno.KvEntryMaybe<number[]>,
  rule: Limit,
  now: number,
  count = 1,
): { ok: false; retryAfterMs: number } | { ok: true; hits: number[] } {
  const recent = (entry.value ?? []).filter((t) => t > now - rule.windowMs);
  const over = recent.length + count - rule.limit;
  if (over > 0) {
    // `count` hits fit once the `over` oldest have left the window.
    const leaves = recent[Math.min(over, recent.length) - 1] ?? now;
    return { ok: false, retryAfterMs: Math.max(1, leaves + rule.windowMs - now) };
  }
  return { ok: true, hits: [...recent, ...Array(count).fill(now)] };
}

/**
 * Folds `count` hits of `rule` into `op`, an atomic write the caller commits, from `entry` read at
 * `limitKey`: the hit is kept only if the act itself is stored, and two racing acts cannot both
 * take the last place. Throws the 429 (`message` + when to retry) when over.
 */
export function paceOp(
  op: Deno.AtomicOperation,
  entry: Deno.KvEntryMaybe<number[]>,
  rule: Limit,
  now: number,
  message: string,
  count = 1,
): Deno.AtomicOperation {
  // An operator's tool (the seed) writes without a limit; students never do.
  if (rule.limit === Infinity) return op;
  const plan = planHit(entry, rule, now, count);
  if (!plan.ok) throw tooMany(message, plan.retryAfterMs);
  return op.check(entry).set(entry.key, plan.hits, { expireIn: rule.windowMs });
}

/**
 * For `retryAtomic`'s `exhausted` when the paced act lost every attempt: the contention is on the
 * student's own pace, which only their own burst of writes at once can cause, so it is a 429.
 */
export function refuseFlood(message: string): () => never {
  return () => {
    throw tooMany(message, 1000);
  };
}

/** Every rate-limit entry, for removing those of a deleted account. */
export const rateLimitsPrefix: Deno.KvKey = ["rate_limit"];

/** Forgets the hits of `subject` (e.g. after a successful login). */
export async function resetHits(kv: Deno.Kv, rule: Limit, subject: string): Promise<void> {
  await kv.delete(limitKey(rule, subject));
}

/** A sentence saying when to retry, e.g. "Try again in 3 minutes." */
export function retryText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`;
  const minutes = Math.ceil(seconds / 60);
  return `Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/** The 429 for a hit over its limit; `after` is a sentence said after when to retry. */
export function tooMany(message: string, retryAfterMs: number, after?: string): AppError {
  const sentences = [message, retryText(retryAfterMs), ...(after ? [after] : [])];
  return new AppError("TOO_MANY_REQUESTS", sentences.join(" "), {
    retryAfterSeconds: retryAfterMs / 1000,
  });
}

/** Hits every rule in order; throws 429 with `Retry-After` at the first one that is over. */
export async function enforce(
  kv: Deno.Kv,
  checks: [rule: Limit, subject: string, message: string][],
  now: number,
): Promise<void> {
  for (const [rule, subject, message] of checks) {
    const result = await hit(kv, rule, subject, now);
    if (!result.ok) throw tooMany(message, result.retryAfterMs);
  }
}
