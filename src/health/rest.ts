/** REST: `GET /api/health` → the health answer; 503 when KV does not answer. */
import { Hono } from "hono";
import type { AppEnv } from "../http/env.ts";
import { checkHealth } from "./service.ts";

export const healthRest = new Hono<AppEnv>().get("/health", async (c) => {
  const health = await checkHealth(c.var.deps);
  c.header("Cache-Control", "no-store");
  return c.json(health, health.status === "ok" ? 200 : 503);
});
