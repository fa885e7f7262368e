/** Headers every response carries; pages add their own Content-Security-Policy with a nonce. */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env.ts";

export function securityHeaders(options: { https: boolean }): MiddlewareHandler<AppEnv> {
  return async function securityHeaders(c, next) {
    await next();
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    c.header("X-Frame-Options", "DENY");
    c.header("Cross-Origin-Opener-Policy", "same-origin");
    c.header("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (options.https) c.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}
