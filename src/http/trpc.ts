/**
 * tRPC, initialised exactly once: the context, the procedure meta (each procedure's REST routes),
 * the procedure builders (public and signed-in) and the mapping of every failure to one AppError.
 */
import { initTRPC, TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import { AppError, invalidInput, issuesFromZod } from "../core/errors.ts";
import type { Logger } from "../core/log.ts";
import type { AppDeps } from "../deps.ts";
import type { ProcedureMeta } from "./rest_routes.ts";
import type { SessionUser } from "./session.ts";
import { inputSafeTransformer, INVALID_JSON } from "./trpc_input.ts";

export type TrpcContext = {
  deps: AppDeps;
  logger: Logger;
  user: SessionUser | null;
  sessionId: string | null;
  requestId: string;
  clientIp: string;
  /** The request's headers (cookies for the session renewal). */
  reqHeaders: Headers;
  /** Headers to add to the HTTP response (cookies, Retry-After). */
  resHeaders: Headers;
};

const t = initTRPC.context<TrpcContext>().meta<ProcedureMeta>().create({
  transformer: inputSafeTransformer,
  // Never put stack traces in answers, whatever NODE_ENV says.
  isDev: false,
  errorFormatter({ shape, error }) {
    const issues = error.cause instanceof AppError ? error.cause.issues : undefined;
    const { stack: _stack, ...data } = shape.data;
    // The parser's own wording ("Expected property name...") is no answer for a person.
    const message = error.code === "BAD_REQUEST" && error.cause instanceof SyntaxError
      ? INVALID_JSON
      : shape.message;
    return { ...shape, message, data: issues ? { ...data, issues } : data };
  },
});

/**
 * The AppError a failure stands for: services throw AppErrors; invalid input becomes a 400 whose
 * message is the first problem, or a 404 when an id that cannot exist was given (see `idSchema`).
 */
function appErrorOf(error: TRPCError): AppError | null {
  const cause = error.cause;
  if (cause instanceof AppError) return cause;
  if (cause instanceof ZodError) {
    const missing = cause.issues.find((i) => i.code === "custom" && i.params?.notFound);
    if (missing) return new AppError("NOT_FOUND", missing.message);
    return invalidInput(issuesFromZod(cause.issues));
  }
  return null;
}

/** Every expected failure leaves as a TRPCError carrying its AppError, once, here. */
const mapAppErrors = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (result.ok) return result;
  const appError = appErrorOf(result.error);
  if (!appError) return result;
  if (appError.retryAfterSeconds !== undefined) {
    ctx.resHeaders.set("Retry-After", String(Math.max(1, Math.ceil(appError.retryAfterSeconds))));
  }
  throw new TRPCError({ code: appError.code, message: appError.message, cause: appError });
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Anyone may call it. */
export const publicProcedure = t.procedure.use(mapAppErrors);

/** Needs a signed-in user; `ctx.user` is narrowed to non-null. */
export const authedProcedure = publicProcedure.meta({ signedIn: true }).use(({ ctx, next }) => {
  if (!ctx.user) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
  return next({ ctx: { ...ctx, user: ctx.user } });
});
