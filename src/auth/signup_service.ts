/**
 * Three-step sign-up (spec 000 §4): a 6-digit code to a college address, the code for a
 * single-use complete token, then the account. Answers never reveal whether an address is
 * registered: a registered address gets a "you already have an account" mail instead of a code.
 */
import type { AppDeps } from "../deps.ts";
import { AppError } from "../core/errors.ts";
import { newId } from "../core/ids.ts";
import { enforce } from "../core/rate_limit.ts";
import { alreadyRegisteredMail, signupCodeMail } from "../mail/templates.ts";
import type { UserRecord } from "../users/model.ts";
import { createUserOp, findUserByEmail, findUserByUsername } from "../users/repo.ts";
import type { IssuedTokens } from "./cookies.ts";
import { randomToken, sha256Hex } from "./crypto.ts";
import { completeTokenKey } from "./keys.ts";
import { codesPerEmail, signupStartsPerClient, verifiesPerClient } from "./limits.ts";
import { mailboxKey } from "./mailbox.ts";
import { COMPLETE_TOKEN_TTL_MS, OTP_TTL_MS, type SignupCompleteInput } from "./model.ts";
import { consumeOtp, issueOtp } from "./otp.ts";
import { hashPassword } from "./password.ts";
import { createSession } from "./sessions.ts";

type Deps = Pick<AppDeps, "kv" | "config" | "clock" | "logger" | "mailer">;

type CompleteRecord = { email: string; expiresAt: number };

/** Step 1: sends a code (or the already-registered mail). `email` is validated and lowercased. */
export async function startSignup(
  deps: Deps,
  email: string,
  clientIp: string,
): Promise<{ message: string; expiresInSeconds: number }> {
  const now = deps.clock.now();
  await enforce(deps.kv, [
    [signupStartsPerClient, clientIp, "Too many sign-up attempts from your network."],
    [codesPerEmail, mailboxKey(email), "Too many codes were requested for this address."],
  ], now);
  const existing = await findUserByEmail(deps.kv, email);
  let mail;
  if (existing) {
    mail = alreadyRegisteredMail(email, deps.config.appOrigin);
  } else {
    const code = await issueOtp(deps, "signup", email);
    mail = signupCodeMail(email, code, deps.config.appOrigin);
  }
  try {
    await deps.mailer.send(mail);
  } catch (err) {
    deps.logger.error("sign-up mail failed", { error: String(err) });
    throw new AppError(
      "SERVICE_UNAVAILABLE",
      "We could not send the e-mail just now. Please try again in a minute.",
    );
  }
  return {
    message:
      `Check ${email}: if it can join Campus, a 6-digit code is on its way. It expires in 10 minutes.`,
    expiresInSeconds: OTP_TTL_MS / 1000,
  };
}

/** Step 2: trades a correct code for a single-use complete token. */
export async function verifySignup(
  deps: Deps,
  email: string,
  otp: string,
  clientIp: string,
): Promise<{ completeToken: string }> {
  await enforce(deps.kv, [
    [verifiesPerClient, clientIp, "Too many codes were tried from your network."],
  ], deps.clock.now());
  const token = randomToken();
  await consumeOtp(deps, "signup", email, otp, async (op, now) => {
    const record: CompleteRecord = { email, expiresAt: now + COMPLETE_TOKEN_TTL_MS };
    op.set(completeTokenKey(await sha256Hex(token)), record, { expireIn: COMPLETE_TOKEN_TTL_MS });
  });
  return { completeToken: token };
}

/** Refuses a sign-up whose e-mail or username already belongs to an account, saying which. */
async function refuseTaken(kv: Deno.Kv, email: string, username: string): Promise<void> {
  if (await findUserByEmail(kv, email)) {
    throw new AppError("CONFLICT", "You already have an account. Please sign in.");
  }
  if (await findUserByUsername(kv, username)) {
    throw new AppError("CONFLICT", "That username is taken. Please choose another.");
  }
}

/** Step 3: creates the account for a verified e-mail and signs it in. */
export async function completeSignup(
  deps: Deps,
  input: SignupCompleteInput,
  userAgent = "",
): Promise<{ user: UserRecord; tokens: IssuedTokens }> {
  const now = deps.clock.now();
  const tokenKey = completeTokenKey(await sha256Hex(input.completeToken));
  const entry = await deps.kv.get<CompleteRecord>(tokenKey);
  if (!entry.value || entry.value.expiresAt <= now) {
    throw new AppError("BAD_REQUEST", "Your sign-up session has expired. Please start again.");
  }
  const email = entry.value.email;
  await refuseTaken(deps.kv, email, input.username);
  const user: UserRecord = {
    _id: newId(now),
    name: input.name,
    username: input.username,
    email,
    passwordHash: await hashPassword(input.password),
    bio: "",
    profilePicture: null,
    year: "",
    department: "",
    specialization: "",
    isVerified: true,
    createdAt: now,
  };
  const res = await createUserOp(deps.kv.atomic().check(entry).delete(tokenKey), user).commit();
  if (!res.ok) {
    // Someone else got there between our checks and the write: say which.
    await refuseTaken(deps.kv, email, input.username);
    throw new AppError("BAD_REQUEST", "Your sign-up session has expired. Please start again.");
  }
  deps.logger.info("user signed up", { userId: user._id });
  return { user, tokens: await createSession(deps, user._id, userAgent) };
}
