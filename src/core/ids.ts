/**
 * Ids are ULIDs: sortable by creation time, so KV lists come back in time order
 * (`reverse: true` gives newest first). A monotonic factory keeps ids from one millisecond in
 * creation order too. The time inside an id is read with ulid's own `decodeTime`.
 */
import { monotonicFactory } from "ulid";

const next = monotonicFactory();

/** A new ULID, stamped with `now` (ms) when given, so tests with a fake clock stay ordered. */
export function newId(now?: number): string {
  return next(now);
}
