/** Headers every response carries; pages add their own Content-Security-Policy with a nonce. */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env.ts";
import { responseHeaders } from "./response_headers.ts";

/** The list every response carries, made once per app. */
export function securityHeaderList(options: { https: boolean }): [string, string][] {
  const fixed: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=()"],
  ];
  if (options.https) {
    fixed.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  }
  return fixed;
}

export function securityHeaders(options: { https: boolean }): MiddlewareHandler<AppEnv> {
  // Made once: every response gets the same list, set in place.
  const fixed = securityHeaderList(options);
  return async function securityHeaders(c, next) {
    await next();
    const headers = responseHeaders(c);
    for (const [name, value] of fixed) headers.set(name, value);
  };
}
