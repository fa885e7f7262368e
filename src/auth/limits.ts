/** Rate limits of the account endpoints. Client addresses follow `TRUST_PROXY` (one student
 * behind a campus proxy is one address, not the whole campus). */
import type { Limit } from "../core/rate_limit.ts";

/** Spec: at most 5 codes per address per 30 minutes, counted per mailbox (`mailbox.ts`). */
export const codesPerEmail: Limit = { name: "signup_email", limit: 5, windowMs: 30 * 60_000 };
export const signupStartsPerClient: Limit = { name: "signup_ip", limit: 20, windowMs: 30 * 60_000 };
export const verifiesPerClient: Limit = { name: "verify_ip", limit: 30, windowMs: 10 * 60_000 };
/**
 * Password sign-in is slowed three ways: per address, per account from one address (a guesser is
 * stopped there and the owner elsewhere is not), and per account from everywhere (a high cap
 * against many addresses). Past the account limits the owner signs in with a mailed code.
 */
export const loginsPerClient: Limit = { name: "login_ip", limit: 25, windowMs: 5 * 60_000 };
export const loginsPerAccountFromClient: Limit = {
  name: "login_account_ip",
  limit: 10,
  windowMs: 15 * 60_000,
};
export const loginsPerAccount: Limit = { name: "login_account", limit: 50, windowMs: 15 * 60_000 };
/** Sign-in codes: as many as sign-up's, counted apart, so neither flood locks out the other. */
export const loginCodesPerEmail: Limit = {
  name: "login_code_email",
  limit: 5,
  windowMs: 30 * 60_000,
};
export const loginCodeStartsPerClient: Limit = {
  name: "login_code_ip",
  limit: 20,
  windowMs: 30 * 60_000,
};
export const loginCodeVerifiesPerClient: Limit = {
  name: "login_code_verify_ip",
  limit: 30,
  windowMs: 10 * 60_000,
};
export const refreshesPerClient: Limit = { name: "refresh_ip", limit: 120, windowMs: 5 * 60_000 };

/** Password reset: the same limits as sign-up codes, counted apart from them. */
export const resetCodesPerEmail: Limit = { name: "reset_email", limit: 5, windowMs: 30 * 60_000 };
export const resetStartsPerClient: Limit = { name: "reset_ip", limit: 20, windowMs: 30 * 60_000 };
export const resetVerifiesPerClient: Limit = {
  name: "reset_verify_ip",
  limit: 30,
  windowMs: 10 * 60_000,
};
/** Wrong current passwords cost Argon2id work and are guesses: 10 changes per account per 15 min. */
export const passwordChangesPerAccount: Limit = {
  name: "password_change",
  limit: 10,
  windowMs: 15 * 60_000,
};
