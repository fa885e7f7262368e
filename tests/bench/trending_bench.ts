/**
 * `deno task bench trending`: trending reads (p50/p95) and one like's cost at 10,000 and 200,000
 * posts on temp-file KVs: 10,000 made by createPost and the app's worker, 200,000 staged on
 * :memory: and copied over if that would pass 3 minutes (trending_store.ts). No timed asserts.
 */
import { toggleLike } from "../../src/posts/reactions.ts";
import { likeKey, postKey } from "../../src/posts/keys.ts";
import type { PostRecord } from "../../src/posts/model.ts";
import { outboxPrefix } from "../../src/trending/keys.ts";
import type { TrendingTask } from "../../src/trending/outbox.ts";
import {
  topContributors,
  trendingCategories,
  trendingPosts,
  trendingProfiles,
  trendingSections,
} from "../../src/trending/read.ts";
import { applyTask } from "../../src/trending/worker.ts";
import { percentile } from "./load.ts";
import { seeded } from "../helpers/seeded_random.ts";
import {
  benchClock,
  countListed,
  DAYS,
  SECTION_NAMES,
  servicesDeps,
  STUDENTS,
} from "./trending_data.ts";
import { type Campus, type Method, openCampus, STAGED } from "./trending_store.ts";

const WARM_UP = 20;
const READ_SAMPLES = 200;
const LIKE_SAMPLES = 300;
/** Samples are taken in rounds that alternate between the sizes, so drift hits both alike. */
const ROUNDS = 4;
/** The real path (createPost, then the worker, on the file KV) is kept within this budget. */
const REAL_PATH_BUDGET_S = 180;
const DAY = 86_400_000;

type Stat = { p50: number; p95: number };
type Read = () => Promise<Record<string, unknown[]>>;

/** What is measured on one campus, and the samples taken so far. */
type Bench = {
  campus: Campus;
  reads: [string, Read][];
  readTimes: Map<string, number[]>;
  rows: Map<string, number>;
  like: () => Promise<{ act: number; apply: number }>;
  likeTimes: { act: number[]; apply: number[]; total: number[] };
};

