/**
 * The REST shims under `/api` (spec 000 §7, 001 §7): a Hono sub-app mounting one small app per
 * domain. Every error leaves as `{ message }` JSON with its status; unknown paths are a JSON 404.
 */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "../core/errors.ts";
import { authRest } from "../auth/rest.ts";
import { filesRest } from "../files/rest.ts";
import { followRest } from "../follow/rest.ts";
import { chatRest } from "../chat/rest.ts";
import { healthRest } from "../health/rest.ts";
import { notificationsRest } from "../notifications/rest.ts";
import { postsRest } from "../posts/rest.ts";
import { uploadsRest } from "../uploads/rest.ts";
import { usersRest } from "../users/rest.ts";
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
  // Uploads set their own, larger limit; every other body is JSON.
  const jsonLimit = limitBody(JSON_BODY_LIMIT);
  api.use("*", (c, next) => (c.req.path.startsWith("/api/upload/") ? next() : jsonLimit(c, next)));
  api.route("/", healthRest);
  api.route("/", authRest);
  api.route("/", usersRest);
  api.route("/", followRest);
  api.route("/", uploadsRest);
  api.route("/", filesRest);
  api.route("/", postsRest);
  api.route("/", chatRest);
  api.route("/", notificationsRest);
  api.onError((err, c) => errorResponse(c, toAppError(err, c)));
  return api;
}
