/**
 * Everything the app touches from outside comes in here, so a test builds the same app on
 * `:memory:` KV with its own clock and logger.
 */
import type { Config } from "./config.ts";
import type { Clock } from "./core/clock.ts";
import type { EventBus } from "./core/events.ts";
import type { Logger } from "./core/log.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { Hub } from "./realtime/hub.ts";
import type { BlobStore } from "./uploads/blob_store.ts";
import type { Manifest } from "./ssr/manifest.ts";
import type { CollabRooms } from "./collab/rooms.ts";

export type AppDeps = {
  kv: Deno.Kv;
  config: Config;
  clock: Clock;
  logger: Logger;
  mailer: Mailer;
  /** Domain events (posts, likes, follows) for other domains to react to. */
  events: EventBus;
  /** Live sockets: domains send to users and topics through it. */
  hub: Hub;
  /** Uploaded images. */
  blobs: BlobStore;
  /** Editor rooms held in memory (Yjs docs persisted to KV). */
  collab: CollabRooms;
  /** The island build's manifest (hashed asset names). */
  manifest: Manifest;
};
