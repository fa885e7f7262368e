/**
 * Bringing a populated campus's standings up to date with the real trending code, and checking
 * afterwards that they add up to the acts that were made.
 */
import { createLogger } from "../../src/core/log.ts";
import { outboxPrefix, standingKey } from "../../src/trending/keys.ts";
import type {
  CategoryStanding,
  ContributorStanding,
  SectionStanding,
  SubjectKind,
} from "../../src/trending/model.ts";
import type { TrendingTask } from "../../src/trending/outbox.ts";
import { applyTask, TrendingWorker } from "../../src/trending/worker.ts";
import { countListed, type Population } from "./trending_data.ts";

/** Drains the outbox as the app does: one `TrendingWorker`, one task at a time. */
export async function drainWithWorker(kv: Deno.Kv): Promise<void> {
  const worker = new TrendingWorker(kv, createLogger("warn"));
  await worker.idle();
  await worker.stop();
  if ((await countListed(kv, outboxPrefix)) > 0) throw new Error("the outbox did not drain");
}

/**
 * Drains the outbox with the real `applyTask` in `lanes` concurrent lanes, oldest tasks first,
 * as that many worker processes would (each task's write is checked, so a lost race is retried).
 */
export async function drainInLanes(kv: Deno.Kv, lanes: number): Promise<void> {
  const passes = Math.ceil((await countListed(kv, outboxPrefix)) / 10_000) + 1;
  for (let pass = 0; pass < passes; pass++) {
    const tasks = await Array.fromAsync(
      kv.list<TrendingTask>({ prefix: outboxPrefix }, { limit: 10_000 }),
    );
    let next = 0;
    await Promise.all(Array.from({ length: lanes }, async () => {
      while (next < tasks.length) await applyTask(kv, tasks[next++]);
    }));
  }
  if ((await countListed(kv, outboxPrefix)) > 0) throw new Error("the outbox did not drain");
}

async function standingsOf<T>(kv: Deno.Kv, kind: SubjectKind): Promise<T[]> {
  // Every standing of a kind: the prefix of `standingKey`.
  const prefix = standingKey(kind, "").slice(0, -1);
  return (await Array.fromAsync(kv.list<T>({ prefix }, { batchSize: 1000 }))).map((e) => e.value);
}

/** "ok" when the standings count every post and credited act once, else what differs. */
export async function checkStandings(kv: Deno.Kv, pop: Population): Promise<string> {
  const sum = <T>(list: T[], f: (x: T) => number) => list.reduce((n, x) => n + f(x), 0);
  const contributors = await standingsOf<ContributorStanding>(kv, "contributors");
  const sections = await standingsOf<SectionStanding>(kv, "sections");
  const categories = await standingsOf<CategoryStanding>(kv, "categories");
  const found: Record<string, [number, number]> = {
    "contributors' posts": [sum(contributors, (c) => c.posts), pop.credited.posts],
    "contributors' likes": [sum(contributors, (c) => c.likes), pop.credited.likes],
    "contributors' comments": [sum(contributors, (c) => c.comments), pop.credited.comments],
    "contributors' shares": [sum(contributors, (c) => c.shares), pop.credited.shares],
    "sections' posts": [sum(sections, (s) => s.count), pop.credited.roadmaps],
    "categories' posts": [sum(categories, (c) => c.postCount), pop.credited.roadmaps],
  };
  const wrong = Object.entries(found).filter(([, [got, want]]) => got !== want);
  return wrong.length === 0
    ? "ok"
    : `MISMATCH ${wrong.map(([k, [got, want]]) => `${k} ${got} (want ${want})`).join(", ")}`;
}
