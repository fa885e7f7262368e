/** The only place user keys are spelled. */

/** The user record by id. */
export const userKey = (id: string): Deno.KvKey => ["users", id];

/** All user records, oldest first (ids are ULIDs). */
export const usersPrefix: Deno.KvKey = ["users"];

/** Unique index: lowercased username → user id. Also serves prefix search. */
export const userByUsernameKey = (username: string): Deno.KvKey => [
  "users_by_username",
  username.toLowerCase(),
];
export const usersByUsernamePrefix: Deno.KvKey = ["users_by_username"];

/** Unique index: lowercased e-mail → user id. */
export const userByEmailKey = (
  email: string,
): Deno.KvKey => ["users_by_email", email.toLowerCase()];

/** Filter indexes (value null): users by year, department and specialization (spec 000 §2). */
export type FilterField = "year" | "department" | "specialization";
export const userFilterKey = (field: FilterField, value: string, id: string): Deno.KvKey => [
  `users_by_${field}`,
  value.toLowerCase(),
  id,
];
export const userFilterPrefix = (field: FilterField, value: string): Deno.KvKey => [
  `users_by_${field}`,
  value.toLowerCase(),
];

/** Counters (Deno.KvU64) of a user: followers, following, posts, likes (received). */
export type StatName = "followers" | "following" | "posts" | "likes";
export const userStatKey = (id: string, stat: StatName): Deno.KvKey => ["user_stats", id, stat];

/** Set by the realtime hub while a user has a live socket; expires on its own. */
export const presenceKey = (id: string): Deno.KvKey => ["presence", id];
