/**
 * After the mixed run: what one operation of each kind costs the server's CPU (all its threads,
 * the work an act sets off included), each kind alone on an otherwise idle server, so a change's
 * effect shows per operation rather than only as the whole mix's latency.
 */
import { mainThreadCpu, usage } from "./processes.ts";
import type { Stats, Student } from "./mixed_student.ts";

const READS = 300;
const WRITES = 150;
/** Requests under way at once: enough to keep the server busy, not enough to queue long. */
const WIDTH = 4;

type Kind = {
  op: string;
  count: number;
  /** One request by `s`; false when `s` has nothing to do it with (no post seen, past a pace). */
  run: (s: Student) => Promise<unknown> | false;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pick = <T>(list: T[]): T | undefined => list[Math.floor(Math.random() * list.length)];

function kinds(): Kind[] {
  const get = (op: string, path: (s: Student) => string | null): Kind => ({
    op,
    count: READS,
    run: (s) => {
      const p = path(s);
      return p !== null && s.call(op, "GET", p);
    },
  });
  const post = (s: Student) => pick(s.seen) ?? null;
  const ofPost = (s: Student, path: (id: string) => string) => {
    const id = post(s);
    return id === null ? null : path(id);
  };
  return [
    get("GET /api/feed/following", () => "/api/feed/following"),
    get("GET /api/feed/global", () => "/api/feed/global"),
    get("GET /feed (page)", () => "/feed"),
    get("GET /api/posts/{id}", (s) => ofPost(s, (id) => `/api/posts/${id}`)),
    get("GET /blog/{id} (page)", (s) => ofPost(s, (id) => `/blog/${id}`)),
    get("GET /api/posts/{id}/comments", (s) => ofPost(s, (id) => `/api/posts/${id}/comments`)),
    get("GET /api/notifications", () => "/api/notifications"),
    get("GET /api/users/{id}", (s) => `/api/users/${pick(s.authors) ?? s.info.id}`),
    {
      op: "POST /api/posts/{id}/like",
      count: WRITES,
      run: (s) => {
        const id = post(s);
        return id !== null && s.pace.take("likes", Date.now()) &&
          s.call("like", "POST", `/api/posts/${id}/like`);
      },
    },
    {
      op: "POST /api/posts/{id}/comment",
      count: WRITES,
      run: (s) => {
        const id = post(s);
        return id !== null && s.pace.take("comments", Date.now()) &&
          s.call("comment", "POST", `/api/posts/${id}/comment`, { content: "Same question here." });
      },
    },
    {
      op: "POST /api/posts",
      count: WRITES,
      run: (s) => s.pace.take("posts", Date.now()) && s.post(),
    },
  ];
}

/** A server doing nothing uses less than this a second (its timers, 500 idle sockets). */
const IDLE_AT_MOST = 0.05;

/** The server's CPU seconds a second while nothing is asked of it: the least of one-second
 * samples, taken until one is under `IDLE_AT_MOST` (at most 30 s). Right after the mixed run the
 * server still works through what the run set off (about 0.6 of a core for several seconds, the
 * store's thread half of it); read then, as it once was, every operation's figure below came out
 * negative. */
async function idleRate(pid: number): Promise<{ rate: number; seconds: number }> {
  let least = Infinity, seconds = 0;
  for (let last = usage(pid).cpu; seconds < 30 && least >= IDLE_AT_MOST; seconds++) {
    await sleep(1000);
    const now = usage(pid).cpu;
    least = Math.min(least, now - last);
    last = now;
  }
  return { rate: least, seconds };
}

/** Waits (10 s at most) until a second passes with the server nearly idle. */
async function quiet(pid: number, idle: number): Promise<void> {
  for (let i = 0, last = usage(pid).cpu; i < 10; i++) {
    await sleep(1000);
    const now = usage(pid).cpu;
    if (now - last <= idle + 0.02) return;
    last = now;
  }
}

/** The lines to print: server CPU per operation of each kind, the idle server's own use taken
 * out. */
export async function costPerOperation(students: Student[], pid: number): Promise<string[]> {
  const scratch: Stats = new Map();
  for (const s of students) s.stats = scratch;
  const { rate: idle, seconds } = await idleRate(pid);
  const lines = [
    `\nserver CPU per operation, one kind at a time (idle server: ${
      (idle * 1000).toFixed(0)
    } ms/s, settled ${seconds} s after the run)`,
    "operation                                     count   CPU ms  of it JS",
  ];
  let next = 0;
  for (const kind of kinds()) {
    await quiet(pid, idle);
    const c0 = usage(pid).cpu;
    const m0 = mainThreadCpu(pid);
    const t0 = performance.now();
    let done = 0, tries = 0;
    await Promise.all(Array.from({ length: WIDTH }, async () => {
      // Students in turn, so no one student's write limit is reached; bounded if none can act.
      while (done < kind.count && tries < kind.count * 20) {
        tries++;
        const request = kind.run(students[next++ % students.length]);
        if (request === false) continue;
        done++;
        await request;
      }
    }));
    await quiet(pid, idle);
    const seconds = (performance.now() - t0) / 1000;
    const cpu = usage(pid).cpu - c0 - idle * seconds;
    const js = mainThreadCpu(pid) - m0;
    const failed = [...scratch.values()].reduce((n, s) => n + s.errors + s.limited, 0);
    scratch.clear();
    lines.push(
      `${kind.op.padEnd(44)} ${String(done).padStart(6)} ${
        (done ? 1000 * cpu / done : NaN).toFixed(2).padStart(8)
      } ${(done ? 1000 * js / done : NaN).toFixed(2).padStart(9)}${
        failed ? `  (${failed} failed or refused)` : ""
      }`,
    );
  }
  return lines;
}
