/**
 * A populated campus on a temp-file Deno KV for the trending bench: made by the real path on the
 * file itself, or staged on `:memory:` and copied key by key; deleted again by `close`.
 */
import type { SubjectKind } from "../../src/trending/model.ts";
import { outboxPrefix, rankPrefix } from "../../src/trending/keys.ts";
import { countListed, populate, type Population } from "./trending_data.ts";
import { checkStandings, drainInLanes, drainWithWorker } from "./trending_drain.ts";

const KINDS: SubjectKind[] = ["posts", "profiles", "contributors", "sections", "categories"];

/** "real": createPost and the app's worker on the file KV; "staged": see `STAGED`. */
export type Method = "real" | "staged";

/** Two lanes keep both cores busy (one runs JS, the other KV's SQLite thread). */
const STAGED_LANES = 2;

export const STAGED = "posts written as createPost's own writes (record, indexes, counter, " +
  "outbox task, followers' feeds) in bulk atomics\n  and acts through the services, on a " +
  `:memory: KV; the real applyTask drains that outbox there in ${STAGED_LANES} concurrent ` +
  "lanes\n  (as that many worker processes would); then every key is copied as is into the " +
  "temp-file KV (≤ 1,000 keys per atomic).";

export type Campus = {
  posts: number;
  method: Method;
  kv: Deno.Kv;
  population: Population;
  /** Seconds the real path took for posts, acts and drain, when it was taken. */
  realPathSeconds: number | null;
  close(): Promise<void>;
};

const secs = (s: number) => `${s.toFixed(1)} s`;
const since = (t0: number) => (performance.now() - t0) / 1000;

async function fileBytes(path: string): Promise<number> {
  let bytes = 0;
  for (const f of [path, `${path}-wal`]) bytes += await Deno.stat(f).then((s) => s.size, () => 0);
  return bytes;
}

/** Populates `kv` and drains its outbox: by the real path, or staged on `:memory:` and copied. */
async function fill(kv: Deno.Kv, posts: number, method: Method, now: number) {
  if (method === "real") {
    const population = await populate(kv, posts, now, "createPost");
    const t0 = performance.now();
    const tasks = await countListed(kv, outboxPrefix);
    await drainWithWorker(kv);
    const drain = `the app's TrendingWorker applied ${tasks} tasks in ${secs(since(t0))}`;
    return { population, steps: drain, drainSeconds: since(t0) };
  }
  const staging = await Deno.openKv(":memory:");
  try {
    const population = await populate(staging, posts, now, "bulk");
    let t0 = performance.now();
    const tasks = await countListed(staging, outboxPrefix);
    await drainInLanes(staging, STAGED_LANES);
    const drain = `applyTask in ${STAGED_LANES} lanes applied ${tasks} tasks in ${secs(since(t0))}`;
    t0 = performance.now();
    const keys = await copyKv(staging, kv);
    const steps = `${drain}, copy of ${keys} keys to the file KV ${secs(since(t0))}`;
    return { population, steps, drainSeconds: 0 };
  } finally {
    staging.close();
  }
}

/** Makes a campus of `posts` posts whose last day ends at `now`, and prints how it went. */
export async function openCampus(posts: number, method: Method, now: number): Promise<Campus> {
  const dir = await Deno.makeTempDir({ prefix: "campus_trending_bench_" });
  const file = `${dir}/kv.sqlite3`;
  const kv = await Deno.openKv(file);
  const close = async () => {
    kv.close();
    await Deno.remove(dir, { recursive: true });
  };
  try {
    const { population, steps, drainSeconds } = await fill(kv, posts, method, now);
    const bytes = await fileBytes(file);
    const ranked = await Promise.all(KINDS.map((k) => countListed(kv, rankPrefix(k))));
    const { seconds: s, acts } = population;
    console.log(
      `${posts} posts, ${method === "real" ? "createPost on the file KV" : "staged"}: ` +
        `students ${secs(s.students)}, posts and acts ${secs(s.posts)}, ${steps}; ` +
        `KV file ${(bytes / 2 ** 20).toFixed(0)} MiB`,
    );
    console.log(
      `  acts: ${acts.like} likes, ${acts.comment} comments, ${acts.share} shares, ` +
        `${acts.follow} follows; ranked: ${KINDS.map((k, i) => `${k} ${ranked[i]}`).join(", ")}` +
        `; standings add up: ${await checkStandings(kv, population)}`,
    );
    const realPathSeconds = method === "real" ? s.posts + drainSeconds : null;
    return { posts, method, kv, population, realPathSeconds, close };
  } catch (err) {
    await close();
    throw err;
  }
}

/** A little over what KV counts for a key (its encoded parts). */
function keyBytes(key: Deno.KvKey): number {
  let n = 1;
  for (const part of key) n += typeof part === "string" ? part.length * 1.1 + 2 : 10;
  return n;
}

/** A little over what KV counts for a value (V8-serialised; u64 counters are 8 bytes). */
function valueBytes(value: unknown): number {
  if (value instanceof Deno.KvU64 || value === null || typeof value !== "object") return 16;
  return (JSON.stringify(value)?.length ?? 16) * 1.2;
}

/**
 * Copies every entry of `from` into `to`, per atomic at most 1,000 keys, ~64 KiB of keys and
 * ~640 KiB in all (the limits are 1,000 mutations, 80 KiB of keys and 800 KiB).
 */
export async function copyKv(from: Deno.Kv, to: Deno.Kv): Promise<number> {
  let op = to.atomic();
  let [count, keys, bytes, total] = [0, 0, 0, 0];
  const flush = async () => {
    if (count > 0 && !(await op.commit()).ok) throw new Error("copy not written");
    [op, count, keys, bytes] = [to.atomic(), 0, 0, 0];
  };
  for await (const e of from.list({ prefix: [] }, { batchSize: 1000 })) {
    const k = keyBytes(e.key);
    const size = k + valueBytes(e.value);
    if (count === 1000 || keys + k > 64 * 1024 || bytes + size > 640 * 1024) await flush();
    op.set(e.key, e.value);
    count++;
    keys += k;
    bytes += size;
    total++;
  }
  await flush();
  return total;
}
