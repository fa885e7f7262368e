/**
 * What each middleware of `src/app.ts` costs a request: a tiny JSON handler behind one middleware
 * at a time, called in process (`app.fetch`, no sockets, so only our code is timed), against the
 * handler alone; then whole requests through the real app. Variants alternate in rounds and each
 * keeps its best round, so other load on the machine weighs least. Prints µs; asserts nothing.
 */
import { Hono, type MiddlewareHandler } from "hono";
import { parseConfig, withBoundPort } from "../../src/config.ts";
import { createApp } from "../../src/app.ts";
import { createLogger, type Logger } from "../../src/core/log.ts";
import { buildDeps, stopLiveWork } from "../../src/deps.ts";
import { stopPasswordWorker } from "../../src/auth/password.ts";
import type { AppEnv } from "../../src/http/env.ts";
import { compression } from "../../src/http/compression.ts";
import { noStoreByDefault } from "../../src/http/cache_control.ts";
import { originCheck } from "../../src/http/origin.ts";
import { requestContext } from "../../src/http/request_context.ts";
import { securityHeaders } from "../../src/http/security_headers.ts";
import { session } from "../../src/http/session.ts";
import { DEMO_PASSWORD } from "../../src/users/seed.ts";

const ROUNDS = 5;
const PER_ROUND = 1500;
const ORIGIN = "http://127.0.0.1:8000";
const small = { status: "ok", items: [1, 2, 3] };
const page = `<!doctype html><main>${"<p>Campus, where students learn together.</p>".repeat(1400)}`;

type Variant = { app: { fetch(req: Request): Response | Promise<Response> }; cookie?: boolean };

/** A logger that builds each line as the real one does but writes nowhere. */
function quietInfoLogger(): Logger {
  const build = (msg: string, fields?: Record<string, unknown>) =>
    void JSON.stringify({ t: new Date().toISOString(), level: "info", msg, ...fields });
  return { debug: build, info: build, warn: build, error: build };
}

function behind(
  middleware: MiddlewareHandler<AppEnv> | null,
  body: "json" | "html" = "json",
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  if (middleware) app.use("*", middleware);
  app.get("/x", (c) => (body === "json" ? c.json(small) : c.html(page)));
  return app;
}

async function timeOne(variant: Variant, path: string, cookie: string): Promise<number> {
  const headers: Record<string, string> = { "accept-encoding": "gzip, deflate, br" };
  if (variant.cookie) headers.cookie = cookie;
  const started = performance.now();
  for (let i = 0; i < PER_ROUND; i++) {
    const res = await variant.app.fetch(new Request(`${ORIGIN}${path}`, { headers }));
    await res.arrayBuffer();
  }
  return ((performance.now() - started) * 1000) / PER_ROUND;
}

/** Prints the table. `kvPath`: a seeded KV file (the demo students), opened here in process. */
export async function middlewareCosts(kvPath: string): Promise<void> {
  const config = withBoundPort(
    parseConfig({ APP_ENV: "test", PORT: "0", DENO_KV_PATH: kvPath }),
    8000,
  );
  const deps = await buildDeps(config, {
    kv: await Deno.openKv(kvPath),
    logger: createLogger("warn"),
  });
  const logged = { ...deps, logger: quietInfoLogger() };
  const app = createApp(deps);
  try {
    const login = await app.fetch(
      new Request(`${ORIGIN}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN },
        body: JSON.stringify({ emailOrUsername: "aarav", password: DEMO_PASSWORD }),
      }),
    );
    await login.body?.cancel();
    const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const rows: [name: string, path: string, variant: Variant, baseline: string | null][] = [
      ["handler alone (small JSON)", "/x", { app: behind(null) }, null],
      [
        "request id + access log",
        "/x",
        { app: behind(requestContext(logged)) },
        "handler alone (small JSON)",
      ],
      [
        "security headers",
        "/x",
        { app: behind(securityHeaders({ https: true })) },
        "handler alone (small JSON)",
      ],
      [
        "compression, small JSON",
        "/x",
        { app: behind(compression()) },
        "handler alone (small JSON)",
      ],
      ["session, no cookie", "/x", { app: behind(session(deps)) }, "handler alone (small JSON)"],
      [
        "session, signed in",
        "/x",
        { app: behind(session(deps)), cookie: true },
        "handler alone (small JSON)",
      ],
      [
        "origin check (GET)",
        "/x",
        { app: behind(originCheck(config)) },
        "handler alone (small JSON)",
      ],
      ["no-store default", "/x", { app: behind(noStoreByDefault()) }, "handler alone (small JSON)"],
      ["handler alone (60 KB HTML)", "/x", { app: behind(null, "html") }, null],
      [
        "compression, 60 KB HTML",
        "/x",
        { app: behind(compression(), "html") },
        "handler alone (60 KB HTML)",
      ],
      ["app: GET /api/health", "/api/health", { app }, null],
      ["app: GET /api/health, cookie", "/api/health", { app, cookie: true }, null],
      ["app: GET /api/users/suggest", "/api/users/suggest?limit=4", { app }, null],
      ["app: same, signed in", "/api/users/suggest?limit=4", { app, cookie: true }, null],
    ];
    const best = new Map<string, number>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, path, variant] of rows) {
        const us = await timeOne(variant, path, cookie);
        best.set(name, Math.min(best.get(name) ?? Infinity, us));
      }
    }
    console.log(
      `\nPer-middleware cost: in-process app.fetch, best of ${ROUNDS} rounds × ${PER_ROUND} requests`,
    );
    console.log("middleware / request                µs/request   added µs");
    for (const [name, , , baseline] of rows) {
      const us = best.get(name)!;
      const added = baseline ? (us - best.get(baseline)!).toFixed(1) : "";
      console.log(`${name.padEnd(34)} ${us.toFixed(1).padStart(12)} ${added.padStart(10)}`);
    }
  } finally {
    await stopLiveWork(deps);
    stopPasswordWorker();
    deps.kv.close();
  }
}
