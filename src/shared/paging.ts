/**
 * The paging fields every list takes, in REST query strings (text) and tRPC input (numbers) alike:
 * a `limit` with its range and default, a `page`, an opaque `cursor`.
 */
import { z } from "zod";

/** `limit`: 1 to `max`, `fallback` when absent. */
export function limitField(max: number, fallback: number) {
  const message = `limit must be 1 to ${max}`;
  // Also the sentence for `limit=abc` and `limit=2.5`, not zod's "expected number, received NaN".
  return z.coerce.number({ error: message }).int(message).min(1, message).max(max, message)
    .default(fallback);
}

/** `page`: 1 or more (at most `max` when given), 1 when absent. */
export function pageField(max?: number) {
  const whole = "page must be a whole number";
  const base = z.coerce.number({ error: whole }).int(whole).min(1, "page must be 1 or more");
  return (max ? base.max(max, `page must be at most ${max}`) : base).default(1);
}

/** `cursor`: where the next page starts, as the previous answer gave it. */
export const cursorField = z.string().max(2048).optional();
