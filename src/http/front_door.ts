/**
 * What the server hands each request to: `GET /api/health` is answered here, without the app's
 * router and middleware chain (probes call it more than anything else and need none of it); every
 * other request goes to the app.
 */
import type { Hono } from "hono";
import type { AppDeps } from "../deps.ts";
import type { AppEnv } from "./env.ts";
import { healthResponse } from "../health/route.ts";
import { requestIdOf } from "./request_context.ts";

const HEALTH_PATH = "/api/health";

/** The path of an absolute request URL, without parsing the whole URL. */
function pathOf(url: string): string {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  if (start < 0) return "/";
  const query = url.indexOf("?", start);
  return url.slice(start, query < 0 ? undefined : query);
}

export function frontDoor(app: Hono<AppEnv>, deps: AppDeps): Deno.ServeHandler {
  return (req, info) =>
    req.method === "GET" && pathOf(req.url) === HEALTH_PATH
      ? healthResponse(deps, requestIdOf(req, deps))
      : app.fetch(req, info);
}
