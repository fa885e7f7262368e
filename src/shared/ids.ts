/** Ids in any input (REST paths, tRPC, socket frames): ULIDs, checked before any KV read. */
import { z } from "zod";

export const ulidPattern = /^[0-9A-HJKMNP-TV-Z]{26}$/;

/** True for a well-formed ULID. */
export function isId(value: string): boolean {
  return ulidPattern.test(value);
}

/**
 * An id naming a thing: a ULID, else the `notFound` message as a 404 (an id that cannot exist
 * names nothing). `missing` is the 400 message when no string was given at all.
 */
export function idSchema(notFound: string, missing?: string) {
  return z.string(missing ? { error: missing } : undefined)
    .refine(isId, { error: notFound, params: { notFound: true } })
    .meta({ description: "a ULID", pattern: ulidPattern.source });
}

/** A ULID that only positions a list (`after`, `before`): a malformed one is a 400 `message`. */
export function ulidField(message: string) {
  return z.string().regex(ulidPattern, message);
}
