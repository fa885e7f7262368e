/**
 * Login by e-mail (when the input contains @) or username. Every failure answers the same
 * sentence, and an unknown account costs the same Argon2id work as a wrong password.
 */
import type { AppDeps } from "../deps.ts";
import { AppError } from "../core/errors.ts";
import { enforce, resetHits } from "../core/rate_limit.ts";
import type { UserRecord } from "../users/model.ts";
import { findUserByEmail, findUserByUsername } from "../users/repo.ts";
import type { IssuedTokens } from "./cookies.ts";
import { loginsPerAccount, loginsPerClient } from "./limits.ts";
import type { LoginInput } from "./model.ts";
import { decoyPasswordHash, verifyPassword } from "./password.ts";
import { createSession } from "./sessions.ts";

type Deps = Pick<AppDeps, "kv" | "config" | "clock" | "logger">;

export const LOGIN_FAILED = "Incorrect e-mail/username or password.";

export async function login(
  deps: Deps,
  input: LoginInput,
  clientIp: string,
  userAgent = "",
): Promise<{ user: UserRecord; tokens: IssuedTokens }> {
  const identifier = input.emailOrUsername.trim().toLowerCase();
  await enforce(deps.kv, [
    [loginsPerClient, clientIp, "Too many sign-in attempts from your network."],
    [loginsPerAccount, identifier, "Too many sign-in attempts for this account."],
  ], deps.clock.now());
  const user = identifier.includes("@")
    ? await findUserByEmail(deps.kv, identifier)
    : await findUserByUsername(deps.kv, identifier);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? await decoyPasswordHash());
  if (!user || !ok) throw new AppError("UNAUTHORIZED", LOGIN_FAILED);
  await resetHits(deps.kv, loginsPerAccount, identifier);
  return { user, tokens: await createSession(deps, user._id, userAgent) };
}
