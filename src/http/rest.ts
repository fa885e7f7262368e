/**
 * The REST shims under `/api` (spec 000 §7, 001 §7): a Hono sub-app mounting one small app per
 * domain. Every error leaves as `{ message }` JSON with its status; unknown paths are a JSON 404.
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "../core/errors.ts";
import { authRest } from "../auth/rest.ts";
import { healthRest } from "../health/rest.ts";
import type { AppEnv } from "./env.ts";
import { errorResponse, toAppError } from "./errors.ts";

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

export function restApi(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use("*", limitBody(JSON_BODY_LIMIT));
  api.route("/", healthRest);
  api.route("/", authRest);
  api.onError((err, c) => errorResponse(c, toAppError(err, c)));
  return api;
}
