/** Accounts (spec 000 §7 "Account"): sign-up by e-mail code, login, session renewal, logout,
 * forgotten and changed passwords, and the list of the student's logins. */
import { servesHttps } from "../config.ts";
import { z } from "zod";
import { AppError } from "../core/errors.ts";
import { enforce } from "../core/rate_limit.ts";
import { parseWith } from "../http/validate.ts";
import { authedProcedure, publicProcedure, router, type TrpcContext } from "../http/trpc.ts";
import { idSchema } from "../shared/ids.ts";
import {
  endOtherSessions,
  endSession,
  listSessions,
  SESSION_NOT_FOUND,
} from "./account_sessions.ts";
import { toSelfUser } from "../users/model.ts";
import type { UserRecord } from "../users/model.ts";
import { getUser } from "../users/repo.ts";
import {
  clearedCookies,
  type IssuedTokens,
  readCookie,
  REFRESH_COOKIE,
  sessionCookies,
} from "./cookies.ts";
import { refreshesPerClient } from "./limits.ts";
import { finishCodeLogin, startCodeLogin } from "./login_code_service.ts";
import { login } from "./login_service.ts";
import {
  completeTokenSchema,
  loginCodeStartInput,
  loginCodeVerifyInput,
  loginInput,
  passwordChangeInput,
  passwordForgotInput,
  passwordResetInput,
  signupCompleteInput,
  signupStartInput,
  signupVerifyInput,
} from "./model.ts";
import { refreshSession, revokeSession, sessionIdOfRefreshToken } from "./sessions.ts";
import { changePassword, forgotPassword, resetPassword } from "./password_service.ts";
import { completeSignup, startSignup, verifySignup } from "./signup_service.ts";

/** Answers that set or clear the session cookies are never cached. */
function setCookies(ctx: TrpcContext, values: string[]) {
  for (const v of values) ctx.resHeaders.append("Set-Cookie", v);
  ctx.resHeaders.set("Cache-Control", "no-store");
}

const secure = (ctx: TrpcContext) => servesHttps(ctx.deps.config);

/** The answer of every call that signs in: the session cookies and `{ user }`. */
function signIn(ctx: TrpcContext, session: { user: UserRecord; tokens: IssuedTokens }) {
  setCookies(ctx, sessionCookies(session.tokens, secure(ctx)));
  return { user: toSelfUser(session.user) };
}
const userAgent = (ctx: TrpcContext) => ctx.reqHeaders.get("user-agent") ?? "";
const refreshCookie = (ctx: TrpcContext) =>
  readCookie(ctx.reqHeaders.get("cookie"), REFRESH_COOKIE);

/** The college e-mail rule depends on the configured domain, so the procedures check the fields
 * themselves; these say what is sent, for clients and the API reference. */
const email = z.unknown().optional().meta({
  type: "string",
  description: "an address of the college domain",
});
const otp = z.unknown().optional().meta({
  type: "string",
  description: "the 6-digit code from the e-mail",
});

