/** The only place auth keys are spelled. */

export type OtpPurpose = "signup" | "reset" | "login";

/** The pending sign-up or password-reset code of an e-mail (hash, expiry, guesses); expires
 * with the code. */
export const otpKey = (purpose: OtpPurpose, email: string): Deno.KvKey => [
  `${purpose}_otp`,
  email,
];

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

/** All sessions of a user in the index above. */
export const userSessionsPrefix = (userId: string): Deno.KvKey => ["sessions_by_user", userId];

/** The signing secret generated on first start outside production. */
export const sessionSecretKey: Deno.KvKey = ["secrets", "session"];
