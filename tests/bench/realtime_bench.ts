/**
 * Realtime: chat on our server beside a Socket.IO-with-KV peer, at each of BENCH_SOCKETS
 * ("1000,3000"; empty skips) sockets for BENCH_ROUNDS (10) rounds at BENCH_RATE messages a second
 * (one per chat), and our server as two instances with the Redis bus (every chat's two students
 * on different instances; BENCH_REDIS_SOCKETS, default the smallest count, "" skips), then the
 * sustained run on our server (realtime_sustain.ts). Prints delivery p50/p99 (and p99 per round,
 * where one slow round shows), memory per socket, CPU per message and every message counted by
 * clientId (sent, acknowledged, delivered, lost, duplicated), then a summary line per run. Asserts
 * nothing.
 */
import { Fleet, type Kind } from "./realtime_clients.ts";
import { drain, Ledger, onSchedule, senderOf } from "./realtime_ledger.ts";
import {
  type BenchStudent,
  checkOpenFiles,
  copyKv,
  prepareStudents,
  settleDisk,
  startOurs,
  startPeer,
} from "./realtime_setup.ts";
import { SUSTAIN_SECONDS, SUSTAIN_SOCKETS, sustainRun } from "./realtime_sustain.ts";
import { addHistory, HISTORY_PER_CHAT } from "./realtime_history.ts";
import { percentile } from "./load.ts";
import { canPin, type Child, pinSelf, usage } from "./processes.ts";
import { hasRedis, startRedis } from "../helpers/redis.ts";

const SOCKETS = (Deno.env.get("BENCH_SOCKETS") ??
  (Deno.env.get("BENCH_PAIRS") ? String(2 * Number(Deno.env.get("BENCH_PAIRS"))) : "1000,3000"))
  .split(",").map((s) => 2 * Math.round(Number(s) / 2)).filter((n) => n > 0);
/** Each round, every chat sends one message. */
const ROUNDS = Number(Deno.env.get("BENCH_ROUNDS") ?? 10);
/** Messages a second; by default one per chat, so a round lasts a second. */
const RATE = Deno.env.get("BENCH_RATE") ? Number(Deno.env.get("BENCH_RATE")) : null;
const DRAIN_MS = 15_000;
/** Socket counts at which two instances with Redis run too (beside the single instance). */
const REDIS_SOCKETS =
  (Deno.env.get("BENCH_REDIS_SOCKETS") ?? (SOCKETS.length ? String(Math.min(...SOCKETS)) : ""))
    .split(",").map((s) => 2 * Math.round(Number(s) / 2)).filter((n) => n > 0);
/** The origin both instances answer for, as behind one proxy. */
const SHARED_ORIGIN = "http://campus.bench";

type Result = {
  name: string;
  p50: number;
  p99: number;
  /** p99 of each round's messages: one slow round (a major collection, a checkpoint) shows. */
  roundP99: number[];
  kbPerSocket: number;
  cpuMsPerMessage: number;
  clientCpu: number;
  sent: number;
  acked: number;
  delivered: number;
  lost: number;
  duplicates: number;
  refused: number;
  errors: string;
  dropped: number;
};

/** CPU seconds and RSS of every process of one server (instances of ours) together. */
function usageOf(servers: Child[]): { cpu: number; rssMb: number } {
  const each = servers.map((s) => usage(s.pid));
  return {
    cpu: each.reduce((t, u) => t + u.cpu, 0),
    rssMb: each.reduce((t, u) => t + u.rssMb, 0),
  };
}

/** A full collection of this process, when `--expose-gc` is on (`deno task bench` sets it). */
function collectClientGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

