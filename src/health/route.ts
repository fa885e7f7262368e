/**
 * `GET /api/health` answered ahead of the session, origin and compression middleware: probes call
 * it often and need none of them. Same answer as the `health.check` procedure that documents it.
 */
import type { Handler } from "hono";
import type { AppEnv } from "../http/env.ts";
import { checkHealth } from "./service.ts";

export const healthRoute: Handler<AppEnv> = async function health(c) {
  const health = await checkHealth(c.var.deps);
  c.header("Cache-Control", "no-store");
  return c.json(health, health.status === "ok" ? 200 : 503);
};
