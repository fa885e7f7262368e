/**
 * Input schemas of sign-up and login (spec 000 §5), built on the shared rules in `rules.ts`:
 * name 1–60 characters without control characters; username 3–20 letters, digits or
 * underscores starting with a letter, unique ignoring case, not reserved; password 8–128.
 */
import { z } from "zod";
import {
  emailProblem,
  nameProblem,
  otpProblem,
  passwordProblem,
  usernameProblem,
} from "../shared/account_rules.ts";

export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_GUESSES = 5;
export const COMPLETE_TOKEN_TTL_MS = 30 * 60_000;

/** A trimmed string field checked by `problem`; a missing field reads as empty. */
function ruled(problem: (v: string) => string | null, trim = true) {
  return z
    .unknown()
    .transform((v) => (typeof v === "string" ? (trim ? v.trim() : v) : ""))
    .check((ctx) => {
      const message = problem(ctx.value);
      if (message) ctx.issues.push({ code: "custom", message, input: ctx.value });
    })
    .meta({ type: "string" });
}

/** The college e-mail of `domain`, lowercased. */
export function collegeEmail(domain: string) {
  return ruled((e) => emailProblem(e, domain)).transform((e) => e.toLowerCase());
}

export const otpSchema = ruled(otpProblem);
export const nameSchema = ruled(nameProblem);
export const usernameSchema = ruled(usernameProblem);
export const passwordSchema = ruled(passwordProblem, false);

export const completeTokenSchema = z
  .string({ error: "Your sign-up session has expired. Please start again." })
  .regex(/^[A-Za-z0-9_-]{43}$/, "Your sign-up session has expired. Please start again.");

export function signupStartInput(domain: string) {
  return z.object({ email: collegeEmail(domain) });
}

export function signupVerifyInput(domain: string) {
  return z.object({ email: collegeEmail(domain), otp: otpSchema });
}

export function passwordForgotInput(domain: string) {
  return z.object({ email: collegeEmail(domain) });
}

export function passwordResetInput(domain: string) {
  return z.object({ email: collegeEmail(domain), otp: otpSchema, password: passwordSchema });
}

export const passwordChangeInput = z.object({
  currentPassword: ruled((v) => (v === "" ? "Enter your current password" : null), false).pipe(
    z.string().max(1024, "Your current password is not right."),
  ),
  password: passwordSchema,
});

export const signupCompleteInput = z.object({
  completeToken: completeTokenSchema,
  name: nameSchema,
  username: usernameSchema,
  password: passwordSchema,
});

export const loginInput = z.object({
  emailOrUsername: ruled((v) => (v === "" ? "Enter your e-mail or username" : null)).pipe(
    z.string().max(254, "Incorrect e-mail/username or password."),
  ),
  password: ruled((v) => (v === "" ? "Enter your password" : null), false).pipe(
    z.string().max(1024, "Incorrect e-mail/username or password."),
  ),
});

/** Asking for a sign-in code, and signing in with it. */
export const loginCodeStartInput = loginInput.pick({ emailOrUsername: true });
export const loginCodeVerifyInput = loginCodeStartInput.extend({ otp: otpSchema });

export type SignupCompleteInput = z.infer<typeof signupCompleteInput>;
export type LoginInput = z.infer<typeof loginInput>;