async function measure(
  kind: Kind,
  servers: Child[],
  students: BenchStudent[],
  origin?: string,
): Promise<Result> {
  const pairs = students.length / 2;
  const ledger = new Ledger(ROUNDS * pairs);
  const tag = `${kind[0]}${servers.length}${students.length}x`;
  const urls = servers.map((s) => s.url);
  const fleet = new Fleet(kind, urls, students, ledger, tag, origin);
  // What earlier runs and benches wrote goes to disk now, not during this run's fsyncs.
  await settleDisk();
  await new Promise((r) => setTimeout(r, 500));
  const before = usageOf(servers).rssMb;
  await fleet.connect();
  await new Promise((r) => setTimeout(r, 1000));
  // The clients' own full collection (50–60 ms after connecting a thousand sockets) would land in
  // one server's rounds and show as that server's slow round; it happens here, before either.
  collectClientGarbage();
  const connected = usageOf(servers);
  const ownCpu = usage(Deno.pid).cpu;
  const t0 = performance.now();
  await onSchedule(ROUNDS * pairs, RATE ?? pairs, (k) => fleet.send(k, senderOf(k, pairs)));
  await drain(ledger, DRAIN_MS);
  fleet.stopResending();
  const seconds = (performance.now() - t0) / 1000;
  const cpu = usageOf(servers).cpu - connected.cpu;
  const clientCpu = (usage(Deno.pid).cpu - ownCpu) / seconds;
  const { lost } = ledger.losses();
  fleet.close();
  const sorted = ledger.latencies.sort((a, b) => a - b);
  return {
    name: kind === "socketio"
      ? "Socket.IO 4.8 + KV (Deno)"
      : servers.length > 1
      ? `Campus /ws ×${servers.length} + Redis`
      : "Campus /ws (Deno)",
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    roundP99: Array.from({ length: ROUNDS }, (_, r) => {
      const round = [...ledger.latencyOf.subarray(r * pairs, (r + 1) * pairs)];
      return percentile(round.filter((x) => !Number.isNaN(x)).sort((x, y) => x - y), 99);
    }),
    kbPerSocket: ((connected.rssMb - before) * 1024) / students.length,
    cpuMsPerMessage: (1000 * cpu) / Math.max(1, ledger.ackCount),
    clientCpu,
    sent: ledger.sent,
    acked: ledger.ackCount,
    delivered: ledger.delivered,
    lost,
    duplicates: ledger.duplicates,
    refused: ledger.refused,
    errors: ledger.errorText() + (fleet.dropped ? `; dropped: ${fleet.dropText()}` : ""),
    dropped: fleet.dropped,
  };
}

const HEADER = "server                       p50 ms   p99 ms  KB/socket  CPU ms/msg  client CPU" +
  "    sent   acked  delivered   lost   dup  slow-down  dropped  other errors";

function row(r: Result): string {
  return `${r.name.padEnd(26)} ${r.p50.toFixed(2).padStart(8)} ${r.p99.toFixed(2).padStart(8)} ${
    r.kbPerSocket.toFixed(1).padStart(10)
  } ${r.cpuMsPerMessage.toFixed(3).padStart(11)} ${
    `${(100 * r.clientCpu).toFixed(0)}%`.padStart(11)
  } ${String(r.sent).padStart(7)} ${String(r.acked).padStart(7)} ${
    String(r.delivered).padStart(10)
  } ${String(r.lost).padStart(6)} ${String(r.duplicates).padStart(5)} ${
    String(r.refused).padStart(10)
  } ${String(r.dropped).padStart(8)}  ${r.errors}`;
}

const times = (a: number, b: number) => `${(a / b).toFixed(2)}×`;

