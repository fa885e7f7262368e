/**
 * Ids are ULIDs: sortable by creation time, so KV lists come back in time order
 * (`reverse: true` gives newest first). A monotonic factory keeps ids from one millisecond in
 * creation order too.
 */
import { monotonicFactory } from "ulid";

const next = monotonicFactory();

/** A new ULID, stamped with `now` (ms) when given, so tests with a fake clock stay ordered. */
export function newId(now?: number): string {
  return next(now);
}

export const ulidPattern = /^[0-9A-HJKMNP-TV-Z]{26}$/;

/** True for a well-formed ULID; route params are checked with it before touching KV. */
export function isId(value: string): boolean {
  return ulidPattern.test(value);
}

const alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** The creation time (ms) stamped in a ULID. */
export function decodeTime(id: string): number {
  let t = 0;
  for (const ch of id.slice(0, 10)) t = t * 32 + alphabet.indexOf(ch);
  return t;
}

/** The 10-character time prefix a ULID made at `ms` would have; a list can start from it. */
export function encodeTime(ms: number): string {
  let out = "";
  let t = Math.max(0, Math.floor(ms));
  for (let i = 0; i < 10; i++) {
    out = alphabet[t % 32] + out;
    t = Math.floor(t / 32);
  }
  return out;
}
