/**
 * A mixed load like a busy evening: MIXED_STUDENTS students (500) signed in at once for
 * MIXED_SECONDS (60), each reading feeds, posts and profiles with think time, liking, commenting,
 * following and posting under the write limits, chatting once every 10 s and holding a `/ws`
 * socket. Prints p50/p99, errors and 429s per operation, the server's CPU and RSS, then what one
 * operation of each kind costs the server (`mixed_costs.ts`). Asserts nothing.
 * With BENCH_CPU_PROF_DIR set, the server writes a V8 CPU profile there when it stops
 * (`serverArgs`).
 */
import { createSession } from "../../src/auth/sessions.ts";
import { openChat } from "../../src/chat/service.ts";
import { parseConfig } from "../../src/config.ts";
import { systemClock } from "../../src/core/clock.ts";
import type { AppDeps } from "../../src/deps.ts";
import { makeStudent } from "../helpers/fixtures.ts";
import { percentile } from "./load.ts";
import { canPin, pinSelf, serverArgs, startProcess, usage } from "./processes.ts";
import { type Stats, statsOf, Student, type StudentInfo } from "./mixed_student.ts";
import { costPerOperation } from "./mixed_costs.ts";

const SECONDS = Number(Deno.env.get("MIXED_SECONDS") ?? 60);
const STUDENTS = Number(Deno.env.get("MIXED_STUDENTS") ?? 500);
const SEED_FOLLOWS = 5;
const SECRET = "mixed-bench-secret-mixed-bench-secret-0123";

/** Students, their logins and one chat per pair of neighbours, written before the server starts
 * (logins through the API are limited per address). */
async function prepare(path: string): Promise<StudentInfo[]> {
  const kv = await Deno.openKv(path);
  const config = parseConfig({ SESSION_SECRET: SECRET, APP_ENV: "test" });
  const deps = { kv, config, clock: systemClock, hub: {} as AppDeps["hub"] };
  const out: StudentInfo[] = [];
  for (let i = 0; i < STUDENTS; i += 2) {
    const pair = [];
    for (const n of [i, i + 1]) {
      const user = await makeStudent(kv, "Mixed", n);
      const t = await createSession(deps, user._id, "mixed bench");
      pair.push({ id: user._id, cookie: `accessToken=${t.accessToken}` });
    }
    const chat = await openChat(deps, pair[0].id, pair[1].id);
    for (const p of pair) out.push({ ...p, chatId: chat._id });
  }
  kv.close();
  return out;
}

/** Waits (30 s at most) until the server is nearly idle: the seed's notifications and feed
 * fan-out are delivered in the background, and would otherwise land in the first measured seconds. */
async function settle(pid: number): Promise<number> {
  const t0 = performance.now();
  let last = usage(pid).cpu;
  while (performance.now() - t0 < 30_000) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = usage(pid).cpu;
    if (now - last < 0.1) break;
    last = now;
  }
  return (performance.now() - t0) / 1000;
}

/** Runs `fn` over `items`, `width` at a time. */
async function inBatches<T>(items: T[], width: number, fn: (t: T) => Promise<unknown> | null) {
  for (let i = 0; i < items.length; i += width) {
    await Promise.all(items.slice(i, i + width).map(fn));
  }
}

