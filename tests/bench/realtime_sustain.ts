/**
 * The sustained chat run: BENCH_SUSTAIN_SECONDS (300) at BENCH_SUSTAIN_RATE messages a second
 * (3,000) over BENCH_SUSTAIN_SOCKETS sockets (3,000) on our server, one core, whose store already
 * holds each chat's history (`realtime_history.ts`), after BENCH_SUSTAIN_WARMUP seconds (60) of
 * the same load, whose line is printed and not compared. Prints per slice
 * (a minute; 10 s for runs under two minutes) delivery p50, p90 and p99, server CPU per message,
 * RSS and the message counts, then a final line and the last slice against the first. Stops
 * sending early when the server's RSS passes BENCH_SUSTAIN_MAX_RSS_MB (4,000). Asserts nothing.
 */
import { Fleet } from "./realtime_clients.ts";
import { storedOfUndelivered } from "./realtime_stored.ts";
import { drain, Ledger, onSchedule, senderOf } from "./realtime_ledger.ts";
import type { BenchStudent } from "./realtime_setup.ts";
import { percentile } from "./load.ts";
import { type Child, coreTime, mainThreadCpu, usage } from "./processes.ts";

/** A file's size in MB, 0 when it is not there. */
function fileMb(path: string): number {
  try {
    return Deno.statSync(path).size / 1e6;
  } catch {
    return 0;
  }
}

export const SUSTAIN_SECONDS = Number(Deno.env.get("BENCH_SUSTAIN_SECONDS") ?? 300);
export const SUSTAIN_RATE = Number(Deno.env.get("BENCH_SUSTAIN_RATE") ?? 3000);
export const SUSTAIN_SOCKETS = Number(Deno.env.get("BENCH_SUSTAIN_SOCKETS") ?? 3000);
/** The load before the measured minutes: the server's and the load process's heaps reach the size
 * they keep under it (docs/decisions.md "The sustained run's warm-up"). Its messages count in every
 * total, lost or not. */
export const WARMUP_SECONDS = Number(Deno.env.get("BENCH_SUSTAIN_WARMUP") ?? 60);
const SLICE_SECONDS = Number(
  Deno.env.get("BENCH_SUSTAIN_SLICE") ?? (SUSTAIN_SECONDS >= 120 ? 60 : 10),
);
/** A server that falls behind holds every waiting message: stop sending before it takes the
 * machine's memory. */
const MAX_RSS_MB = Number(Deno.env.get("BENCH_SUSTAIN_MAX_RSS_MB") ?? 4000);
/** After the last send, how long a message may take to arrive before it counts as lost. */
const DRAIN_MS = 30_000;

type Slice = {
  at: number;
  /** The typical message and the slow tail: a full collection's burst sets the p99 of the slice
   * it falls in (docs/decisions.md), and the lower percentiles show whether the rest moved. */
  p50: number;
  p90: number;
  p99: number;
  cpuMsPerMessage: number;
  /** Of it, the server's JavaScript thread (the rest: the store's thread, Deno's own threads). */
  jsMsPerMessage: number;
  serverCpu: number;
  clientCpu: number;
  /** Share of the server's core the host gave to other machines. */
  steal: number;
  rssMb: number;
  /** The store's file with its write-ahead log: what history weighs. */
  kvMb: number;
  sent: number;
  acked: number;
  delivered: number;
  refused: number;
  waiting: number;
  overdue: number;
  /** Every delay of the slice, sorted; kept off the heap the load process collects. */
  delays: Float64Array;
};

/** The p99 of `slices`' delays taken together. */
function pooledP99(slices: readonly Slice[]): number {
  const all = new Float64Array(slices.reduce((n, s) => n + s.delays.length, 0));
  let at = 0;
  for (const s of slices) {
    all.set(s.delays, at);
    at += s.delays.length;
  }
  return percentile(all.sort(), 99);
}

const HEADER =
  "   time   p50 ms   p90 ms   p99 ms  CPU ms/msg  JS ms/msg  server CPU  client CPU  steal" +
  "   RSS MB    KV MB     sent" +
  "    acked  delivered  slow-down  waiting  overdue";

function line(s: Slice): string {
  const pct = (x: number) => `${(100 * x).toFixed(0)}%`;
  return `${`${s.at.toFixed(0)} s`.padStart(7)} ${s.p50.toFixed(1).padStart(8)} ${
    s.p90.toFixed(1).padStart(8)
  } ${s.p99.toFixed(1).padStart(8)} ${s.cpuMsPerMessage.toFixed(3).padStart(11)} ${
    s.jsMsPerMessage.toFixed(3).padStart(10)
  } ${pct(s.serverCpu).padStart(11)} ${pct(s.clientCpu).padStart(11)} ${pct(s.steal).padStart(6)} ${
    s.rssMb.toFixed(0).padStart(8)
  } ${s.kvMb.toFixed(0).padStart(8)} ${String(s.sent).padStart(8)} ${String(s.acked).padStart(8)} ${
    String(s.delivered).padStart(10)
  } ${String(s.refused).padStart(10)} ${String(s.waiting).padStart(8)} ${
    String(s.overdue).padStart(8)
  }`;
}

