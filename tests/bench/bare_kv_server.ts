/**
 * The health peer: a bare `Deno.serve` that does what `GET /api/health` does — one read of the
 * probe key of a KV file (`DENO_KV_PATH`) and the same JSON answer — and nothing else.
 */
import { healthProbeKey } from "../../src/health/keys.ts";

const kv = await Deno.openKv(Deno.env.get("DENO_KV_PATH"));
Deno.serve({
  port: 0,
  hostname: "127.0.0.1",
  onListen: ({ hostname, port }) => console.log(`listening on http://${hostname}:${port}`),
}, async () => {
  const started = performance.now();
  let ok = true;
  try {
    await kv.get(healthProbeKey);
  } catch {
    ok = false;
  }
  const body = {
    status: ok ? "ok" : "degraded",
    kv: ok ? "ok" : "unavailable",
    time: new Date().toISOString(),
    latencyMs: Math.round((performance.now() - started) * 10) / 10,
  };
  return Response.json(body, { status: ok ? 200 : 503, headers: { "cache-control": "no-store" } });
});
