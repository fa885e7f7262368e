/**
 * The composition root: everything the app touches from outside (KV, clock, mailer, blob store,
 * executor, sockets) is built here from the config, and everything that reacts rather than
 * answers (socket handlers, event subscriptions, presence) is wired here, in one visible place.
 * `main.ts` and the test server both call `buildDeps`; a test overrides what it needs.
 */
import type { Config } from "./config.ts";
import { type Clock, systemClock } from "./core/clock.ts";
import { DomainEvents, SWEEP_AFTER_MS } from "./core/events.ts";
import { openKv } from "./core/kv.ts";
import { WRITE_LIMITS, type WriteLimits } from "./core/write_limits.ts";
import { createLogger, errorFields, type Logger } from "./core/log.ts";
import { type Mailer, mailerFromConfig } from "./mail/mailer.ts";
import { type Bus, inProcessBus } from "./realtime/bus.ts";
import { redisBus } from "./realtime/redis_bus.ts";
import { Hub } from "./realtime/hub.ts";
import { SILENCE_SWEEP_MS } from "./realtime/silence.ts";
import { clientEvents, serverEvents } from "./shared/socket_contract.ts";
import type { BlobStore } from "./uploads/blob_store.ts";
import { blobStoreFromConfig } from "./uploads/blob_store_config.ts";
import { removeStaleAttachments } from "./uploads/attachment_service.ts";
import { sweepUnusedImages } from "./uploads/blob_sweep.ts";
import { loadManifest, type Manifest } from "./ssr/manifest.ts";
import { CollabRooms } from "./collab/rooms.ts";
import { executorFromConfig } from "./exec/executor.ts";
import { registerChatSocket } from "./chat/socket.ts";
import { ChatApplier } from "./chat/apply.ts";
import { MessageCommitter } from "./chat/commit.ts";
import { subscribeNotifications } from "./notifications/subscriptions.ts";
import { subscribeFeed } from "./feed/subscriptions.ts";
import { subscribePostCleanup } from "./posts/service.ts";
import { subscribeActivityCounts } from "./users/live_activity.ts";
import { refreshPresence, trackPresence } from "./users/presence.ts";
import { closeEndedSessions } from "./auth/socket_sessions.ts";
import { TrendingWorker } from "./trending/worker.ts";
import { DeletionWorker } from "./account/worker.ts";
import { ReminderWorker } from "./planner/reminders.ts";
import { DigestWorker } from "./notifications/digest.ts";
import { indexExistingCategoriesOnce } from "./posts/category_index.ts";
import { countExistingOnce } from "./stats/backfill.ts";
import { queueExistingOnce } from "./trending/backfill.ts";
import { indexExistingOnce } from "./search/backfill.ts";

/** The live socket hub, typed by the `/ws` contract. */
export type CampusHub = Hub<typeof clientEvents, typeof serverEvents>;

export type AppDeps = {
  kv: Deno.Kv;
  config: Config;
  clock: Clock;
  logger: Logger;
  mailer: Mailer;
  /** Domain events (posts, likes, follows), durable, for other domains to react to. */
  events: DomainEvents;
  /** Live sockets: domains send to users and topics through it. */
  hub: CampusHub;
  /** Chat messages: stored in group writes, their effects on the chats applied just after. */
  chat: { committer: MessageCommitter; applier: ChatApplier };
  /** Uploaded images and report attachments. */
  blobs: BlobStore;
  /** Editor rooms held in memory (Yjs docs persisted to KV). */
  collab: CollabRooms;
  /** The island build's manifest (hashed asset names). */
  manifest: Manifest;
  /** Applies recorded acts to the trending standings. */
  trending: TrendingWorker;
  /** Removes deleted accounts' data in the background. */
  deletions: DeletionWorker;
  /** Sends study planner reminders when their time comes. */
  reminders: ReminderWorker;
  /** Sends the daily notification e-mail digests when they come due. */
  digests: DigestWorker;
  /** How fast one student may post, comment, like, share, follow and upload. */
  writeLimits: WriteLimits;
};

