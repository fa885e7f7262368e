/**
 * What the server hands each request to: `GET /api/health` is answered here, without the app's
 * router and middleware chain (probes call it more than anything else and need none of it), with
 * the same headers and log line; every other request goes to the app.
 */
import type { Hono } from "hono";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "./env.ts";
import { checkHealth } from "../health/service.ts";
import { logRequest, requestIdOf } from "./request_context.ts";
import { securityHeaderList } from "./security_headers.ts";

const HEALTH_PATH = "/api/health";

/** The path of an absolute request URL, without parsing the whole URL. */
function pathOf(url: string): string {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  if (start < 0) return "/";
  const query = url.indexOf("?", start);
  return url.slice(start, query < 0 ? undefined : query);
}

export function frontDoor(app: Hono<AppEnv>, deps: AppDeps): Deno.ServeHandler {
  const fixed: [string, string][] = [
    ...securityHeaderList({ https: deps.config.appOrigin.startsWith("https:") }),
    ["Content-Type", "application/json"],
    ["Cache-Control", "no-store"],
  ];
  async function health(req: Request): Promise<Response> {
    const started = performance.now();
    const requestId = requestIdOf(req.headers, deps);
    const body = await checkHealth(deps);
    const status = body.status === "ok" ? 200 : 503;
    const headers = new Headers(fixed);
    headers.set("X-Request-Id", requestId);
    logRequest(deps, { requestId, method: "GET", path: HEALTH_PATH, status }, started);
    return new Response(JSON.stringify(body), { status, headers });
  }
  return (req, info) =>
    req.method === "GET" && pathOf(req.url) === HEALTH_PATH ? health(req) : app.fetch(req, info);
}
