/**
 * Refuses state-changing requests sent by another site's page (CSRF). Browsers always send
 * `Origin` on such requests; clients that send none (curl, other servers) carry no ambient
 * cookies of a victim, and SameSite=Lax cookies are the second guard.
 */
import type { MiddlewareHandler } from "hono";
import type { Config } from "../config.ts";
import { AppError } from "../core/errors.ts";
import type { AppEnv } from "./env.ts";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** Origins accepted as our own: `APP_ORIGIN`, plus loopback aliases when it was not set. */
export function allowedOrigins(config: Config): Set<string> {
  const origins = new Set([config.appOrigin]);
  if (!config.appOriginFixed) {
    for (const host of ["localhost", "127.0.0.1", "[::1]"]) {
      origins.add(`http://${host}:${config.port}`);
    }
  }
  return origins;
}

/** True when a request with these headers may change state. */
export function isSameOrigin(headers: Headers, allowed: Set<string>): boolean {
  const origin = headers.get("origin");
  if (origin !== null) return allowed.has(origin);
  return headers.get("sec-fetch-site") !== "cross-site";
}

/** Middleware: 403 for a state-changing request from a foreign origin. */
export function originCheck(config: Config): MiddlewareHandler<AppEnv> {
  const allowed = allowedOrigins(config);
  return async function originCheck(c, next) {
    if (!safeMethods.has(c.req.method) && !isSameOrigin(c.req.raw.headers, allowed)) {
      throw new AppError("FORBIDDEN", "This request came from another site and was refused.");
    }
    await next();
  };
}
