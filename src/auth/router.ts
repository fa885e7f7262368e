/** tRPC procedures for accounts: thin adapters over the same services as the REST shims. */
import { z } from "zod";
import { AppError } from "../core/errors.ts";
import { parseWith } from "../http/validate.ts";
import { authedProcedure, publicProcedure, router, type TrpcContext } from "../http/trpc.ts";
import { toSelfUser } from "../users/model.ts";
import { getUser } from "../users/repo.ts";
import { clearedCookies, type IssuedTokens, sessionCookies } from "./cookies.ts";
import { login } from "./login_service.ts";
import { loginInput, signupCompleteInput, signupStartInput, signupVerifyInput } from "./model.ts";
import { revokeSession } from "./sessions.ts";
import { completeSignup, startSignup, verifySignup } from "./signup_service.ts";

function setCookies(ctx: TrpcContext, values: string[]) {
  for (const v of values) ctx.resHeaders.append("Set-Cookie", v);
}

function issue(ctx: TrpcContext, tokens: IssuedTokens) {
  setCookies(ctx, sessionCookies(tokens, ctx.deps.config.appOrigin.startsWith("https:")));
}

/** The college e-mail rule depends on config, so the schema is built per call. */
const emailInput = z.object({ email: z.string() }).loose();

export const authRouter = router({
  me: publicProcedure.query(async ({ ctx }) => {
    const me = ctx.user ? await getUser(ctx.deps.kv, ctx.user._id) : null;
    return { user: me ? toSelfUser(me) : null };
  }),
  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const { user, tokens } = await login(ctx.deps, input, ctx.clientIp);
    issue(ctx, tokens);
    return { user: toSelfUser(user) };
  }),
  signupStart: publicProcedure.input(emailInput).mutation(({ ctx, input }) => {
    const schema = signupStartInput(ctx.deps.config.collegeEmailDomain);
    const { email } = parseWith(schema, input);
    return startSignup(ctx.deps, email, ctx.clientIp);
  }),
  signupVerify: publicProcedure.input(emailInput).mutation(({ ctx, input }) => {
    const schema = signupVerifyInput(ctx.deps.config.collegeEmailDomain);
    const parsed = parseWith(schema, input);
    return verifySignup(ctx.deps, parsed.email, parsed.otp, ctx.clientIp);
  }),
  signupComplete: publicProcedure.input(signupCompleteInput).mutation(async ({ ctx, input }) => {
    const { user, tokens } = await completeSignup(ctx.deps, input);
    issue(ctx, tokens);
    return { user: toSelfUser(user) };
  }),
  logout: authedProcedure.mutation(async ({ ctx }) => {
    if (!ctx.sessionId) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
    await revokeSession(ctx.deps, ctx.sessionId);
    setCookies(ctx, clearedCookies(ctx.deps.config.appOrigin.startsWith("https:")));
    return { success: true };
  }),
});