function stat(times: number[]): Stat {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

/** One like on a random post by a random student (never their own, never liked before):
 * `toggleLike` timed alone, then `applyTask` on the one task in the outbox, timed alone. */
function likeSampler(campus: Campus, deps: ReturnType<typeof servicesDeps>) {
  const { kv, population: pop } = campus;
  const rand = seeded(7);
  return async () => {
    let pair: { user: string; postId: string } | null = null;
    for (let tries = 0; tries < 100 && !pair; tries++) {
      const user = pop.students[Math.floor(rand() * pop.students.length)];
      const postId = pop.posts[Math.floor(rand() * pop.posts.length)];
      const [post, like] = await kv.getMany<[PostRecord, number]>([
        postKey(postId),
        likeKey(postId, user),
      ]);
      if (post.value && post.value.authorId !== user && like.value === null) {
        pair = { user, postId };
      }
    }
    if (!pair) throw new Error("no post left to like");
    deps.clock.at += 1_000;
    const t0 = performance.now();
    const { isLiked } = await toggleLike(deps, pair.user, pair.postId);
    const act = performance.now() - t0;
    const tasks = await Array.fromAsync(kv.list<TrendingTask>({ prefix: outboxPrefix }));
    if (!isLiked || tasks.length !== 1) throw new Error("a like should leave one task");
    const t1 = performance.now();
    await applyTask(kv, tasks[0]);
    return { act, apply: performance.now() - t1 };
  };
}

function benchOf(campus: Campus, now: number): Bench {
  const deps = servicesDeps(campus.kv, benchClock(now));
  const viewer = campus.population.students[STUDENTS / 2];
  return {
    campus,
    reads: [
      ["profiles, filter all", () => trendingProfiles(deps, viewer, "all")],
      ["profiles, filter top10", () => trendingProfiles(deps, viewer, "top10")],
      ["sections", () => trendingSections(deps)],
      ["posts", () => trendingPosts(deps, viewer)],
      ["categories", () => trendingCategories(deps)],
      ["contributors, limit 6", () => topContributors(deps, 6)],
    ],
    readTimes: new Map(),
    rows: new Map(),
    like: likeSampler(campus, deps),
    likeTimes: { act: [], apply: [], total: [] },
  };
}

async function sampleReads(b: Bench, round: number) {
  for (const [name, read] of b.reads) {
    const times = b.readTimes.get(name) ?? [];
    b.readTimes.set(name, times);
    for (let i = round === 0 ? -WARM_UP : 0; i < READ_SAMPLES / ROUNDS; i++) {
      const t0 = performance.now();
      const answer = await read();
      if (i >= 0) times.push(performance.now() - t0);
      b.rows.set(name, Object.values(answer)[0].length);
    }
  }
}

async function sampleLikes(b: Bench, round: number) {
  for (let i = round === 0 ? -WARM_UP : 0; i < LIKE_SAMPLES / ROUNDS; i++) {
    const { act, apply } = await b.like();
    if (i < 0) continue;
    b.likeTimes.act.push(act);
    b.likeTimes.apply.push(apply);
    b.likeTimes.total.push(act + apply);
  }
}

const fmt = (ms: number) => ms.toFixed(2).padStart(8);
const cell = (s: Stat) => `${fmt(s.p50)} ${fmt(s.p95)}`.padStart(22);
const ratio = (a: Stat, b: Stat) => (b.p50 / a.p50).toFixed(2).padStart(12);

function printResults(benches: Bench[]) {
  const [first, last] = [benches[0], benches.at(-1)!];
  const heads = benches.map((b) => `${b.campus.posts} p50      p95`.padStart(22)).join("") +
    "   p50 ratio";
  console.log(`\n${"trending read (ms, viewer signed in)".padEnd(36)}   rows${heads}`);
  for (const [name] of first.reads) {
    const stats = benches.map((b) => stat(b.readTimes.get(name)!));
    const rows = String(first.rows.get(name)).padStart(6);
    console.log(
      `${name.padEnd(36)} ${rows}${stats.map(cell).join("")}${ratio(stats[0], stats.at(-1)!)}`,
    );
  }
  console.log(`\n${`one like (${LIKE_SAMPLES} samples per size; ms)`.padEnd(56)}${heads}`);
  const likeRows: [string, "act" | "apply" | "total"][] = [
    ["toggleLike: the act + its outbox task, one atomic", "act"],
    ["applyTask on that task: the standings' share", "apply"],
    ["both, per like (percentiles of the sums)", "total"],
  ];
  for (const [name, part] of likeRows) {
    const stats = benches.map((b) => stat(b.likeTimes[part]));
    console.log(`${name.padEnd(56)}${stats.map(cell).join("")}${ratio(stats[0], stats.at(-1)!)}`);
  }
  const sums = benches.map((b) => {
    const sum = stat(b.likeTimes.act).p50 + stat(b.likeTimes.apply).p50;
    return `${fmt(sum)}${" ".repeat(9)}`.padStart(22);
  });
  console.log(
    `${"one like's extra cost: p50 toggleLike + p50 applyTask".padEnd(56)}${sums.join("")}`
      .trimEnd(),
  );
  if (first !== last) {
    console.log(`(ratio: p50 at ${last.campus.posts} posts / p50 at ${first.campus.posts} posts)`);
  }
}

export async function trendingBench(sizes = [10_000, 200_000]): Promise<void> {
  const started = performance.now();
  const load = () => Deno.loadavg().map((n) => n.toFixed(1)).join(" ");
  console.log(
    `${STUDENTS} students; posts over ${DAYS} days, 20% roadmaps over ${SECTION_NAMES} sections ` +
      `in 8 categories, the rest text (no images: they need uploads);\nper 1,000 posts 100 ` +
      `likes, 20 comments, 10 shares; 2,000 follows in all. ` +
      `Acts go through the real services (no event subscribers); the real trending code ` +
      `applies their tasks (how, below). Load average at start: ${load()}.`,
  );
  const benches: Bench[] = [];
  try {
    let secondsPerPost = 0;
    for (const [i, posts] of sizes.entries()) {
      // Each size gets its own days, after the previous size's: ids are monotonic ULIDs.
      const now = Date.now() - (sizes.length - 1 - i) * (DAYS + 1) * DAY;
      let method: Method = "real";
      if (i > 0) {
        const projected = secondsPerPost * posts;
        method = projected <= REAL_PATH_BUDGET_S ? "real" : "staged";
        console.log(
          `${posts} posts by the real path would take about ${projected.toFixed(0)} s ` +
            `(from ${sizes[0]} posts)` +
            (method === "real" ? "." : `, over ${REAL_PATH_BUDGET_S} s, so staged:\n  ${STAGED}`),
        );
      }
      const campus = await openCampus(posts, method, now);
      benches.push(benchOf(campus, now));
      if (i === 0) secondsPerPost = (campus.realPathSeconds ?? NaN) / posts;
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const b of benches) await sampleReads(b, round);
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const b of benches) await sampleLikes(b, round);
    }
    for (const b of benches) {
      if ((await countListed(b.campus.kv, outboxPrefix)) > 0) throw new Error("tasks were left");
    }
  } finally {
    for (const b of benches) await b.campus.close();
  }
  printResults(benches);
  console.log(
    `Whole bench ${((performance.now() - started) / 1000).toFixed(0)} s; load average at ` +
      `end: ${load()} (2 cores: other work on the machine shows here).`,
  );
}

if (import.meta.main) {
  await trendingBench(Deno.args.length ? Deno.args.map(Number) : undefined);
}
