/** The only place auth keys are spelled. */

/** The pending sign-up code of an e-mail (hash, expiry, guesses); expires with the code. */
export const signupOtpKey = (email: string): Deno.KvKey => ["signup_otp", email];

/** A verified e-mail waiting for its account details, by the SHA-256 of the complete token. */
export const completeTokenKey = (tokenHash: string): Deno.KvKey => ["signup_complete", tokenHash];

/** One login (a refresh-token family) by session id. */
export const sessionKey = (sessionId: string): Deno.KvKey => ["sessions", sessionId];

/** Index: the sessions of a user, to revoke them all (value: null). */
export const userSessionKey = (userId: string, sessionId: string): Deno.KvKey => [
  "sessions_by_user",
  userId,
  sessionId,
];

/** The signing secret generated on first start outside production. */
export const sessionSecretKey: Deno.KvKey = ["secrets", "session"];
