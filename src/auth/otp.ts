/**
 * One-time 6-digit codes mailed to an address, shared by sign-up and password reset: stored only
 * as an HMAC, valid 10 minutes, at most 5 wrong guesses, a new code replaces the last one.
 */
import type { AppDeps } from "../deps.ts";
import { AppError } from "../core/errors.ts";
import { retryAtomic } from "../core/kv.ts";
import { hmacHex, sixDigitCode, timingSafeEqual } from "./crypto.ts";
import { otpKey, type OtpPurpose } from "./keys.ts";
import { OTP_MAX_GUESSES, OTP_TTL_MS } from "./model.ts";
import { signingSecret } from "./tokens.ts";

type Deps = Pick<AppDeps, "kv" | "config" | "clock">;

type OtpRecord = { codeHash: string; expiresAt: number; guesses: number };

export const CODE_EXPIRED = "This code has expired. Please request a new code.";

async function codeHash(deps: Deps, purpose: OtpPurpose, email: string, code: string) {
  return await hmacHex(await signingSecret(deps), `${purpose}:${email}:${code}`);
}

/** Creates a fresh code for `email` (replacing any earlier one) and returns it, to be mailed. */
export async function issueOtp(deps: Deps, purpose: OtpPurpose, email: string): Promise<string> {
  const code = sixDigitCode();
  const record: OtpRecord = {
    codeHash: await codeHash(deps, purpose, email, code),
    expiresAt: deps.clock.now() + OTP_TTL_MS,
    guesses: 0,
  };
  // A new code replaces any earlier one, with a fresh allowance of guesses.
  await deps.kv.set(otpKey(purpose, email), record, { expireIn: OTP_TTL_MS });
  return code;
}

/**
 * Checks `otp` against the pending code of `email`. When it is right, the code is deleted in the
 * same atomic write as the caller's own writes (`onMatch` adds them to `op` and says what to
 * answer; it may run again if a racing write changed what it read). A wrong, expired or missing
 * code throws a 400 with the sentence sign-up has always used.
 */
export async function consumeOtp<T>(
  deps: Deps,
  purpose: OtpPurpose,
  email: string,
  otp: string,
  onMatch: (op: Deno.AtomicOperation, now: number) => Promise<T>,
): Promise<T> {
  const key = otpKey(purpose, email);
  const guessHash = await codeHash(deps, purpose, email, otp);
  const outcome = await retryAtomic(async () => {
    const now = deps.clock.now();
    const entry = await deps.kv.get<OtpRecord>(key);
    const record = entry.value;
    if (!record || record.expiresAt <= now) throw new AppError("BAD_REQUEST", CODE_EXPIRED);
    if (record.guesses >= OTP_MAX_GUESSES) {
      throw new AppError("BAD_REQUEST", "Too many wrong codes. Please request a new code.");
    }
    if (!timingSafeEqual(guessHash, record.codeHash)) {
      // Counted with a check: if a parallel guess changed the count, this one is judged again.
      const guesses = record.guesses + 1;
      const op = deps.kv.atomic().check(entry)
        .set(key, { ...record, guesses }, { expireIn: record.expiresAt - now });
      return { op, value: { wrong: true as const, left: OTP_MAX_GUESSES - guesses } };
    }
    const op = deps.kv.atomic().check(entry).delete(key);
    const value = await onMatch(op, now);
    return { op, value: { wrong: false as const, value } };
  }, { attempts: 20, message: "Too many attempts at once. Please try again." });
  if (outcome.wrong) {
    const left = outcome.left;
    throw new AppError(
      "BAD_REQUEST",
      left > 0
        ? `That code is not right. ${left} ${left === 1 ? "try" : "tries"} left.`
        : "That code is not right. Please request a new code.",
    );
  }
  return outcome.value;
}

/** Adds the removal of `email`'s pending `purpose` code to `op` (its account is being deleted). */
export function dropOtpOp(
  op: Deno.AtomicOperation,
  purpose: OtpPurpose,
  email: string,
): Deno.AtomicOperation {
  return op.delete(otpKey(purpose, email));
}