export const authRouter = router({
  me: publicProcedure
    .meta({
      rest: { method: "GET", path: "/auth/me" },
      summary: "The signed-in student; 401 for a visitor.",
      answers: "{ user }",
    })
    .query(async ({ ctx }) => {
      ctx.resHeaders.set("Cache-Control", "no-store");
      const me = ctx.user ? await getUser(ctx.deps.kv, ctx.user._id) : null;
      if (!me) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
      return { user: toSelfUser(me) };
    }),
  signupStart: publicProcedure
    .meta({
      rest: { method: "POST", path: "/auth/signup/start" },
      summary: "Mails a sign-up code (the same answer for registered and new addresses).",
      answers: "{ message, expiresInSeconds: 600 }",
    })
    .input(z.looseObject({ email }))
    .mutation(({ ctx, input }) => {
      const parsed = parseWith(signupStartInput(ctx.deps.config.collegeEmailDomain), input);
      return startSignup(ctx.deps, parsed.email, ctx.clientIp);
    }),
  signupVerify: publicProcedure
    .meta({
      rest: { method: "POST", path: "/auth/signup/verify" },
      summary: "Checks the code; answers a single-use token for the last step (30 minutes).",
      answers: "{ completeToken }",
    })
    .input(z.looseObject({ email, otp }))
    .mutation(({ ctx, input }) => {
      const parsed = parseWith(signupVerifyInput(ctx.deps.config.collegeEmailDomain), input);
      return verifySignup(ctx.deps, parsed.email, parsed.otp, ctx.clientIp);
    }),
  signupComplete: publicProcedure
    .meta({
      rest: { method: "POST", path: "/auth/signup/complete", status: 201 },
      summary: "Creates the account and signs in (session cookies).",
      answers: "{ user }",
    })
    .input(signupCompleteInput)
    .mutation(async ({ ctx, input }) =>
      signIn(ctx, await completeSignup(ctx.deps, input, userAgent(ctx)))
    ),
  register: publicProcedure
    .meta({
      rest: { method: "POST", path: "/auth/register", status: 201 },
      summary: "The last step of the e-mail code sign-up under its older name; " +
        "without a well-formed completeToken: 400 Use OTP signup flow.",
      answers: "{ user }",
    })
    .input(z.looseObject({ completeToken: z.unknown().optional().meta({ type: "string" }) }))
    .mutation(async ({ ctx, input }) => {
      // Direct registration exists only as the last step of the OTP flow (spec 000 §4).
      if (!completeTokenSchema.safeParse(input.completeToken).success) {
        throw new AppError("BAD_REQUEST", "Use OTP signup flow.");
      }
      return signIn(
        ctx,
        await completeSignup(ctx.deps, parseWith(signupCompleteInput, input), userAgent(ctx)),
      );
    }),
  login: publicProcedure
    .meta({
      rest: { method: "POST", path: "/auth/login" },
      summary: "Signs in by e-mail (when the input contains @) or username (session cookies).",
      answers: "{ user }",
    })
    .input(loginInput)
    .mutation(async ({ ctx, input }) =>
      signIn(ctx, await login(ctx.deps, input, ctx.clientIp, userAgent(ctx)))
    ),
  loginCodeStart: publicProcedure
    .meta({
      rest: { method: "POST", path: "/auth/login/code" },
      summary: "Mails a sign-in code to the account's address (the same answer whether or not " +
        "the account exists): the way in while the password limits hold.",
      answers: "{ message, expiresInSeconds: 600 }",
    })
    .input(loginCodeStartInput)
    .mutation(({ ctx, input }) => startCodeLogin(ctx.deps, input.emailOrUsername, ctx.clientIp)),
  loginCodeVerify: publicProcedure
    .meta({
      rest: { method: "POST", path: "/auth/login/code/verify" },
      summary: "Signs in with the mailed sign-in code (session cookies).",
      answers: "{ user }",
    })
    .input(loginCodeVerifyInput)
    .mutation(async ({ ctx, input }) =>
      signIn(ctx, await finishCodeLogin(ctx.deps, input, ctx.clientIp, userAgent(ctx)))
    ),
  refresh: publicProcedure
    .meta({
      rest: { method: "POST", path: "/auth/refresh" },
      summary: "Renews the session from the refresh cookie, rotating it; 401 clears both cookies.",
      answers: "{ user }",
    })
    .mutation(async ({ ctx }) => {
      const { deps } = ctx;
      await enforce(deps.kv, [
        [refreshesPerClient, ctx.clientIp, "Too many session renewals from your network."],
      ], deps.clock.now());
      try {
        const { userId, tokens } = await refreshSession(deps, refreshCookie(ctx));
        const user = await getUser(deps.kv, userId);
        if (!user) {
          throw new AppError("UNAUTHORIZED", "Your session has ended. Please sign in again.");
        }
        return signIn(ctx, { user, tokens });
      } catch (err) {
        if (err instanceof AppError && err.code === "UNAUTHORIZED") {
          setCookies(ctx, clearedCookies(secure(ctx)));
        }
        throw err;
      }
    }),
  logout: publicProcedure
    .meta({
      rest: { method: "POST", path: "/auth/logout" },
      summary: "Ends the login (its live sockets close) and clears both cookies.",
      answers: "{ success: true }",
    })
    .mutation(async ({ ctx }) => {
      const sessionId = ctx.sessionId ?? sessionIdOfRefreshToken(refreshCookie(ctx));
      if (sessionId) await revokeSession(ctx.deps, sessionId);
      setCookies(ctx, clearedCookies(secure(ctx)));
      return { success: true };
    }),
  passwordForgot: publicProcedure
    .meta({
      rest: { method: "POST", path: "/auth/password/forgot" },
      summary: "Mails a password reset code when an account uses the address " +
        "(the same answer either way).",
      answers: "{ message, expiresInSeconds: 600 }",
    })
    .input(z.looseObject({ email }))
    .mutation(({ ctx, input }) => {
      const parsed = parseWith(passwordForgotInput(ctx.deps.config.collegeEmailDomain), input);
      return forgotPassword(ctx.deps, parsed.email, ctx.clientIp);
    }),
  passwordReset: publicProcedure
    .meta({
      rest: { method: "POST", path: "/auth/password/reset" },
      summary: "Sets a new password with the mailed code and ends every login of the account; " +
        "sign in again afterwards.",
      answers: "{ message }",
    })
    .input(z.looseObject({ email, otp, password: z.unknown().optional().meta({ type: "string" }) }))
    .mutation(async ({ ctx, input }) => {
      const parsed = parseWith(passwordResetInput(ctx.deps.config.collegeEmailDomain), input);
      const answer = await resetPassword(ctx.deps, parsed, ctx.clientIp);
      // This browser's own login (if any) ended with the others.
      setCookies(ctx, clearedCookies(secure(ctx)));
      return answer;
    }),
  passwordChange: authedProcedure
    .meta({
      rest: { method: "POST", path: "/auth/password/change" },
      summary: "Changes the password (the current one required); every other login ends.",
      answers: "{ success: true, endedSessions }",
    })
    .input(passwordChangeInput)
    .mutation(({ ctx, input }) => changePassword(ctx.deps, ctx.user._id, ctx.sessionId, input)),
  sessions: authedProcedure
    .meta({
      rest: { method: "GET", path: "/auth/sessions" },
      summary: "The student's live logins, newest first; `current` marks this one.",
      answers: "{ sessions: [{ _id, createdAt, lastSeenAt, userAgent, current }] }",
    })
    .query(({ ctx }) => {
      ctx.resHeaders.set("Cache-Control", "no-store");
      return listSessions(ctx.deps, ctx.user._id, ctx.sessionId);
    }),
  sessionRemove: authedProcedure
    .meta({
      rest: { method: "DELETE", path: "/auth/sessions/{id}" },
      summary: "Ends one of the student's logins (its sockets close); 404 for anyone else's. " +
        "Ending this one signs out.",
      answers: "{ success: true, current }",
    })
    .input(z.object({ id: idSchema(SESSION_NOT_FOUND) }))
    .mutation(async ({ ctx, input }) => {
      const answer = await endSession(ctx.deps, ctx.user._id, ctx.sessionId, input.id);
      if (answer.current) setCookies(ctx, clearedCookies(secure(ctx)));
      return answer;
    }),
  sessionsRemoveOthers: authedProcedure
    .meta({
      rest: { method: "DELETE", path: "/auth/sessions" },
      summary: "Ends every login of the student except this one.",
      answers: "{ success: true, endedSessions }",
    })
    .mutation(({ ctx }) => endOtherSessions(ctx.deps, ctx.user._id, ctx.sessionId)),
});
