/**
 * Forgotten and changed passwords. A reset is a mailed 6-digit code (the sign-up machinery in
 * `otp.ts`, with the same limits) and a new password; it ends every login of the account.
 * A change needs the current password and ends every other login.
 */
import type { AppDeps } from "../deps.ts";
import { AppError } from "../core/errors.ts";
import { enforce, resetHits } from "../core/rate_limit.ts";
import { noAccountResetMail, resetCodeMail } from "../mail/templates.ts";
import { userKey } from "../users/keys.ts";
import type { UserRecord } from "../users/model.ts";
import { findUserByEmail } from "../users/repo.ts";
import {
  passwordChangesPerAccount,
  resetCodesPerEmail,
  resetStartsPerClient,
  resetVerifiesPerClient,
} from "./limits.ts";
import { mailboxKey } from "./mailbox.ts";
import { OTP_TTL_MS } from "./model.ts";
import { CODE_EXPIRED, consumeOtp, issueOtp } from "./otp.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { revokeUserSessions } from "./sessions.ts";

type Deps = Pick<AppDeps, "kv" | "config" | "clock" | "logger" | "mailer" | "hub">;

export const FORGOT_MESSAGE = "If an account uses that e-mail, a code is on its way.";
export const RESET_DONE = "Your password has been changed. Please sign in with your new password.";
export const WRONG_CURRENT = "Your current password is not right.";

/**
 * Mails a reset code when an account uses `email` (lowercased, college domain), and a short
 * "no account here" note otherwise, so both cost the same and answer the same.
 */
export async function forgotPassword(
  deps: Deps,
  email: string,
  clientIp: string,
): Promise<{ message: string; expiresInSeconds: number }> {
  await enforce(deps.kv, [
    [resetStartsPerClient, clientIp, "Too many password resets from your network."],
    [resetCodesPerEmail, mailboxKey(email), "Too many codes were requested for this address."],
  ], deps.clock.now());
  const user = await findUserByEmail(deps.kv, email);
  const mail = user
    ? resetCodeMail(email, await issueOtp(deps, "reset", email), deps.config.appOrigin)
    : noAccountResetMail(email, deps.config.appOrigin);
  try {
    await deps.mailer.send(mail);
  } catch (err) {
    deps.logger.error("password reset mail failed", { error: String(err) });
    throw new AppError(
      "SERVICE_UNAVAILABLE",
      "We could not send the e-mail just now. Please try again in a minute.",
    );
  }
  return { message: FORGOT_MESSAGE, expiresInSeconds: OTP_TTL_MS / 1000 };
}

/** Adds the write of `passwordHash` to `op`, checked against the user record just read. */
async function setPasswordOp(
  deps: Pick<AppDeps, "kv">,
  op: Deno.AtomicOperation,
  userId: string,
  passwordHash: string,
): Promise<void> {
  const entry = await deps.kv.get<UserRecord>(userKey(userId));
  // The account went away under us: answer like any dead code.
  if (!entry.value) throw new AppError("BAD_REQUEST", CODE_EXPIRED);
  op.check(entry).set(userKey(userId), { ...entry.value, passwordHash });
}

/**
 * Sets a new password with a correct reset code and ends every login of the account (their
 * sockets close). A wrong or dead code answers exactly as sign-up's does, account or not.
 */
export async function resetPassword(
  deps: Deps,
  input: { email: string; otp: string; password: string },
  clientIp: string,
): Promise<{ message: string }> {
  await enforce(deps.kv, [
    [resetVerifiesPerClient, clientIp, "Too many codes were tried from your network."],
  ], deps.clock.now());
  // Hashed first, so a known and an unknown address take the same time.
  const passwordHash = await hashPassword(input.password);
  const user = await findUserByEmail(deps.kv, input.email);
  // An unknown address never has a code: the same "expired" answer as a known one without.
  if (!user) throw new AppError("BAD_REQUEST", CODE_EXPIRED);
  await consumeOtp(deps, "reset", input.email, input.otp, async (op) => {
    await setPasswordOp(deps, op, user._id, passwordHash);
  });
  const ended = await revokeUserSessions(deps, user._id);
  deps.logger.info("password reset", { userId: user._id, endedLogins: ended });
  return { message: RESET_DONE };
}

/**
 * Changes the signed-in student's password after checking the current one; every other login
 * ends, `sessionId` (this one) stays signed in.
 */
export async function changePassword(
  deps: Deps,
  userId: string,
  sessionId: string | null,
  input: { currentPassword: string; password: string },
): Promise<{ success: true; endedSessions: number }> {
  await enforce(deps.kv, [
    [passwordChangesPerAccount, userId, "Too many password changes for this account."],
  ], deps.clock.now());
  const user = (await deps.kv.get<UserRecord>(userKey(userId))).value;
  if (!user) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
  if (!await verifyPassword(input.currentPassword, user.passwordHash)) {
    throw new AppError("FORBIDDEN", WRONG_CURRENT);
  }
  const passwordHash = await hashPassword(input.password);
  const op = deps.kv.atomic();
  await setPasswordOp(deps, op, userId, passwordHash);
  if (!(await op.commit()).ok) {
    throw new AppError("CONFLICT", "Your account changed at the same time. Please try again.");
  }
  await resetHits(deps.kv, passwordChangesPerAccount, userId);
  const endedSessions = await revokeUserSessions(deps, userId, sessionId);
  deps.logger.info("password changed", { userId, endedLogins: endedSessions });
  return { success: true, endedSessions };
}
