/**
 * Collab: replays a real editing trace (the Automerge paper, 259,778 single-character edits)
 * from one writer to 10 observers in one room, through our `/collab/{roomId}` endpoint and, in
 * the same run, through the y-websocket project's reference server (`@y/websocket-server` on
 * Node). Prints edits per second, per-edit delivery latency p50/p99 and server memory per room.
 *
 * How the trace is sent: one Yjs transaction (so one update message) per trace transaction, as
 * fast as the slowest observer keeps up — the writer stays at most WINDOW edits ahead of it and
 * yields to the event loop every BURST edits. Latency is measured from the writer applying an
 * edit locally to an observer's doc containing it; writer and observers share this process, so
 * one clock serves both. An edit is recognised by its position in the writer's history: every
 * edit raises (characters inserted + characters deleted) = 2 × writer clock − text length.
 *
 * Reading the figures: the load process runs 11 Y.Docs on one core and is close to busy, so
 * edits/s bounds both servers from below rather than ranking them; server CPU per edit is the
 * server-side comparison. Room MB is RSS growth, so it includes heap a garbage collector has
 * not yet given back (V8 grows its heap lazily), not only what the room keeps alive; so it is read
 * twice: a second after the replay, and once the server has been idle for `SETTLE_MS` with the
 * room still open (V8 collects a heap that went quiet about 8 s after it did). Our server runs with
 * the V8 flags of `deno task start` (BENCH_SERVER_V8_FLAGS replaces them, "" for none).
 *
 * The only assert is correctness: every client (and a client joining after the replay) must end
 * with the trace's final text; otherwise a FAIL line and a non-zero exit. Nothing about time.
 */
import * as Y from "yjs";
import { type CollabClient, connectCollab } from "./collab_client.ts";
import { type Child, pinSelf, serverArgs, startProcess, startV8Flags, usage } from "./processes.ts";
import { ensureReferenceInstalled, startReference } from "./ywebsocket_reference.ts";

const TRACE = Deno.env.get("BENCH_COLLAB_TRACE") ??
  "/work/shared/bench-data/editing-traces/automerge-paper.json.gz";
const OBSERVERS = Number(Deno.env.get("BENCH_COLLAB_OBSERVERS") ?? 10);
/** Replay only the first N edits (quick runs); the default is the whole trace. */
const EDIT_LIMIT = Number(Deno.env.get("BENCH_COLLAB_EDITS") ?? Infinity);
const WINDOW = Number(Deno.env.get("BENCH_COLLAB_WINDOW") ?? 32);
const BURST = Number(Deno.env.get("BENCH_COLLAB_BURST") ?? 8);
/** Each server runs once per heap cap (MB of V8 old space; 0 = none): "0,64" by default. */
const HEAP_CAPS = (Deno.env.get("BENCH_COLLAB_HEAP_MB") ?? "0,64").split(",").map(Number);
/** How long after the replay the room's RSS is read again, every client still connected. */
const SETTLE_MS = 15_000;
/** Give up when no observer makes progress for this long. */
const STALL_MS = 20_000;
/** Give up on a server after this long, whatever the progress. The load process is the limit
 * (see above): on a core the host shares, it replays ~1,300 edits a second, so the whole trace
 * takes ~200 s against both servers alike; a server that stops answering is caught by `STALL_MS`. */
const RUN_LIMIT_MS = 600_000;
const SECRET = "bench-secret-bench-secret-bench-secret-0123";

type Patch = [number, number, string];
type Trace = { startContent: string; endContent: string; patches: Patch[] };

async function loadTrace(path: string): Promise<Trace> {
  const file = await Deno.open(path);
  const json = await new Response(file.readable.pipeThrough(new DecompressionStream("gzip")))
    .json();
  const patches: Patch[] = [];
  for (const txn of json.txns as { patches: Patch[] }[]) {
    for (const p of txn.patches) {
      if (p[1] === 0 && p[2] === "") continue; // an empty edit changes nothing
      patches.push(p);
    }
  }
  if (typeof json.startContent !== "string" || typeof json.endContent !== "string") {
    throw new Error(`${path}: not an editing trace (startContent/endContent missing)`);
  }
  // Positions count code points; Y.Text counts UTF-16 units. Equal when all are in the BMP.
  if ([...json.endContent].length !== json.endContent.length) {
    throw new Error(`${path}: characters outside the BMP; positions would need converting`);
  }
  // One Yjs transaction per trace transaction: the traces here hold one patch per transaction.
  if (patches.length !== (json.txns as unknown[]).length) {
    throw new Error(`${path}: a transaction with several patches; replay expects one`);
  }
  return { startContent: json.startContent, endContent: json.endContent, patches };
}

