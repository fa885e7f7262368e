/**
 * Starts the real app on a free port with `:memory:` KV, exactly as `main.ts` builds it, for
 * tests that talk HTTP. Each server has its own KV, so tests never see each other's data.
 */
import { type Config, parseConfig, withBoundPort } from "../../src/config.ts";
import { createApp } from "../../src/app.ts";
import { type Clock, systemClock } from "../../src/core/clock.ts";
import type { EventBus } from "../../src/core/events.ts";
import { inProcessEventBus } from "../../src/core/events.ts";
import { createLogger, errorFields } from "../../src/core/log.ts";
import { type Mailer, mailerFromConfig } from "../../src/mail/mailer.ts";
import { localBlobStore } from "../../src/uploads/blob_store.ts";
import { inProcessBus } from "../../src/realtime/bus.ts";
import { Hub } from "../../src/realtime/hub.ts";
import { trackPresence } from "../../src/users/presence.ts";
import { loadManifest } from "../../src/ssr/manifest.ts";
import { CollabRooms } from "../../src/collab/rooms.ts";
import { executorFromConfig } from "../../src/exec/executor.ts";
import { bounded } from "./bounded.ts";

export type TestServer = {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:41234`. */
  url: string;
  origin: string;
  kv: Deno.Kv;
  config: Config;
  events: EventBus;
  hub: Hub;
  collab: CollabRooms;
  close(): Promise<void>;
};

export type StartOptions = {
  env?: Record<string, string>;
  clock?: Clock;
  /** Defaults to what the config says: SMTP when `SMTP_URL` is in `env`, else the console. */
  mailer?: Mailer;
  /** A KV file to use instead of a fresh `:memory:` store (a restart test reopens it). */
  kvPath?: string;
  /** How long an empty editor room stays loaded. */
  roomIdleMs?: number;
};

export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  const base = parseConfig({
    APP_ENV: "test",
    PORT: "0",
    DENO_KV_PATH: ":memory:",
    ...options.env,
  });
  const kv = await Deno.openKv(options.kvPath ?? ":memory:");
  const dataDir = await Deno.makeTempDir({ prefix: "campus-test-" });
  const manifest = await loadManifest();
  const logger = createLogger("warn");
  // The app needs the bound port (for its origin), so it is built once the server listens.
  let handle: Deno.ServeHandler = () => new Response("starting", { status: 503 });
  const ready = Promise.withResolvers<number>();
  const server = Deno.serve({
    port: 0,
    hostname: "127.0.0.1",
    onListen: ({ port }) => ready.resolve(port),
  }, (req, info) => handle(req, info));
  const port = await ready.promise;
  const config = withBoundPort(base, port);
  const mailer: Mailer = options.mailer ?? mailerFromConfig(config);
  const clock = options.clock ?? systemClock;
  const blobs = localBlobStore(`${dataDir}/blobs`);
  const events = inProcessEventBus((err, event) =>
    logger.error("event handler failed", { event: event.type, ...errorFields(err) })
  );
  const hub = new Hub(inProcessBus(), logger);
  trackPresence(hub, kv);
  const collab = new CollabRooms({
    kv,
    logger,
    executor: executorFromConfig(config),
    now: () => clock.now(),
    idleMs: options.roomIdleMs,
  });
  const app = createApp({
    kv,
    config,
    clock,
    logger,
    mailer,
    blobs,
    events,
    hub,
    collab,
    manifest,
  });
  handle = (req, info) => app.fetch(req, info);
  return {
    url: `http://127.0.0.1:${port}`,
    origin: config.appOrigin,
    kv,
    config,
    events,
    hub,
    collab,
    async close() {
      hub.shutdown();
      await bounded("editor rooms", collab.shutdown());
      await bounded("server shutdown", server.shutdown());
      mailer.close?.();
      kv.close();
      await Deno.remove(dataDir, { recursive: true });
    },
  };
}
