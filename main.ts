/** Starts Campus: read config, listen, build the dependencies and the app, serve it. */
// First: React reads NODE_ENV when it loads (production build unless NODE_ENV says otherwise).
import "./src/core/react_mode.ts";
import { ConfigError, loadConfig, withBoundPort } from "./src/config.ts";
import { frontDoor } from "./src/http/front_door.ts";
import { buildDeps, startPeriodicWork, stopLiveWork } from "./src/deps.ts";
import { exitOnStopSignals, settleWithin } from "./src/core/shutdown.ts";
import { refuseUnwritableSettings } from "./src/core/disk_access.ts";

/** How long requests under way may take to finish once the rooms are written. */
const REQUEST_GRACE_MS = 2_000;

let config;
try {
  config = loadConfig();
  refuseUnwritableSettings(config);
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(`campus: ${err.message}`);
  Deno.exit(1);
}

// The app needs the bound port (its origin with PORT=0), so it is built once the server listens.
let handle: Deno.ServeHandler = () => new Response("Campus is starting.", { status: 503 });
const bound = Promise.withResolvers<Deno.NetAddr>();
const server = Deno.serve(
  { port: config.port, hostname: config.host, onListen: (addr) => bound.resolve(addr) },
  (req, info) => handle(req, info),
);
const { hostname, port } = await bound.promise;
const deps = await buildDeps(withBoundPort(config, port));
handle = frontDoor(deps);
const stopPeriodic = startPeriodicWork(deps);
console.log(`listening on http://${hostname}:${port}`);

// On SIGTERM or Ctrl+C: stop listening, write every open editor room, give requests under way a
// moment, then exit, all within SHUTDOWN_DEADLINE_MS however many sockets are still open.
exitOnStopSignals(async () => {
  stopPeriodic();
  const draining = server.shutdown();
  await stopLiveWork(deps);
  await settleWithin(draining, REQUEST_GRACE_MS);
}, deps.logger);
