/** REST: the account calls of spec 000 §7 under `/api/auth`. */
import { type Context, Hono } from "hono";
import { z } from "zod";
import { AppError } from "../core/errors.ts";
import type { AppEnv } from "../http/env.ts";
import { readJson } from "../http/validate.ts";
import { getUser } from "../users/repo.ts";
import { toSelfUser } from "../users/model.ts";
import { enforce } from "../core/rate_limit.ts";
import {
  clearedCookies,
  type IssuedTokens,
  readCookie,
  REFRESH_COOKIE,
  sessionCookies,
} from "./cookies.ts";
import { refreshesPerClient } from "./limits.ts";
import { login } from "./login_service.ts";
import {
  completeTokenSchema,
  loginInput,
  signupCompleteInput,
  signupStartInput,
  signupVerifyInput,
} from "./model.ts";
import { refreshSession, revokeSession, sessionIdOfRefreshToken } from "./sessions.ts";
import { completeSignup, startSignup, verifySignup } from "./signup_service.ts";

function secure(c: Context<AppEnv>): boolean {
  return c.var.deps.config.appOrigin.startsWith("https:");
}

function setCookies(c: Context<AppEnv>, values: string[]) {
  for (const v of values) c.header("Set-Cookie", v, { append: true });
  c.header("Cache-Control", "no-store");
}

function issue(c: Context<AppEnv>, tokens: IssuedTokens) {
  setCookies(c, sessionCookies(tokens, secure(c)));
}

export const authRest = new Hono<AppEnv>()
  .post("/auth/signup/start", async (c) => {
    const { email } = await readJson(c, signupStartInput(c.var.deps.config.collegeEmailDomain));
    return c.json(await startSignup(c.var.deps, email, c.var.clientIp));
  })
  .post("/auth/signup/verify", async (c) => {
    const input = await readJson(c, signupVerifyInput(c.var.deps.config.collegeEmailDomain));
    return c.json(await verifySignup(c.var.deps, input.email, input.otp, c.var.clientIp));
  })
  .post("/auth/signup/complete", async (c) => {
    const input = await readJson(c, signupCompleteInput);
    const { user, tokens } = await completeSignup(c.var.deps, input);
    issue(c, tokens);
    return c.json({ user: toSelfUser(user) }, 201);
  })
  .post("/auth/register", async (c) => {
    // Direct registration exists only as the last step of the OTP flow (spec 000 §4).
    const body = await readJson(c, z.looseObject({}));
    if (!completeTokenSchema.safeParse(body.completeToken).success) {
      throw new AppError("BAD_REQUEST", "Use OTP signup flow.");
    }
    const input = await readJson(c, signupCompleteInput);
    const { user, tokens } = await completeSignup(c.var.deps, input);
    issue(c, tokens);
    return c.json({ user: toSelfUser(user) }, 201);
  })
  .post("/auth/login", async (c) => {
    const input = await readJson(c, loginInput);
    const { user, tokens } = await login(c.var.deps, input, c.var.clientIp);
    issue(c, tokens);
    return c.json({ user: toSelfUser(user) });
  })
  .post("/auth/refresh", async (c) => {
    const { deps } = c.var;
    await enforce(deps.kv, [
      [refreshesPerClient, c.var.clientIp, "Too many session renewals from your network."],
    ], deps.clock.now());
    try {
      const refreshToken = readCookie(c.req.header("cookie"), REFRESH_COOKIE);
      const { userId, tokens } = await refreshSession(deps, refreshToken);
      const user = await getUser(deps.kv, userId);
      if (!user) {
        throw new AppError("UNAUTHORIZED", "Your session has ended. Please sign in again.");
      }
      issue(c, tokens);
      return c.json({ user: toSelfUser(user) });
    } catch (err) {
      if (err instanceof AppError && err.code === "UNAUTHORIZED") {
        setCookies(c, clearedCookies(secure(c)));
      }
      throw err;
    }
  })
  .get("/auth/me", async (c) => {
    c.header("Cache-Control", "no-store");
    const me = c.var.user ? await getUser(c.var.deps.kv, c.var.user._id) : null;
    if (!me) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
    return c.json({ user: toSelfUser(me) });
  })
  .post("/auth/logout", async (c) => {
    const sessionId = c.var.sessionId ??
      sessionIdOfRefreshToken(readCookie(c.req.header("cookie"), REFRESH_COOKIE));
    if (sessionId) await revokeSession(c.var.deps, sessionId);
    setCookies(c, clearedCookies(secure(c)));
    return c.json({ success: true });
  });
