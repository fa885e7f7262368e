/**
 * Brings trending in line with a database written before it existed: queues one task per post,
 * like, share, comment and follow already stored, then sets a marker so later starts read one key.
 * Tasks name facts, so queuing one twice (a start cut short, a live act meanwhile) is harmless.
 */
import { ONE } from "../core/counters.ts";
import { newId } from "../core/ids.ts";
import { outboxKey, outboxSignalKey } from "./keys.ts";
import type { TrendingTask } from "./outbox.ts";

const queuedKey: Deno.KvKey = ["trending_backfilled"];
/** Tasks per atomic write, well under the backend's 1000 mutations and 800 KiB. */
const BATCH = 400;

/** What each stored prefix turns into (keys as `src/posts/keys.ts` and `src/follow/keys.ts`). */
const sources: [Deno.KvKey, (key: Deno.KvKey) => TrendingTask][] = [
  [["posts"], (k) => ({ kind: "post", postId: k[1] as string })],
  [["likes"], (k) => ({ kind: "like", postId: k[1] as string, userId: k[2] as string })],
  [["shares"], (k) => ({ kind: "share", postId: k[1] as string, userId: k[2] as string })],
  [["comments"], (k) => ({ kind: "comment", postId: k[1] as string, commentId: k[2] as string })],
  [["following"], (k) => ({
    kind: "follow",
    followerId: k[1] as string,
    followeeId: k[2] as string,
  })],
];

/** Queues the stored acts once per database; answers how many tasks it queued (0 when done). */
export async function queueExistingOnce(kv: Deno.Kv, now: number): Promise<number> {
  if ((await kv.get(queuedKey)).value !== null) return 0;
  let queued = 0;
  let batch: TrendingTask[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const op = kv.atomic();
    for (const task of batch) op.set(outboxKey(newId(now)), task);
    const res = await op.sum(outboxSignalKey, ONE).commit();
    if (!res.ok) throw new Error("trending backfill write failed");
    queued += batch.length;
    batch = [];
  };
  for (const [prefix, toTask] of sources) {
    for await (const entry of kv.list({ prefix })) {
      batch.push(toTask(entry.key));
      if (batch.length === BATCH) await flush();
    }
  }
  await flush();
  await kv.set(queuedKey, now);
  return queued;
}