/** What a caller (a test) may supply instead of what the config says. */
export type DepsOverrides =
  & Partial<
    Pick<AppDeps, "kv" | "clock" | "logger" | "mailer" | "blobs" | "manifest" | "writeLimits">
  >
  & {
    /** How long an empty editor room stays loaded. */
    roomIdleMs?: number;
    /** The bus between instances (tests link those of two apps in one process). */
    bus?: Bus;
    /** How often an editor room compares itself with its copies on other instances. */
    roomResyncMs?: number;
  };

/** Builds every dependency from `config` (its port already bound) and wires the reactions. */
export async function buildDeps(config: Config, overrides: DepsOverrides = {}): Promise<AppDeps> {
  const kv = overrides.kv ?? await openKv(config);
  const logger = overrides.logger ?? createLogger(config.appEnv === "test" ? "warn" : "info");
  const clock = overrides.clock ?? systemClock;
  const blobs = overrides.blobs ?? blobStoreFromConfig(config, kv);
  // One bus for the hub and the editor rooms.
  const bus = overrides.bus ?? busFromConfig(config, logger);
  const hub: CampusHub = new Hub(
    bus,
    logger,
    { incoming: clientEvents, outgoing: serverEvents },
    { checkOutgoing: config.appEnv === "test" },
  );
  const mailer = overrides.mailer ?? mailerFromConfig(config);
  const applier = new ChatApplier(kv, logger);
  const events = new DomainEvents(kv, logger);
  const committer = new MessageCommitter(kv, clock, applier, hub.pushback, events);
  applier.beforeWrite = () => committer.betweenWrites(20);
  applier.storeBusy = () => committer.heavy();
  const deps: AppDeps = {
    kv,
    config,
    clock,
    logger,
    mailer,
    blobs,
    events,
    hub,
    chat: { committer, applier },
    collab: new CollabRooms({
      kv,
      logger,
      executor: executorFromConfig(config),
      now: () => clock.now(),
      idleMs: overrides.roomIdleMs,
      // Alone (no Redis, no linked test bus), a room has no copies to relay its changes to.
      bus: (overrides.bus || config.redisUrl) ? bus : undefined,
      resyncMs: overrides.roomResyncMs,
    }),
    manifest: overrides.manifest ?? await loadManifest(),
    trending: new TrendingWorker(kv, logger),
    deletions: new DeletionWorker({ kv, clock, hub, blobs, logger }),
    writeLimits: overrides.writeLimits ?? WRITE_LIMITS,
    reminders: new ReminderWorker({ kv, clock, hub, mailer, logger, config }),
    digests: new DigestWorker({ kv, clock, mailer, logger, config }),
  };
  deps.trending.start();
  // Its first sweep sends what came due while no server ran.
  deps.reminders.start();
  deps.digests.start();
  // Deletions a stopped process left unfinished carry on.
  deps.deletions.start().catch((err) =>
    logger.error("unfinished account deletions not resumed", errorFields(err))
  );
  // Chat updates a stopped process stored but never applied (its last few milliseconds).
  deps.chat.applier.sweep().catch((err) =>
    logger.error("unapplied chat updates not applied", errorFields(err))
  );
  trackPresence(deps.hub, kv);
  registerChatSocket(deps);
  // In this order: the feed and the post's remains first, then whom to tell.
  subscribeFeed(deps.events, kv);
  subscribePostCleanup(deps.events, kv);
  subscribeNotifications(deps);
  subscribeActivityCounts(deps);
  return deps;
}

/** Redis pub/sub across instances when `REDIS_URL` is set; otherwise this process alone. */
function busFromConfig(config: Config, logger: Logger): Bus {
  return config.redisUrl ? redisBus(config.redisUrl, { logger }) : inProcessBus();
}

/**
 * Brings a database written by an older version up to date, in the background: roadmaps into the
 * category index, the platform counters, trending's stored acts, then the search index. Each step
 * marks itself done, so later starts read one key each; a step that fails is tried again at the
 * next start.
 */
