/** The only place follow keys are spelled. Both directions are kept, as both are read. */

/** `a` follows `b` (value: when, ms). Lists whom `a` follows. */
export const followingKey = (a: string, b: string): Deno.KvKey => ["following", a, b];
export const followingPrefix = (a: string): Deno.KvKey => ["following", a];

/** `b` is followed by `a` (value: when, ms). Lists who follows `b`. */
export const followerKey = (b: string, a: string): Deno.KvKey => ["followers", b, a];
export const followersPrefix = (b: string): Deno.KvKey => ["followers", b];
