/**
 * The one application error. Services throw it with a tRPC code name and a sentence a person
 * can act on; `http/errors.ts` and `http/trpc.ts` each map it exactly once.
 */

export type AppErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "TOO_MANY_REQUESTS"
  | "INTERNAL_SERVER_ERROR"
  | "SERVICE_UNAVAILABLE";

/** HTTP status for each code; the same table tRPC uses. */
export const httpStatusOf: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

export type AppErrorOptions = {
  /** Field-level problems, e.g. from zod, returned as `issues`. */
  issues?: Issue[];
  /** Seconds until a retry may succeed; sent as `Retry-After` with 429. */
  retryAfterSeconds?: number;
  cause?: unknown;
};

/** One field problem: where it is (a dotted path) and what is wrong. */
export type Issue = { path: string; message: string };

export class AppError extends Error {
  override name = "AppError";
  readonly code: AppErrorCode;
  readonly issues?: Issue[];
  readonly retryAfterSeconds?: number;

  constructor(code: AppErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.code = code;
    this.issues = options.issues;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }

  get status(): number {
    return httpStatusOf[this.code];
  }
}

/** Turns zod's issue list into our `{ path, message }` form. */
export function issuesFromZod(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Issue[] {
  return issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message }));
}

/** A 400 whose message is the first problem, so a client showing only `message` still helps. */
export function invalidInput(issues: Issue[]): AppError {
  const first = issues[0];
  const message = first ? first.message : "The request is not valid.";
  return new AppError("BAD_REQUEST", message, { issues });
}
