/** The tRPC context of one request, the same for `/trpc` calls and the REST shims. */
import type { Context } from "hono";
import type { AppEnv } from "./env.ts";
import type { TrpcContext } from "./trpc.ts";

/** What procedures see of the request `c`; they add response headers to `resHeaders`. */
export function trpcContext(c: Context<AppEnv>, resHeaders: Headers): TrpcContext {
  return {
    deps: c.var.deps,
    logger: c.var.logger,
    user: c.var.user,
    sessionId: c.var.sessionId,
    requestId: c.var.requestId,
    clientIp: c.var.clientIp,
    reqHeaders: c.req.raw.headers,
    resHeaders,
  };
}
