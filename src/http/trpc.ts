/**
 * tRPC, initialised exactly once: the context, the procedure builders (public and signed-in)
 * and the mapping of AppError to tRPC errors. Domain routers import from here.
 */
import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import { ZodError } from "zod";
import { AppError, issuesFromZod } from "../core/errors.ts";
import type { Logger } from "../core/log.ts";
import type { AppDeps } from "../deps.ts";
import type { SessionUser } from "./session.ts";

export type TrpcContext = {
  deps: AppDeps;
  logger: Logger;
  user: SessionUser | null;
  sessionId: string | null;
  requestId: string;
  clientIp: string;
  /** Headers to add to the HTTP response (cookies, Retry-After). */
  resHeaders: Headers;
};

const t = initTRPC.context<TrpcContext>().create({
  transformer: superjson,
  // Never put stack traces in answers, whatever NODE_ENV says.
  isDev: false,
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    const issues = cause instanceof ZodError
      ? issuesFromZod(cause.issues)
      : cause instanceof AppError
      ? cause.issues
      : undefined;
    const { stack: _stack, ...data } = shape.data;
    return { ...shape, data: issues ? { ...data, issues } : data };
  },
});

/** AppErrors thrown by services become tRPC errors with the same code and message, once, here. */
const mapAppErrors = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    if (cause.retryAfterSeconds !== undefined) {
      ctx.resHeaders.set("Retry-After", String(Math.ceil(cause.retryAfterSeconds)));
    }
    throw new TRPCError({ code: cause.code, message: cause.message, cause });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Anyone may call it. */
export const publicProcedure = t.procedure.use(mapAppErrors);

/** Needs a signed-in user; `ctx.user` is narrowed to non-null. */
export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) {
    throw new TRPCError({ code: "UNAUTHORIZED", message: "Please sign in to continue." });
  }
  return next({ ctx: { ...ctx, user: ctx.user } });
});
