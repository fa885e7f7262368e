/** Starts Campus: read config, open KV, build the app, serve it. */
import { ConfigError, loadConfig, withBoundPort } from "./src/config.ts";
import { createApp } from "./src/app.ts";
import { systemClock } from "./src/core/clock.ts";
import { inProcessEventBus } from "./src/core/events.ts";
import { createLogger, errorFields } from "./src/core/log.ts";
import { openKv } from "./src/core/kv.ts";
import { mailerFromConfig } from "./src/mail/mailer.ts";
import { localBlobStore } from "./src/uploads/blob_store.ts";
import { inProcessBus } from "./src/realtime/bus.ts";
import { Hub } from "./src/realtime/hub.ts";
import { refreshPresence, trackPresence } from "./src/users/presence.ts";
import { closeEndedSessions } from "./src/auth/socket_sessions.ts";
import { loadManifest } from "./src/ssr/manifest.ts";
import { CollabRooms } from "./src/collab/rooms.ts";
import { executorFromConfig } from "./src/exec/executor.ts";

let config;
try {
  config = loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(`campus: ${err.message}`);
  Deno.exit(1);
}
const kv = await openKv(config);
const manifest = await loadManifest();
const logger = createLogger(config.appEnv === "test" ? "warn" : "info");
const mailer = mailerFromConfig(config);
const blobs = localBlobStore(`${config.dataDir}/blobs`);
const hub = new Hub(inProcessBus(), logger);
trackPresence(hub, kv);
// Every 30 s: renew presence of connected students and close sockets whose login has ended.
setInterval(() => {
  refreshPresence(hub, kv).catch((err) => logger.warn("presence refresh failed", errorFields(err)));
  closeEndedSessions(hub, kv).catch((err) => logger.warn("socket sweep failed", errorFields(err)));
}, 30_000);
const events = inProcessEventBus((err, event) =>
  logger.error("event handler failed", { event: event.type, ...errorFields(err) })
);

const collab = new CollabRooms({
  kv,
  logger,
  executor: executorFromConfig(config),
  now: () => systemClock.now(),
});

let app: ReturnType<typeof createApp>;
const server = Deno.serve({
  port: config.port,
  hostname: config.host,
  onListen({ hostname, port }) {
    app = createApp({
      kv,
      config: withBoundPort(config, port),
      clock: systemClock,
      logger,
      mailer,
      blobs,
      events,
      hub,
      collab,
      manifest,
    });
    console.log(`listening on http://${hostname}:${port}`);
  },
}, (req, info) => app.fetch(req, info));

// On SIGTERM or Ctrl+C: stop taking requests, write every open editor room, then exit.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  Deno.addSignalListener(signal, async () => {
    logger.info("shutting down", { signal });
    hub.shutdown();
    await collab.shutdown().catch((err) => logger.error("rooms not saved", errorFields(err)));
    await server.shutdown();
    Deno.exit(0);
  });
}
