/**
 * The one place an error becomes an HTTP answer for REST and pages: AppErrors keep their status
 * and message; anything unexpected is logged with the request id and answered with a plain 500.
 */
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { AppError } from "../core/errors.ts";
import { errorFields } from "../core/log.ts";
import type { AppEnv } from "./env.ts";

/** Turns any thrown value into an AppError; unknown errors become a logged 500. */
export function toAppError(err: unknown, c: Context<AppEnv>): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof HTTPException) {
    const code = err.status === 413
      ? "PAYLOAD_TOO_LARGE"
      : err.status === 401
      ? "UNAUTHORIZED"
      : err.status === 403
      ? "FORBIDDEN"
      : err.status === 404
      ? "NOT_FOUND"
      : "BAD_REQUEST";
    return new AppError(code, err.message || "The request could not be handled.");
  }
  c.get("logger").error("unhandled error", { requestId: c.get("requestId"), ...errorFields(err) });
  return new AppError(
    "INTERNAL_SERVER_ERROR",
    "Something went wrong on our side. Please try again.",
  );
}

/** The JSON error body `{ message, issues? }` with its status and `Retry-After` when known. */
export function errorResponse(c: Context<AppEnv>, err: AppError): Response {
  if (err.retryAfterSeconds !== undefined) {
    c.header("Retry-After", String(Math.max(1, Math.ceil(err.retryAfterSeconds))));
  }
  const body = err.issues ? { message: err.message, issues: err.issues } : { message: err.message };
  return c.json(body, err.status as ContentfulStatusCode);
}
