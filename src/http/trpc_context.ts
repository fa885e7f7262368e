/** The tRPC context of one request, the same for `/trpc` calls and the REST shims. */
import type { Context } from "hono";
import type { AppEnv } from "./env.ts";
import type { TrpcContext } from "./trpc.ts";

/** What procedures see of the request `c`; they add response headers to `resHeaders`. */
export function trpcContext(c: Context<AppEnv>, resHeaders: Headers): TrpcContext {
  return {
    deps: c.get("deps"),
    logger: c.get("logger"),
    user: c.get("user"),
    sessionId: c.get("sessionId"),
    requestId: c.get("requestId"),
    clientIp: c.get("clientIp"),
    reqHeaders: c.req.raw.headers,
    resHeaders,
  };
}
