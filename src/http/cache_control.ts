/**
 * API answers are not cached unless their route says otherwise: most depend on the session (who
 * is signed in, what they may see), and a shared or back-button cache must never replay them.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env.ts";
import { responseHeaders } from "./response_headers.ts";

/** Adds `Cache-Control: no-store` to every answer that set no caching of its own. */
export function noStoreByDefault(): MiddlewareHandler<AppEnv> {
  return async function noStoreByDefault(c, next) {
    await next();
    if (!c.res.headers.has("Cache-Control")) responseHeaders(c).set("Cache-Control", "no-store");
  };
}
