/**
 * What follows a signed-in student's own writes: what was kept of their data for a while (their
 * copy of a page, their confirmed login) is read afresh after anything that may have changed it.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./env.ts";

/** After any request that may write (not GET or HEAD) by a signed-in student, calls `forget`
 * with their id, before and after: whether it succeeded or not, what depends on their own data
 * is read afresh. A tRPC batch of queries sent as GET changes nothing. */
export function afterOwnWrites(forget: (userId: string) => void): MiddlewareHandler<AppEnv> {
  return async function afterOwnWrites(c, next) {
    const method = c.req.method;
    const user = method === "GET" || method === "HEAD" ? null : c.get("user");
    if (user) forget(user._id);
    await next();
    if (user) forget(user._id);
  };
}