function upgradeStoredData(deps: AppDeps): void {
  const { kv, logger } = deps;
  const now = deps.clock.now();
  (async () => {
    if (await indexExistingCategoriesOnce(kv, now)) logger.info("roadmap category index built");
    if (await countExistingOnce(kv, now)) logger.info("platform stats counted");
    const queued = await queueExistingOnce(kv, now);
    if (queued > 0) logger.info("stored acts queued for trending", { tasks: queued });
    const searchable = await indexExistingOnce(kv, now);
    if (searchable > 0) logger.info("stored posts indexed for search", { posts: searchable });
  })().catch((err) =>
    logger.warn("stored data not brought up to date; the next start tries again", errorFields(err))
  );
}

/** How often uploads no report claimed are looked for; each lives at most this much past its hour. */
const STALE_ATTACHMENT_SWEEP_MS = 5 * 60_000;

/** Once: `upgradeStoredData`. Every 30 s (and once at start): delivers the domain events a
 * stopped process left, applies the chat updates it left, renews presence of connected students and closes
 * sockets whose login has ended. Every 5 minutes: removes uploads no report claimed within an
 * hour, and images no post or profile points at any more. Returns the function that stops it. */
export function startPeriodicWork(deps: AppDeps): () => void {
  const { hub, kv, logger } = deps;
  upgradeStoredData(deps);
  const sweepEvents = (before: number) =>
    deps.events.sweep(before).then(
      (n) => n > 0 && logger.info("events a stopped process left were delivered", { events: n }),
      (err) => logger.warn("event sweep failed", errorFields(err)),
    );
  sweepEvents(deps.clock.now());
  // Chat updates another process stored and never applied (it stopped in between). Younger ones
  // are their own process's to apply, and a read applies them all.
  const sweepChats = () =>
    deps.chat.applier.sweep(deps.clock.now() - SWEEP_AFTER_MS).catch((err) =>
      logger.warn("chat sweep failed", errorFields(err))
    );
  const timer = setInterval(() => {
    sweepEvents(deps.clock.now() - SWEEP_AFTER_MS);
    sweepChats();
    refreshPresence(hub, kv).catch((err) =>
      logger.warn("presence refresh failed", errorFields(err))
    );
    closeEndedSessions(hub, kv).catch((err) =>
      logger.warn("socket sweep failed", errorFields(err))
    );
  }, 30_000);
  const sweep = setInterval(() => {
    removeStaleAttachments(deps, deps.clock.now()).then(
      (removed) => removed > 0 && logger.info("unclaimed attachments removed", { removed }),
      (err) => logger.warn("attachment sweep failed", errorFields(err)),
    );
    sweepUnusedImages(deps, deps.clock.now()).then(
      (removed) => removed > 0 && logger.info("unused images removed", { removed }),
      (err) => logger.warn("image sweep failed", errorFields(err)),
    );
  }, STALE_ATTACHMENT_SWEEP_MS);
  const silence = setInterval(() => hub.sweepSilent(), SILENCE_SWEEP_MS);
  return () => {
    clearInterval(timer);
    clearInterval(sweep);
    clearInterval(silence);
  };
}

/** Closes every socket, stops account deletions between phases, finishes the trending task under way and writes every open editor room,
 * then lets go of the bus (Redis' connections); the store stays open. */
export async function stopLiveWork(deps: AppDeps): Promise<void> {
  deps.hub.shutdown();
  // Side by side, so rooms (students' unsaved edits) never wait behind a slow trending task.
  await Promise.all([
    deps.collab.shutdown().catch((err) => deps.logger.error("rooms not saved", errorFields(err))),
    deps.deletions.stop(),
    deps.trending.stop(),
    deps.reminders.stop(),
    deps.digests.stop(),
    deps.chat.committer.idle().then(() => deps.chat.applier.stop()),
  ]);
  // Last: saving rooms and finishing chat writes may still publish.
  await deps.hub.bus.close().catch((err) =>
    deps.logger.warn("bus not closed cleanly", errorFields(err))
  );
}
