/**
 * Per-request basics: a request id (echoed as `X-Request-Id`), the client address as
 * `TRUST_PROXY` defines it, and one access-log line per request.
 */
import type { MiddlewareHandler } from "hono";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "./env.ts";
import { responseHeaders } from "./response_headers.ts";

const incomingId = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * The client address: behind `proxies` trusted proxies, the `X-Forwarded-For` entry that many hops
 * from the right (the one our nearest proxy wrote; entries further left come from the client and
 * could be anything); with none, or a header too short to have come through them, the peer.
 */
export function clientAddress(
  headers: Headers,
  info: Deno.ServeHandlerInfo | undefined,
  proxies: number,
): string {
  if (proxies > 0) {
    const hops = (headers.get("x-forwarded-for") ?? "").split(",").map((h) => h.trim())
      .filter(Boolean);
    if (hops.length >= proxies) return hops[hops.length - proxies];
  }
  const addr = info?.remoteAddr;
  return addr && "hostname" in addr ? addr.hostname : "unknown";
}

/**
 * The id of a request: the proxy's when a trusted proxy sent a well-formed one, else a new one.
 * Without a trusted proxy the headers are never read (Deno builds `req.headers` on first use).
 */
export function requestIdOf(req: Request, deps: Pick<AppDeps, "config">): string {
  if (deps.config.trustProxy === 0) return crypto.randomUUID();
  const given = req.headers.get("x-request-id");
  return given && incomingId.test(given) ? given : crypto.randomUUID();
}

/** Puts deps, logger, request id and client address on the context and logs the outcome. */
export function requestContext(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async function requestContext(c, next) {
    const started = performance.now();
    const requestId = requestIdOf(c.req.raw, deps);
    c.set("deps", deps);
    c.set("logger", deps.logger);
    c.set("requestId", requestId);
    c.set("clientIp", clientAddress(c.req.raw.headers, c.env, deps.config.trustProxy));
    await next();
    responseHeaders(c).set("X-Request-Id", requestId);
    logRequest(
      deps,
      { requestId, method: c.req.method, path: c.req.path, status: c.res.status },
      started,
    );
  };
}

/** The access-log line of one request, `started` being its `performance.now()` on arrival. */
export function logRequest(
  deps: Pick<AppDeps, "logger">,
  request: { requestId: string; method: string; path: string; status: number },
  started: number,
): void {
  deps.logger.info("request", { ...request, ms: Math.round(performance.now() - started) });
}
