/**
 * Sign-in with a mailed code: the owner's way in while the password limits hold a guesser back
 * (a guesser cannot read the owner's mailbox). The codes are sign-up's (`otp.ts`), with their own
 * limits; the answers never tell whether an account exists.
 */
import type { AppDeps } from "../deps.ts";
import { AppError } from "../core/errors.ts";
import { enforce, resetHits } from "../core/rate_limit.ts";
import { loginCodeMail } from "../mail/templates.ts";
import type { UserRecord } from "../users/model.ts";
import { getUserEntry } from "../users/repo.ts";
import type { IssuedTokens } from "./cookies.ts";
import {
  loginCodesPerEmail,
  loginCodeStartsPerClient,
  loginCodeVerifiesPerClient,
  loginsPerAccountFromClient,
} from "./limits.ts";
import { accountSubject, findAccount } from "./login_service.ts";
import { mailboxKey } from "./mailbox.ts";
import { OTP_TTL_MS } from "./model.ts";
import { CODE_EXPIRED, consumeOtp, issueOtp } from "./otp.ts";
import { createSession } from "./sessions.ts";
import { refuseSuspended } from "./suspended.ts";

type Deps = Pick<AppDeps, "kv" | "config" | "clock" | "logger" | "mailer">;

export const LOGIN_CODE_SENT =
  "If that account exists, a sign-in code is on its way to its e-mail.";

/** Mails a sign-in code to the account's address; nothing for a name without an account. */
export async function startCodeLogin(
  deps: Deps,
  emailOrUsername: string,
  clientIp: string,
): Promise<{ message: string; expiresInSeconds: number }> {
  const identifier = emailOrUsername.trim().toLowerCase();
  const user = await findAccount(deps.kv, identifier);
  const mailbox = mailboxKey(user?.email ?? identifier);
  await enforce(deps.kv, [
    [
      loginCodeStartsPerClient,
      clientIp,
      "Too many sign-in codes were requested from your network.",
    ],
    [loginCodesPerEmail, mailbox, "Too many codes were requested for this account."],
  ], deps.clock.now());
  if (user) {
    const code = await issueOtp(deps, "login", user.email);
    try {
      await deps.mailer.send(loginCodeMail(user.email, code, deps.config.appOrigin));
    } catch (err) {
      deps.logger.error("sign-in code mail failed", { error: String(err) });
      throw new AppError(
        "SERVICE_UNAVAILABLE",
        "We could not send the e-mail just now. Please try again in a minute.",
      );
    }
  }
  return { message: LOGIN_CODE_SENT, expiresInSeconds: OTP_TTL_MS / 1000 };
}

/** Signs in with a correct code; it also lifts this address's password limit on the account. */
export async function finishCodeLogin(
  deps: Deps,
  input: { emailOrUsername: string; otp: string },
  clientIp: string,
  userAgent = "",
): Promise<{ user: UserRecord; tokens: IssuedTokens }> {
  await enforce(deps.kv, [
    [loginCodeVerifiesPerClient, clientIp, "Too many codes were tried from your network."],
  ], deps.clock.now());
  const identifier = input.emailOrUsername.trim().toLowerCase();
  const user = await findAccount(deps.kv, identifier);
  // A name without an account never has a code: the answer of an account without one.
  if (!user) throw new AppError("BAD_REQUEST", CODE_EXPIRED);
  await consumeOtp(deps, "login", user.email, input.otp, async (op) => {
    // Deleted since it was read: answer like any dead code.
    const entry = await getUserEntry(deps.kv, user._id);
    if (!entry.value) throw new AppError("BAD_REQUEST", CODE_EXPIRED);
    op.check(entry);
  });
  refuseSuspended(user);
  await resetHits(
    deps.kv,
    loginsPerAccountFromClient,
    `${accountSubject(user, identifier)}@${clientIp}`,
  );
  deps.logger.info("signed in with a code", { userId: user._id });
  return { user, tokens: await createSession(deps, user._id, userAgent) };
}
