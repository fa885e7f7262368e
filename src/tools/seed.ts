/**
 * `deno task seed`: fills the configured KV with demo data so a new user sees a living product.
 * Every step is idempotent (safe to run twice); `--posts N` adds N more posts for load tests.
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import { systemClock } from "../core/clock.ts";
import { DomainEvents } from "../core/events.ts";
import { subscribeFeed } from "../feed/subscriptions.ts";
import { subscribePostCleanup } from "../posts/service.ts";
import { openKv } from "../core/kv.ts";
import { SEEDING_LIMITS } from "../core/write_limits.ts";
import { createLogger } from "../core/log.ts";
import { stopPasswordWorker } from "../auth/password.ts";
import { seedCommunity, seedExtraPosts } from "../posts/seed.ts";
import { blobStoreFromConfig } from "../uploads/blob_store_config.ts";
import { seedStudents } from "../users/seed.ts";
import { TrendingWorker } from "../trending/worker.ts";

if (import.meta.main) {
  const { values } = parseArgs({ args: Deno.args, options: { posts: { type: "string" } } });
  const extra = Number(values.posts ?? 0);
  if (!Number.isInteger(extra) || extra < 0) {
    console.error("--posts must be a whole number, e.g. --posts 10000");
    Deno.exit(1);
  }
  const config = loadConfig();
  const kv = await openKv(config);
  const logger = createLogger("warn");
  // Demo acts fill the following feeds; nobody is notified of them.
  const events = new DomainEvents(kv, logger);
  subscribeFeed(events, kv);
  subscribePostCleanup(events, kv);
  const deps = {
    kv,
    clock: systemClock,
    logger,
    events,
    blobs: blobStoreFromConfig(config, kv),
    writeLimits: SEEDING_LIMITS,
  };
  console.log(`seeding ${config.kvPath ?? "the platform's KV"}`);
  console.log(`students: ${await seedStudents(kv, config)}`);
  console.log(`community: ${await seedCommunity(deps)}`);
  if (extra > 0) console.log(`posts: ${await seedExtraPosts(deps, extra)}`);
  // The acts above wait in the trending outbox; apply them now so the first start shows them.
  const trending = new TrendingWorker(kv, logger);
  await trending.idle();
  await trending.stop();
  console.log("trending: up to date");
  stopPasswordWorker();
  kv.close();
}
