/**
 * The REST shims under `/api` (spec 000 §7, 001 §7), made from the procedures' declared routes:
 * each route reads its input from the path, the query (GET, DELETE) or the JSON body, calls its
 * procedure with the same context tRPC gives it, and answers with the declared status and
 * wrapping. Every failure leaves as `{ message, issues? }` with its status.
 */
import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AnyTRPCRouter } from "@trpc/server";
import { AppError } from "../core/errors.ts";
import type { AppEnv } from "./env.ts";
import { errorResponse, toAppError } from "./errors.ts";
import { pathParams, type RestOperation, restOperations } from "./rest_routes.ts";
import { createCallerFactory } from "./trpc.ts";
import { trpcContext } from "./trpc_context.ts";
import { readJsonBody } from "./validate.ts";

/** JSON bodies above this are refused with 413 before they are read. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/** A 413 answer for bodies over `maxSize`, as middleware. */
export function limitBody(maxSize: number) {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError(
        "PAYLOAD_TOO_LARGE",
        `The request body is too large (at most ${Math.floor(maxSize / 1024)} KB).`,
      );
    },
  });
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** The procedure input of one request: body or query, with the path parameters laid over it. */
async function inputOf(c: Context<AppEnv>, op: RestOperation): Promise<unknown> {
  const { method, path, body } = op.route;
  const params: Record<string, string> = {};
  for (const name of pathParams(path)) params[name] = c.req.param(name) ?? "";
  const fromQuery = method === "GET" || (method === "DELETE" && !op.route.jsonBody);
  const given = fromQuery ? c.req.query() : await readJsonBody(c);
  if (body) return { ...params, [body]: given };
  if (isPlainObject(given)) return { ...given, ...params };
  if (Object.keys(params).length === 0) return given;
  throw new AppError("BAD_REQUEST", "The request body must be a JSON object.");
}

/** Copies what the procedure put on its response headers (cookies, Retry-After, caching). */
function copyHeaders(c: Context<AppEnv>, from: Headers) {
  for (const cookie of from.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
  for (const [name, value] of from) if (name !== "set-cookie") c.header(name, value);
}

function handlerFor(op: RestOperation, call: (ctx: unknown, input: unknown) => Promise<unknown>) {
  const { status = 200, statusOf, wrap } = op.route;
  return async function restRoute(c: Context<AppEnv>) {
    const resHeaders = new Headers();
    try {
      const output = await call(trpcContext(c, resHeaders), await inputOf(c, op));
      copyHeaders(c, resHeaders);
      const answer = wrap ? { [wrap]: output } : output;
      return c.json(answer, (statusOf?.(output) ?? status) as ContentfulStatusCode);
    } catch (err) {
      copyHeaders(c, resHeaders);
      const cause = err instanceof Error && err.cause instanceof AppError ? err.cause : err;
      return errorResponse(c, toAppError(cause, c));
    }
  };
}

/** The `/api` sub-app: every route declared in `router`, plus `extra` hand-written ones. */
export function restApi(router: AnyTRPCRouter, extra: Hono<AppEnv>[] = []): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  // Uploads set their own, larger limit; every other body is JSON.
  const jsonLimit = limitBody(JSON_BODY_LIMIT);
  const isUpload = (path: string) => path === "/api/upload" || path.startsWith("/api/upload/");
  api.use("*", (c, next) => (isUpload(c.req.path) ? next() : jsonLimit(c, next)));
  const createCaller = createCallerFactory(router);
  for (const op of restOperations(router)) {
    const keys = op.procedure.split(".");
    const call = (ctx: unknown, input: unknown) => {
      // deno-lint-ignore no-explicit-any
      const procedure = keys.reduce((at: any, key) => at[key], createCaller(ctx as never));
      return procedure(input) as Promise<unknown>;
    };
    api.on(op.route.method, op.route.path.replace(/\{(\w+)\}/g, ":$1"), handlerFor(op, call));
  }
  for (const app of extra) api.route("/", app);
  api.onError((err, c) => errorResponse(c, toAppError(err, c)));
  return api;
}