export async function mixedBench(): Promise<void> {
  const root = new URL("../../", import.meta.url).pathname;
  const dir = await Deno.makeTempDir({ prefix: "campus-mixed-" });
  const kvPath = `${dir}/kv.sqlite3`;
  const t0 = performance.now();
  const infos = await prepare(kvPath);
  pinSelf(1);
  const server = await startProcess(serverArgs(), {
    cwd: root,
    core: 0,
    env: {
      PORT: "0",
      APP_ENV: "test",
      DENO_KV_PATH: kvPath,
      DATA_DIR: dir,
      SESSION_SECRET: SECRET,
    },
  });
  const target = { url: server.url, origin: server.url.replace("127.0.0.1", "localhost") };
  const seedStats: Stats = new Map();
  const stats: Stats = new Map();
  const students = infos.map((info) => new Student(info, target, seedStats));
  let peakRss = 0;
  let startUsage = { cpu: 0, rssMb: 0 };
  let endUsage = startUsage;
  let ownCpu = 0;
  let measured = 0;
  let started = 0;
  let costs: string[] = [];
  try {
    // Seed through the API, so feeds, counters and notifications are the server's own: one post
    // each, then a few follows of neighbours.
    await inBatches(students, 25, (s) => s.connect());
    await inBatches(students, 25, (s) => s.pace.take("posts", Date.now()) ? s.post() : null);
    await inBatches(students, 25, async (s) => {
      const at = students.indexOf(s);
      for (let k = 1; k <= SEED_FOLLOWS; k++) {
        await s.follow(students[(at + k * 7) % students.length].info.id);
      }
    });
    const seedErrors = [...seedStats.values()].reduce((n, s) => n + s.errors, 0);
    console.log(
      `seeded ${students.length} students, ${students.length} posts, ${
        students.length * SEED_FOLLOWS
      } follows in ${((performance.now() - t0) / 1000).toFixed(1)} s (${seedErrors} errors)`,
    );
    console.log(`server settled after ${(await settle(server.pid)).toFixed(0)} s`);
    // Measure from here on.
    for (const s of students) s.stats = stats;
    startUsage = usage(server.pid);
    ownCpu = usage(Deno.pid).cpu;
    started = performance.now();
    const deadline = started + SECONDS * 1000;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, usage(server.pid).rssMb);
    }, 1000);
    await Promise.all(students.flatMap((s) => [s.loop(deadline), s.chat(deadline)]));
    clearInterval(sampler);
    measured = (performance.now() - started) / 1000;
    endUsage = usage(server.pid);
    ownCpu = usage(Deno.pid).cpu - ownCpu;
    peakRss = Math.max(peakRss, endUsage.rssMb);
    // Let the last chat acknowledgements arrive before counting the missing ones.
    await new Promise((r) => setTimeout(r, 2000));
    // Students now count into a scratch map: the figures above stay the measured run's.
    costs = await costPerOperation(students, server.pid);
    for (const s of students) s.disconnect();
  } finally {
    await server.stop();
    await Deno.remove(dir, { recursive: true });
  }
  report(stats, students, measured, {
    cpu: endUsage.cpu - startUsage.cpu,
    ownCpu,
    rss: peakRss,
    started,
  });
  for (const line of costs) console.log(line);
}

/** p99 of all operations by 5-second slice: tells a slow start (cold code, the first burst)
 * from slowness that lasts. */
function timeline(stats: Stats, started: number) {
  const slices: number[][] = [];
  for (const s of stats.values()) {
    s.endedAt.forEach((at, i) => {
      (slices[Math.floor((at - started) / 5000)] ??= []).push(s.latencies[i]);
    });
  }
  const p99s = [...slices].map((l) => l ? percentile(l.sort((a, b) => a - b), 99).toFixed(0) : "-");
  console.log(`p99 ms of all operations by 5 s slice: ${p99s.join(", ")}`);
}

function report(
  stats: Stats,
  students: Student[],
  seconds: number,
  { cpu, ownCpu, rss, started }: { cpu: number; ownCpu: number; rss: number; started: number },
) {
  const lost = students.reduce((n, s) => n + s.unacknowledged, 0);
  if (lost) statsOf(stats, "ws send_message → message_sent").errors += lost;
  console.log(
    `\nmixed: ${students.length} students for ${seconds.toFixed(0)} s` +
      (canPin ? ", server on core 0, students on core 1" : ", unpinned (no taskset)"),
  );
  console.log(
    "operation                                     count    p50 ms    p99 ms   errors     429s",
  );
  let total = 0, errors = 0, limited = 0;
  let worst = { op: "", p99: 0 };
  for (const [op, s] of [...stats].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...s.latencies].sort((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    total += sorted.length;
    errors += s.errors;
    limited += s.limited;
    if (p99 > worst.p99) worst = { op, p99 };
    console.log(
      `${op.padEnd(44)} ${String(sorted.length).padStart(6)} ${
        percentile(sorted, 50).toFixed(1).padStart(9)
      } ${p99.toFixed(1).padStart(9)} ${String(s.errors).padStart(8)} ${
        String(s.limited).padStart(8)
      }`,
    );
  }
  const notes = students.reduce((n, s) => n + s.notifications, 0);
  const delivered = students.reduce((n, s) => n + s.delivered, 0);
  console.log(
    `socket frames received: ${notes} notifications, ${delivered} chat messages from partners`,
  );
  timeline(stats, started);
  console.log(
    `summary: ${students.length} students, ${
      (total / seconds).toFixed(0)
    } ops/s, ${errors} errors, ${limited} 429s, server CPU ${
      (100 * cpu / seconds).toFixed(0)
    }% of a core (students ${
      (100 * ownCpu / seconds).toFixed(0)
    }%: near 100% they are the bottleneck), peak RSS ${rss.toFixed(0)} MB, slowest p99 ${
      worst.p99.toFixed(0)
    } ms (${worst.op})`,
  );
}

if (import.meta.main) await mixedBench();
