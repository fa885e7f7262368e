/**
 * Starts the real app on a free port with `:memory:` KV, built by the same `buildDeps` as
 * `main.ts`, for tests that talk HTTP. Each server has its own KV, so tests never see each
 * other's data. Uploads go to a fresh folder, or into that KV with `BLOB_STORE=kv` (in `env`, or
 * in the test run's environment to run a whole file against the KV store).
 */
import { type Config, parseConfig, withBoundPort } from "../../src/config.ts";
import { frontDoor } from "../../src/http/front_door.ts";
import type { Clock } from "../../src/core/clock.ts";
import type { DomainEvents } from "../../src/core/events.ts";
import { createLogger } from "../../src/core/log.ts";
import type { Mailer } from "../../src/mail/mailer.ts";
import { type BlobStore, localBlobStore } from "../../src/uploads/blob_store.ts";
import { buildDeps, type CampusHub, stopLiveWork } from "../../src/deps.ts";
import type { CollabRooms } from "../../src/collab/rooms.ts";
import type { WriteLimits } from "../../src/core/write_limits.ts";
import { bounded } from "./bounded.ts";
import type { Bus } from "../../src/realtime/bus.ts";

export type TestServer = {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:41234`. */
  url: string;
  origin: string;
  kv: Deno.Kv;
  /** The server's blob store (a fresh folder, or its KV), for tests that look at stored files. */
  blobs: BlobStore;
  config: Config;
  events: DomainEvents;
  hub: CampusHub;
  collab: CollabRooms;
  /** The write limits the server runs with. */
  writeLimits: WriteLimits;
  /** Resolves once every act so far has reached the trending standings. */
  trendingSettled(): Promise<void>;
  /** Resolves once every account deletion under way has removed the last of its data. */
  deletionsSettled(): Promise<void>;
  /** Sends the notification digests due by the server's clock now; answers how many. */
  sweepDigests(): Promise<number>;
  close(): Promise<void>;
};

export type StartOptions = {
  env?: Record<string, string>;
  clock?: Clock;
  /** Defaults to what the config says: SMTP when `SMTP_URL` is in `env`, else the console. */
  mailer?: Mailer;
  /** A KV file to use instead of a fresh `:memory:` store (a restart test reopens it). */
  kvPath?: string;
  /** A store shared with other servers of the test, as instances share one KV; left open. */
  kv?: Deno.Kv;
  /** How long an empty editor room stays loaded. */
  roomIdleMs?: number;
  /** Raised write limits, for a test that truly needs volume from one student (`raisedLimits`). */
  writeLimits?: WriteLimits;
  /** This server's bus, linked to other servers' (`linkedBuses`) as Redis links instances. */
  bus?: Bus;
  /** How often an editor room compares itself with its copies on other servers. */
  roomResyncMs?: number;
};

export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  const base = parseConfig({
    APP_ENV: "test",
    PORT: "0",
    DENO_KV_PATH: ":memory:",
    BLOB_STORE: Deno.env.get("BLOB_STORE"),
    ...options.env,
  });
  const dataDir = await Deno.makeTempDir({ prefix: "campus-test-" });
  // The app needs the bound port (for its origin), so it is built once the server listens.
  let handle: Deno.ServeHandler = () => new Response("starting", { status: 503 });
  const ready = Promise.withResolvers<number>();
  const server = Deno.serve({
    port: 0,
    hostname: "127.0.0.1",
    onListen: ({ port }) => ready.resolve(port),
  }, (req, info) => handle(req, info));
  const config = withBoundPort(base, await ready.promise);
  const deps = await buildDeps(config, {
    kv: options.kv ?? await Deno.openKv(options.kvPath ?? ":memory:"),
    clock: options.clock,
    logger: createLogger("warn"),
    mailer: options.mailer,
    // Left to the config for the KV store, so it is built on the KV just opened.
    blobs: base.blobStore === "disk" ? localBlobStore(`${dataDir}/blobs`) : undefined,
    roomIdleMs: options.roomIdleMs,
    writeLimits: options.writeLimits,
    bus: options.bus,
    roomResyncMs: options.roomResyncMs,
  });
  handle = frontDoor(deps);
  return {
    url: `http://127.0.0.1:${config.port}`,
    origin: config.appOrigin,
    kv: deps.kv,
    blobs: deps.blobs,
    config,
    events: deps.events,
    hub: deps.hub,
    collab: deps.collab,
    writeLimits: deps.writeLimits,
    trendingSettled: () => deps.trending.idle(),
    deletionsSettled: () => deps.deletions.idle(),
    sweepDigests: () => deps.digests.sweepNow(),
    async close() {
      await bounded("editor rooms", stopLiveWork(deps));
      await bounded("server shutdown", server.shutdown());
      deps.mailer.close?.();
      if (!options.kv) deps.kv.close();
      await Deno.remove(dataDir, { recursive: true });
    },
  };
}