/** Runs the sustained load against `server` and returns its one-line summary. */
export async function sustainRun(
  server: Child,
  students: BenchStudent[],
  kvPath: string,
): Promise<string> {
  const count = Math.round((WARMUP_SECONDS + SUSTAIN_SECONDS) * SUSTAIN_RATE);
  const pairs = students.length / 2;
  const ledger = new Ledger(count);
  const fleet = new Fleet("ours", server.url, students, ledger, "s");
  await fleet.connect();
  await new Promise((r) => setTimeout(r, 2000));
  console.log(
    `\nrealtime sustained: ${students.length} sockets on our server, ${SUSTAIN_RATE} messages a ` +
      `second for ${SUSTAIN_SECONDS} s after ${WARMUP_SECONDS} s of warm-up at the same rate ` +
      `(each student one every ${
        (students.length / SUSTAIN_RATE).toFixed(1)
      } s), every message stored before delivery; server RSS ${
        usage(server.pid).rssMb.toFixed(0)
      } MB with every socket open; a line per ${SLICE_SECONDS} s, time from the first send`,
  );
  console.log(
    "(sent: typed, on schedule; a student sends one message at a time, as the browser does, so " +
      "one typed while the one before is unanswered waits in the client, and that wait counts in " +
      `its delay; waiting: typed so far and not yet delivered; overdue: of those, typed over ${
        DRAIN_MS / 1000
      } s ago, lost if the run ended now)`,
  );
  console.log(HEADER);
  const slices: Slice[] = [];
  const t0 = performance.now();
  const cpuAtStart = usage(server.pid).cpu;
  let last = {
    t: t0,
    server: usage(server.pid).cpu,
    js: mainThreadCpu(server.pid),
    client: usage(Deno.pid).cpu,
    core: coreTime(0),
    sent: 0,
    acked: 0,
    delivered: 0,
    refused: 0,
  };
  const take = (now: number) => {
    const u = usage(server.pid);
    const js = mainThreadCpu(server.pid);
    const client = usage(Deno.pid).cpu;
    const core = coreTime(0);
    const seconds = (now - last.t) / 1000;
    const acked = ledger.ackCount - last.acked;
    const latencies = ledger.latencies.sort((a, b) => a - b);
    ledger.latencies = [];
    const slice: Slice = {
      at: (now - t0) / 1000,
      p50: percentile(latencies, 50),
      p90: percentile(latencies, 90),
      p99: percentile(latencies, 99),
      cpuMsPerMessage: acked ? (1000 * (u.cpu - last.server)) / acked : NaN,
      jsMsPerMessage: acked ? (1000 * (js - last.js)) / acked : NaN,
      serverCpu: (u.cpu - last.server) / seconds,
      clientCpu: (client - last.client) / seconds,
      steal: (core.steal - last.core.steal) / Math.max(0.01, core.total - last.core.total),
      rssMb: u.rssMb,
      kvMb: fileMb(kvPath) + fileMb(`${kvPath}-wal`),
      sent: ledger.sent - last.sent,
      acked,
      delivered: ledger.delivered - last.delivered,
      refused: ledger.refused - last.refused,
      waiting: ledger.sent - ledger.delivered,
      overdue: ledger.overdue(now - DRAIN_MS),
      delays: Float64Array.from(latencies),
    };
    last = {
      t: now,
      server: u.cpu,
      js,
      client,
      core,
      sent: ledger.sent,
      acked: ledger.ackCount,
      delivered: ledger.delivered,
      refused: ledger.refused,
    };
    return slice;
  };
  let warming = WARMUP_SECONDS > 0;
  let next = t0 + (warming ? WARMUP_SECONDS : SLICE_SECONDS) * 1000;
  let nextRssCheck = t0;
  let stoppedEarly = "";
  await onSchedule(count, SUSTAIN_RATE, (k) => fleet.send(k, senderOf(k, pairs)), (now) => {
    if (now >= nextRssCheck) {
      nextRssCheck = now + 1000;
      const rss = usage(server.pid).rssMb;
      if (rss > MAX_RSS_MB) {
        stoppedEarly = `stopped sending at ${((now - t0) / 1000).toFixed(0)} s: server RSS ${
          rss.toFixed(0)
        } MB passed BENCH_SUSTAIN_MAX_RSS_MB (${MAX_RSS_MB})`;
        return false;
      }
    }
    if (now < next) return true;
    next += SLICE_SECONDS * 1000;
    const slice = take(now);
    if (warming) {
      warming = false;
      console.log(`${line(slice)}  warm-up`);
      return true;
    }
    slices.push(slice);
    console.log(line(slice));
    return true;
  });
  if (stoppedEarly) console.log(stoppedEarly);
  // Whatever the schedule left in its last partial slice.
  if (slices.length === 0 || performance.now() - last.t > 1000) {
    const slice = take(performance.now());
    slices.push(slice);
    console.log(line(slice));
  }
  const sendEnd = performance.now();
  const allLatencies = ledger.latencies;
  await drain(ledger, DRAIN_MS);
  fleet.stopResending();
  const cpu = usage(server.pid).cpu - cpuAtStart;
  const drainSeconds = (performance.now() - sendEnd) / 1000;
  const { lost, lostAcked, unacked } = ledger.losses();
  const unsent = fleet.unsent();
  fleet.close();
  const found = await storedOfUndelivered(kvPath, fleet);
  const first = slices[0];
  const end = slices.at(-1)!;
  console.log(
    `after the last send: ${drainSeconds.toFixed(1)} s until every message arrived or ${
      DRAIN_MS / 1000
    } s passed; ${allLatencies.length} more delivered`,
  );
  console.log(
    `total: ${ledger.sent} sent, ${ledger.ackCount} acknowledged, ${ledger.delivered} delivered, ` +
      `${lost} lost (${lostAcked} of them acknowledged, of which ${found.stored} are in the ` +
      `store; ${unacked} never acknowledged, of which ${unsent} never left their student's ` +
      `client, each behind an unanswered one), ` +
      `${ledger.duplicates} duplicated, ${ledger.refused} "slow down" refusals ` +
      `(${ledger.resends} resends), other errors: ${ledger.errorText()}, ` +
      `${fleet.dropped} sockets dropped` + (fleet.dropped ? ` (${fleet.dropText()})` : ""),
  );
  /** One figure of the first slice against the last, with their ratio. */
  const change = (name: string, of: (s: Slice) => number, digits: number, unit: string) =>
    `${name} ${of(first).toFixed(digits)} → ${of(end).toFixed(digits)} ${unit} (${
      (of(end) / of(first)).toFixed(2)
    }×)`;
  console.log(
    `last slice vs first: ${change("p50", (s) => s.p50, 1, "ms")}, ${
      change("p90", (s) => s.p90, 1, "ms")
    }, ${change("p99", (s) => s.p99, 1, "ms")}, ${
      change("CPU", (s) => s.cpuMsPerMessage, 3, "ms/msg")
    }, RSS ${first.rssMb.toFixed(0)} → ${end.rssMb.toFixed(0)} MB`,
  );
  // A slice's p99 rests on the few collections that fall in it (docs/decisions.md "A minute's p99
  // is a draw"): its spread over the run, and the first slices' delays against the last ones'
  // taken together, say whether the tail grows or only moves.
  const p99s = slices.map((s) => s.p99);
  const worstP99 = Math.max(...p99s);
  const pair = Math.floor(slices.length / 2);
  let pooled = "";
  if (pair >= 2) {
    const early = pooledP99(slices.slice(0, pair));
    const late = pooledP99(slices.slice(-pair));
    pooled = `; the first ${pair} slices' delays together p99 ${early.toFixed(1)} ms, the last ` +
      `${pair}'s ${late.toFixed(1)} ms (${(late / early).toFixed(2)}×)`;
  }
  console.log(
    `p99 over the ${slices.length} slices: ${Math.min(...p99s).toFixed(1)}–${
      worstP99.toFixed(1)
    } ms${pooled}`,
  );
  const busiestClient = Math.max(...slices.map((s) => s.clientCpu));
  const mostStolen = Math.max(...slices.map((s) => s.steal));
  return `sustained ${students.length} sockets ${SUSTAIN_RATE}/s × ${SUSTAIN_SECONDS} s ` +
    `after ${WARMUP_SECONDS} s of warm-up: ` +
    `p50 first ${first.p50.toFixed(1)} last ${end.p50.toFixed(1)}, ` +
    `p99 first ${first.p99.toFixed(1)} last ${end.p99.toFixed(1)} worst ${
      worstP99.toFixed(1)
    } ms, CPU ${(1000 * cpu / Math.max(1, ledger.ackCount)).toFixed(3)} ms/msg, RSS ${
      first.rssMb.toFixed(0)
    } → ${end.rssMb.toFixed(0)} MB, ${ledger.delivered}/${ledger.sent} delivered, ${lost} lost ` +
    `(${found.checked - found.stored} acknowledged and not in the store), ` +
    `${ledger.duplicates} dup, ${ledger.refused} slow-down, client CPU at most ${
      (100 * busiestClient).toFixed(0)
    }%, server core stolen by the host at most ${(100 * mostStolen).toFixed(0)}% of a slice` +
    (stoppedEarly ? ` (${stoppedEarly})` : "");
}
