/** Liveness and readiness: the process answers and its KV store answers reads. */
import type { AppDeps } from "../deps.ts";
import type { Health } from "./model.ts";
import { healthProbeKey } from "./keys.ts";

/** Reports whether the app can serve: checks that KV answers a strongly consistent read. */
export async function checkHealth(deps: Pick<AppDeps, "kv" | "clock">): Promise<Health> {
  const started = performance.now();
  let kv: Health["kv"] = "ok";
  try {
    await deps.kv.get(healthProbeKey);
  } catch {
    kv = "unavailable";
  }
  return {
    status: kv === "ok" ? "ok" : "degraded",
    kv,
    time: new Date(deps.clock.now()).toISOString(),
    latencyMs: Math.round((performance.now() - started) * 10) / 10,
  };
}