/** Ours against the peer at one socket count: both on a fresh KV file, one after the other. */
async function compare(dir: string, seed: string, students: BenchStudent[]): Promise<string> {
  const n = students.length;
  const oursKv = `${dir}/ours-${n}.sqlite3`;
  await copyKv(seed, oursKv);
  const ours = await startOurs(oursKv, dir);
  let a: Result, b: Result;
  try {
    a = await measure("ours", [ours], students);
  } finally {
    await ours.stop();
  }
  const peer = await startPeer(`${dir}/peer-${n}.sqlite3`);
  try {
    b = await measure("socketio", [peer], students);
  } finally {
    await peer.stop();
  }
  const c = REDIS_SOCKETS.includes(n) ? await twoInstances(dir, seed, students) : null;
  console.log(
    `\nrealtime at ${n} sockets (${n / 2} chats): ${ROUNDS} rounds of one message per chat, ` +
      `${RATE ?? n / 2} messages a second, the same ~80-byte message on both servers, ` +
      `each stored in a KV file before delivery; lost = not delivered ${
        DRAIN_MS / 1000
      } s after the last send` +
      (canPin ? "; server on core 0, clients on core 1" : "; unpinned (no taskset)"),
  );
  console.log(HEADER);
  console.log(row(a));
  if (c) console.log(row(c));
  console.log(row(b));
  for (const r of [a, ...(c ? [c] : []), b]) {
    console.log(`p99 per round, ${r.name}: ${r.roundP99.map((x) => x.toFixed(1)).join(" ")} ms`);
  }
  console.log(
    `${"ours ÷ peer".padEnd(26)} ${times(a.p50, b.p50).padStart(8)} ${
      times(a.p99, b.p99).padStart(8)
    } ${times(a.kbPerSocket, b.kbPerSocket).padStart(10)} ${
      times(a.cpuMsPerMessage, b.cpuMsPerMessage).padStart(11)
    }`,
  );
  return `${n} sockets at ${RATE ?? n / 2}/s: p50 ${a.p50.toFixed(1)} vs ${b.p50.toFixed(1)} ms (${
    times(a.p50, b.p50)
  }), p99 ${a.p99.toFixed(1)} vs ${b.p99.toFixed(1)} ms (${times(a.p99, b.p99)}), ${
    a.kbPerSocket.toFixed(0)
  } vs ${b.kbPerSocket.toFixed(0)} KB/socket, ${a.cpuMsPerMessage.toFixed(2)} vs ${
    b.cpuMsPerMessage.toFixed(2)
  } CPU ms/msg, lost ${a.lost}/${a.sent} vs ${b.lost}/${b.sent}, dup ${a.duplicates} vs ${b.duplicates}` +
    (c
      ? `; two instances with Redis: p50 ${c.p50.toFixed(1)} ms, p99 ${c.p99.toFixed(1)} ms, ${
        c.cpuMsPerMessage.toFixed(2)
      } CPU ms/msg, lost ${c.lost}/${c.sent}, dup ${c.duplicates}`
      : "");
}

/** Ours as two instances on one KV file with the Redis bus between them, both on the server's
 * core (the same CPU as one instance), every chat's two students on different instances. */
async function twoInstances(dir: string, seed: string, students: BenchStudent[]) {
  if (!hasRedis()) {
    console.log("two instances with Redis skipped: no /usr/bin/redis-server");
    return null;
  }
  const kv = `${dir}/ours2-${students.length}.sqlite3`;
  await copyKv(seed, kv);
  const redis = await startRedis();
  const env = { REDIS_URL: redis.url, APP_ORIGIN: SHARED_ORIGIN };
  const servers: Child[] = [];
  try {
    for (let i = 0; i < 2; i++) servers.push(await startOurs(kv, dir, 0, env));
    return await measure("ours", servers, students, SHARED_ORIGIN);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await redis.stop();
  }
}

export async function realtimeBench(): Promise<void> {
  const most = Math.max(...SOCKETS, SUSTAIN_SECONDS > 0 ? SUSTAIN_SOCKETS : 0);
  checkOpenFiles(most);
  const dir = await Deno.makeTempDir({ prefix: "campus-realtime-" });
  const summaries: string[] = [];
  try {
    const seed = `${dir}/seed.sqlite3`;
    const t0 = performance.now();
    const students = await prepareStudents(seed, most / 2);
    console.log(
      `prepared ${students.length} students in ${students.length / 2} chats in ${
        ((performance.now() - t0) / 1000).toFixed(1)
      } s`,
    );
    pinSelf(1);
    for (const n of SOCKETS) summaries.push(await compare(dir, seed, students.slice(0, n)));
    if (SUSTAIN_SECONDS > 0) {
      const kv = `${dir}/sustain.sqlite3`;
      await copyKv(seed, kv);
      const t1 = performance.now();
      const history = await addHistory(kv, students.slice(0, SUSTAIN_SOCKETS), HISTORY_PER_CHAT);
      console.log(
        `\nthe sustained run's store: ${history} messages of history added in ${
          ((performance.now() - t1) / 1000).toFixed(1)
        } s (${HISTORY_PER_CHAT} a chat, BENCH_SUSTAIN_HISTORY), ${
          (Deno.statSync(kv).size / 1e6).toFixed(0)
        } MB before the run`,
      );
      await settleDisk();
      const server = await startOurs(kv, dir);
      try {
        summaries.push(await sustainRun(server, students.slice(0, SUSTAIN_SOCKETS), kv));
      } finally {
        await server.stop();
      }
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
  console.log("");
  for (const s of summaries) console.log(`summary realtime ${s}`);
}

if (import.meta.main) await realtimeBench();
