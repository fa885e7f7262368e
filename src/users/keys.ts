/** The only place user keys are spelled. */

/** The user record by id. */
export const userKey = (id: string): Deno.KvKey => ["users", id];

/** Unique index: lowercased username → user id. */
export const userByUsernameKey = (username: string): Deno.KvKey => [
  "users_by_username",
  username.toLowerCase(),
];

/** Unique index: lowercased e-mail → user id. */
export const userByEmailKey = (
  email: string,
): Deno.KvKey => ["users_by_email", email.toLowerCase()];
