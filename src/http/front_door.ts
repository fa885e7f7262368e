/**
 * What the server hands each request to. Two answers skip the app's router and middleware chain:
 * `GET /api/health` (probes call it more than anything else and need none of it), and a current
 * copy of a page that is the same for every visitor, asked for without cookies or a query string.
 * Every other request goes to the app, which renders those copies in the first place.
 */
import { servesHttps } from "../config.ts";
import type { AppDeps } from "../deps.ts";
import { createApp } from "../app.ts";
import { healthResponse } from "../health/route.ts";
import { type CachedPage, pageCache, serveCached } from "../ssr/page_cache.ts";
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

/** Builds the app for `deps` and the handler to serve it with. */
export function frontDoor(deps: AppDeps): Deno.ServeHandler {
  const signedOutPages = pageCache<CachedPage>();
  const app = createApp(deps, signedOutPages);
  const fixed = securityHeaderList({ https: servesHttps(deps.config) });

  /** The same answer, headers and access-log line the app would give (`requestContext`,
   * `securityHeaders`, then the page handler's `serveCached`). */
  function servePage(page: CachedPage, req: Request, path: string): Response {
    const started = performance.now();
    const requestId = requestIdOf(req, deps);
    const res = serveCached(page, req);
    for (const [name, value] of fixed) res.headers.set(name, value);
    res.headers.set("X-Request-Id", requestId);
    logRequest(deps, { requestId, method: req.method, path, status: res.status }, started);
    return res;
  }

  return (req, info) => {
    if (req.method !== "GET" && req.method !== "HEAD") return app.fetch(req, info);
    const path = pathOf(req.url);
    if (path === HEALTH_PATH && req.method === "GET") {
      return healthResponse(deps, requestIdOf(req, deps));
    }
    // With cookies the visitor may be signed in (or resumable): the app decides. With a query
    // string the page may differ. Either way the app renders it.
    if (req.url.includes("?") || req.headers.has("cookie")) return app.fetch(req, info);
    const page = signedOutPages.current(path, deps.clock.now());
    return page ? servePage(page, req, path) : app.fetch(req, info);
  };
}
