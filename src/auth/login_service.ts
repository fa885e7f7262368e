/**
 * Login by e-mail (when the input contains @) or username. Every failure answers the same
 * sentence, and an unknown account costs the same Argon2id work as a wrong password.
 */
import type { AppDeps } from "../deps.ts";
import { AppError } from "../core/errors.ts";
import { hit, resetHits, tooMany } from "../core/rate_limit.ts";
import type { UserRecord } from "../users/model.ts";
import { findUserByEmail, findUserByUsername } from "../users/repo.ts";
import type { IssuedTokens } from "./cookies.ts";
import { loginsPerAccount, loginsPerAccountFromClient, loginsPerClient } from "./limits.ts";
import { mailboxKey } from "./mailbox.ts";
import type { LoginInput } from "./model.ts";
import { decoyPasswordHash, verifyPassword } from "./password.ts";
import { createSession } from "./sessions.ts";
import { refuseSuspended } from "./suspended.ts";

type Deps = Pick<AppDeps, "kv" | "config" | "clock" | "logger">;

export const LOGIN_FAILED = "Incorrect e-mail/username or password.";
/** Said with every sign-in 429: the owner always has a way in that a guesser lacks. */
export const CODE_HINT = "You can also sign in with a code sent to your e-mail.";

/** The account an e-mail or username names (null when none), read before anything is counted. */
export async function findAccount(kv: Deno.Kv, identifier: string): Promise<UserRecord | null> {
  return identifier.includes("@")
    ? await findUserByEmail(kv, identifier)
    : await findUserByUsername(kv, identifier);
}

/**
 * What the per-account limits count under: the account's id, so its username and e-mail (in any
 * case or alias) are one account; a name without an account is counted under itself, with the
 * same limits and sentences, so the answers never tell the two apart.
 */
export function accountSubject(user: UserRecord | null, identifier: string): string {
  if (user) return `user:${user._id}`;
  return `name:${identifier.includes("@") ? mailboxKey(identifier) : identifier}`;
}

/** Counts one password attempt; a 429 naming the limit hit, with the code hint. */
async function countAttempt(deps: Deps, subject: string, clientIp: string): Promise<void> {
  const checks: [typeof loginsPerClient, string, string][] = [
    [loginsPerClient, clientIp, "Too many sign-in attempts from your network."],
    [
      loginsPerAccountFromClient,
      `${subject}@${clientIp}`,
      "Too many sign-in attempts for this account.",
    ],
    [loginsPerAccount, subject, "Too many sign-in attempts for this account."],
  ];
  const now = deps.clock.now();
  for (const [rule, key, message] of checks) {
    const result = await hit(deps.kv, rule, key, now);
    if (!result.ok) throw tooMany(message, result.retryAfterMs, CODE_HINT);
  }
}

export async function login(
  deps: Deps,
  input: LoginInput,
  clientIp: string,
  userAgent = "",
): Promise<{ user: UserRecord; tokens: IssuedTokens }> {
  const identifier = input.emailOrUsername.trim().toLowerCase();
  const user = await findAccount(deps.kv, identifier);
  const subject = accountSubject(user, identifier);
  await countAttempt(deps, subject, clientIp);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? await decoyPasswordHash());
  if (!user || !ok) throw new AppError("UNAUTHORIZED", LOGIN_FAILED);
  refuseSuspended(user);
  // The owner's own address starts afresh; the account-wide count stays, a guesser elsewhere
  // must not gain from the owner signing in.
  await resetHits(deps.kv, loginsPerAccountFromClient, `${subject}@${clientIp}`);
  return { user, tokens: await createSession(deps, user._id, userAgent) };
}