/**
 * A macrotask yield without the 4 ms clamp of nested timers. The ports keep the process alive,
 * so the bench closes them when done.
 */
function taskYielder(): { yieldTask(): Promise<void>; close(): void } {
  const channel = new MessageChannel();
  const pending: (() => void)[] = [];
  channel.port1.onmessage = () => pending.shift()?.();
  return {
    yieldTask: () =>
      new Promise((resolve) => {
        pending.push(resolve);
        channel.port2.postMessage(0);
      }),
    close() {
      channel.port1.close();
      channel.port2.close();
    },
  };
}

function percentile(sorted: Float32Array, p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Result = {
  name: string;
  edits: number;
  seconds: number;
  p50: number;
  p99: number;
  max: number;
  roomKb: number;
  settledKb: number;
  lateJoinMs: number;
  serverCpu: number;
  loadCpu: number;
  ok: boolean;
};

type Target = {
  name: string;
  server: Child;
  roomUrl: (room: string) => string;
  origin?: string;
};

/** Runs `replay`, turning an error (refused socket, timeout) into a FAIL row. */
async function measure(target: Target, trace: Trace): Promise<Result> {
  try {
    return await replay(target, trace);
  } catch (err) {
    console.log(`FAIL ${target.name}: ${(err as Error).message}`);
    return {
      name: target.name,
      edits: Math.min(trace.patches.length, EDIT_LIMIT),
      seconds: NaN,
      p50: NaN,
      p99: NaN,
      max: NaN,
      roomKb: NaN,
      settledKb: NaN,
      lateJoinMs: NaN,
      serverCpu: NaN,
      loadCpu: NaN,
      ok: false,
    };
  }
}

async function replay(target: Target, trace: Trace): Promise<Result> {
  const { server } = target;
  const room = `bench${crypto.randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const url = target.roomUrl(room);
  const n = Math.min(trace.patches.length, EDIT_LIMIT);
  const full = n === trace.patches.length;
  await sleep(500);
  const rssBefore = usage(server.pid).rssMb * 1024;

  const connect = (name: string) =>
    connectCollab(url, { origin: target.origin, name, timeoutMs: 15_000 });
  const clients: CollabClient[] = [];
  const yielder = taskYielder();
  try {
    const writer = await connect("writer");
    clients.push(writer);
    const observers: CollabClient[] = [];
    for (let k = 0; k < OBSERVERS; k++) observers.push(await connect(`observer ${k}`));
    clients.push(...observers);

    const text = createBenchFile(writer.doc);
    if (trace.startContent) text.insert(0, trace.startContent);
    const writerId = writer.doc.clientID;
    const progress = (doc: Y.Doc) =>
      2 * Y.getState(doc.store, writerId) - (benchText(doc)?.length ?? 0);
    const base = progress(writer.doc);
    const progressAt = new Float64Array(n);
    const sentAt = new Float64Array(n);
    const latencies = new Float32Array(n * OBSERVERS);
    const seen = new Int32Array(OBSERVERS);
    let sent = 0;
    let wake: (() => void) | null = null;
    let lastProgress = performance.now();

    // Each observer records, per edit it now holds, the time since the writer applied it.
    observers.forEach((o, k) => {
      o.onApplied = () => {
        const p = progress(o.doc);
        let i = seen[k];
        const now = performance.now();
        while (i < sent && progressAt[i] <= p) {
          latencies[k * n + i] = now - sentAt[i];
          i++;
        }
        if (i !== seen[k]) {
          seen[k] = i;
          lastProgress = now;
          if (wake) {
            const w = wake;
            wake = null;
            w();
          }
        }
      };
    });
    const slowest = () => {
      let min = n;
      for (let k = 0; k < OBSERVERS; k++) if (seen[k] < min) min = seen[k];
      return min;
    };
    /** Resolves at the next observer progress, or after a second so stalls are noticed. */
    const waitForProgress = () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          wake = null;
          resolve();
        }, 1_000);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    const stalled = () => performance.now() - lastProgress > STALL_MS;
    // Wait until every observer holds the writer's starting content (none for this trace).
    if (base > 0) {
      const deadline = performance.now() + 15_000;
      while (
        observers.some((o) => progress(o.doc) < base) && performance.now() < deadline
      ) await sleep(20);
    }

    const serverCpu0 = usage(server.pid).cpu;
    const loadCpu0 = usage(Deno.pid).cpu;
    const started = performance.now();
    const giveUpAt = started + RUN_LIMIT_MS;
    lastProgress = started;
    let failure = "";
    while (sent < n) {
      const limit = Math.min(n, slowest() + WINDOW);
      const burstEnd = Math.min(limit, sent + BURST);
      while (sent < burstEnd) {
        const [pos, del, ins] = trace.patches[sent];
        sentAt[sent] = performance.now();
        writer.doc.transact(() => {
          if (del > 0) text.delete(pos, del);
          if (ins) text.insert(pos, ins);
        });
        progressAt[sent] = progress(writer.doc);
        sent++;
      }
      if (sent >= limit) await waitForProgress();
      else await yielder.yieldTask();
      if (stalled() || performance.now() > giveUpAt) {
        failure = `stalled: writer sent ${sent}/${n}, slowest observer has ${slowest()}`;
        break;
      }
    }
    while (!failure && slowest() < n) {
      await waitForProgress();
      if (stalled() || performance.now() > giveUpAt) {
        failure = `stalled: slowest observer has ${slowest()}/${n}`;
      }
    }
    const ended = performance.now();
    const seconds = (ended - started) / 1000;
    const serverCpu = usage(server.pid).cpu - serverCpu0;
    const loadCpu = usage(Deno.pid).cpu - loadCpu0;

    await sleep(1_000);
    const rssAfter = usage(server.pid).rssMb * 1024;

    // Correctness: every client ends with the trace's final text, and so does a late joiner.
    const expected = full ? trace.endContent : text.toString();
    let ok = !failure;
    if (failure) console.log(`FAIL ${target.name}: ${failure}`);
    if (full && text.toString() !== expected) {
      ok = false;
      console.log(`FAIL ${target.name}: the writer's text differs from the trace's endContent`);
    }
    observers.forEach((o, k) => {
      const got = benchText(o.doc)?.toString() ?? "";
      if (got !== expected) {
        ok = false;
        console.log(
          `FAIL ${target.name}: observer ${k} has ${got.length} chars, expected ${expected.length}`,
        );
      }
    });
    let lateJoinMs = NaN;
    try {
      const t0 = performance.now();
      const late = await connect("late joiner");
      lateJoinMs = performance.now() - t0;
      clients.push(late);
      if (benchText(late.doc)?.toString() !== expected) {
        ok = false;
        console.log(`FAIL ${target.name}: a client joining after the replay got different text`);
      }
    } catch (err) {
      ok = false;
      console.log(`FAIL ${target.name}: late joiner: ${(err as Error).message}`);
    }

    await sleep(Math.max(0, ended + SETTLE_MS - performance.now()));
    const rssSettled = usage(server.pid).rssMb * 1024;

    const delivered = latencies.subarray(0, slowest() === n ? n * OBSERVERS : 0).slice().sort();
    return {
      name: target.name,
      edits: n,
      seconds,
      p50: percentile(delivered, 50),
      p99: percentile(delivered, 99),
      max: delivered.length ? delivered[delivered.length - 1] : NaN,
      roomKb: rssAfter - rssBefore,
      settledKb: rssSettled - rssBefore,
      lateJoinMs,
      serverCpu,
      loadCpu,
      ok,
    };
  } finally {
    yielder.close();
    for (const c of clients) c.close();
    await sleep(200);
  }
}

function printTable(results: Result[], trace: Trace) {
  const n = results[0]?.edits ?? 0;
  console.log(
    `\ncollab: ${n} edits of ${TRACE.split("/").pop()} (${trace.endContent.length} chars at the ` +
      `end), 1 writer → ${OBSERVERS} observers in one room, one update per edit, window ${WINDOW}`,
  );
  console.log(`our server's V8 flags (deno task start): ${startV8Flags().join(" ") || "none"}`);
  const cols = [
    ["server", 40],
    ["edits/s", 9],
    ["total s", 8],
    ["p50 ms", 8],
    ["p99 ms", 8],
    ["max ms", 8],
    ["room MB", 8],
    ["settled", 8],
    ["join ms", 8],
    ["srv µs/edit", 11],
    ["srv busy", 8],
    ["load busy", 9],
    ["ok", 5],
  ] as const;
  console.log(cols.map(([h, w], i) => i === 0 ? h.padEnd(w) : h.padStart(w)).join(" "));
  for (const r of results) {
    const cells = [
      r.name,
      (r.edits / r.seconds).toFixed(0),
      r.seconds.toFixed(1),
      r.p50.toFixed(2),
      r.p99.toFixed(2),
      r.max.toFixed(1),
      (r.roomKb / 1024).toFixed(1),
      (r.settledKb / 1024).toFixed(1),
      r.lateJoinMs.toFixed(1),
      (r.serverCpu * 1e6 / r.edits).toFixed(0),
      `${(100 * r.serverCpu / r.seconds).toFixed(0)}%`,
      `${(100 * r.loadCpu / r.seconds).toFixed(0)}%`,
      r.ok ? "yes" : "FAIL",
    ];
    console.log(
      cells.map((c, i) => i === 0 ? c.padEnd(cols[i][1]) : c.padStart(cols[i][1])).join(" "),
    );
  }
  console.log(
    "edits/s: edits ÷ time until the last observer had the last edit; p50/p99/max: writer's " +
      "local edit → observer's doc, over every (edit, observer);\nroom MB: server RSS a second " +
      "after the replay − before the room existed; settled: the same, the server idle " +
      `${SETTLE_MS / 1000} s after the replay with every client still in the room;\n` +
      "join ms: a new client's full sync after the replay;\n" +
      "srv µs/edit: server CPU per edit; busy: CPU ÷ wall time during the replay, of the server " +
      "and of this load process (writer + observers, one core) — near 100% the load is the limit.",
  );
}

/** The trace is typed into a room file, as a student would: a room takes no other parts. */
const BENCH_FILE = "bench";

function createBenchFile(doc: Y.Doc): Y.Text {
  const file = new Y.Map<unknown>();
  const text = new Y.Text();
  doc.transact(() => {
    file.set("name", BENCH_FILE);
    file.set("language", "javascript");
    file.set("createdAt", Date.now());
    file.set("content", text);
    doc.getMap("files").set(BENCH_FILE, file);
  });
  return text;
}

function benchText(doc: Y.Doc): Y.Text | null {
  const file = doc.getMap("files").get(BENCH_FILE);
  const text = file instanceof Y.Map ? file.get("content") : null;
  return text instanceof Y.Text ? text : null;
}

export async function collabBench(): Promise<void> {
  const root = new URL("../../", import.meta.url).pathname;
  const trace = await loadTrace(TRACE);
  const entry = await ensureReferenceInstalled(`${root}.artifacts/bench-cache/y-websocket-server`);
  pinSelf(1);
  const results: Result[] = [];
  const only = Deno.env.get("BENCH_COLLAB_ONLY"); // "ours" or "reference"

  for (const heapMb of HEAP_CAPS) {
    const capped = heapMb > 0 ? `, heap ${heapMb} MB` : "";
    if (only !== "reference") {
      const dir = await Deno.makeTempDir();
      // As `deno task start` runs it, plus the cap (V8 takes the last value of a flag given twice).
      const cap = heapMb > 0 ? [`--max-old-space-size=${heapMb}`] : [];
      const server = await startProcess(serverArgs(cap), {
        cwd: root,
        core: 0,
        env: {
          PORT: "0",
          HOST: "127.0.0.1",
          APP_ENV: "test",
          DENO_KV_PATH: `${dir}/kv.sqlite3`,
          DATA_DIR: dir,
          SESSION_SECRET: SECRET,
        },
      });
      try {
        results.push(
          await measure({
            name: `Campus /collab (Deno, KV${capped})`,
            server,
            roomUrl: (room) => `${server.url.replace("http", "ws")}/collab/${room}`,
            origin: server.url,
          }, trace),
        );
      } finally {
        await server.stop();
        await Deno.remove(dir, { recursive: true });
      }
    }
    if (only !== "ours") {
      const server = await startReference(entry, 0, heapMb);
      try {
        results.push(
          await measure({
            name: `@y/websocket-server 0.1.1 (Node${capped})`,
            server,
            roomUrl: (room) => `${server.url.replace("http", "ws")}/${room}`,
          }, trace),
        );
      } finally {
        await server.stop();
      }
    }
  }
  printTable(results, trace);
  if (results.some((r) => !r.ok)) {
    console.log(
      "FAIL collab: a server failed the replay or its clients ended with the wrong text (see above)",
    );
    Deno.exitCode = 1;
  }
}

if (import.meta.main) await collabBench();
