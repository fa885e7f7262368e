/**
 * HTTP baseline: `GET /api/health`, `GET /` signed out and signed in (a demo student of a seeded
 * KV) on our server against its peers, in the same run, alternating rounds so drift hits all
 * alike: a bare `Deno.serve` hello handler, and for the health probe a bare `Deno.serve` doing the
 * same KV read on a copy of the same KV file. Prints requests per second, p50/p99 latency, the ratios
 * ours/bare and ours/peer, and the server's CPU per request. The load generator asks for gzip as a
 * browser does and reads each body without decoding it (raw_http.ts, as wrk does), so its own work
 * stays small beside the server's; the CPU column says what the server itself spends. Then the cost of each middleware, timed in process. Asserts nothing about time.
 */
import { type LoadResult, runLoad, summarize } from "./load.ts";
import { canPin, pinSelf, serverArgs, startProcess, usage } from "./processes.ts";
import { DEMO_PASSWORD } from "../../src/users/seed.ts";
import { middlewareCosts } from "./middleware_cost.ts";

const ROUNDS = 3;
const SECONDS = Number(Deno.env.get("BENCH_SECONDS") ?? 3);
const CONCURRENCY = 16;
const BARE = "bare Deno.serve hello";
const BARE_KV_NAME = "bare Deno.serve + KV read";
const BARE_KV = "tests/bench/bare_kv_server.ts";

/** Seeds the demo data into a fresh KV file under `dir` (as `deno task seed` does). */
async function seedKv(root: string, dir: string): Promise<Record<string, string>> {
  const env = { APP_ENV: "test", DENO_KV_PATH: `${dir}/kv.sqlite3`, DATA_DIR: dir };
  const seeded = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", "src/tools/seed.ts"],
    cwd: root,
    env,
    stdout: "null",
  }).output();
  if (!seeded.success) throw new Error("seeding the demo data failed");
  return env;
}

/** Signs a demo student in and returns the Cookie header a browser would send. */
async function demoCookies(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ emailOrUsername: "aarav", password: DEMO_PASSWORD }),
  });
  await res.body?.cancel();
  if (res.status !== 200) throw new Error(`demo sign-in failed: ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

export async function httpBench(): Promise<void> {
  const root = new URL("../../", import.meta.url).pathname;
  const ours = await startProcess(serverArgs(), {
    cwd: root,
    core: 0,
    env: { PORT: "0", APP_ENV: "test", DENO_KV_PATH: ":memory:" },
  });
  const dir = await Deno.makeTempDir({ prefix: "campus-http-bench-" });
  const seededEnv = await seedKv(root, dir);
  // The health probe is measured on a server of its own, as its peer is (page rounds leave a
  // server collecting their garbage for a while), and both read the same store: copies of the
  // seeded file, made before any server opens it.
  for (const copy of ["probe", "peer"]) {
    await Deno.copyFile(`${dir}/kv.sqlite3`, `${dir}/${copy}-kv.sqlite3`);
  }
  const seeded = await startProcess(serverArgs(), {
    cwd: root,
    core: 0,
    env: { PORT: "0", ...seededEnv },
  });
  const probe = await startProcess(serverArgs(), {
    cwd: root,
    core: 0,
    env: { PORT: "0", ...seededEnv, DENO_KV_PATH: `${dir}/probe-kv.sqlite3` },
  });
  const bare = await startProcess(["run", "--allow-net", `${root}tests/bench/bare_server.ts`], {
    core: 0,
  });
  const bareKv = await startProcess(
    ["run", "--allow-net", "--allow-read", "--allow-write", "--allow-env", `${root}${BARE_KV}`],
    { core: 0, env: { DENO_KV_PATH: `${dir}/peer-kv.sqlite3` } },
  );
  pinSelf(1);
  const gzip = { "accept-encoding": "gzip" };
  const signedIn = { ...gzip, cookie: await demoCookies(seeded.url) };
  const targets: Record<string, [url: string, headers: Record<string, string>, pid: number]> = {
    "ours GET /api/health": [`${probe.url}/api/health`, gzip, probe.pid],
    "ours GET /": [`${ours.url}/`, gzip, ours.pid],
    "ours GET / signed in": [`${seeded.url}/`, signedIn, seeded.pid],
    [BARE]: [`${bare.url}/`, gzip, bare.pid],
    [BARE_KV_NAME]: [`${bareKv.url}/`, gzip, bareKv.pid],
  };
  const cpuMs: Record<string, number> = {};
  const results: Record<string, LoadResult[]> = {};
  try {
    // Warm up JIT and caches before measuring.
    for (const [url, headers] of Object.values(targets)) {
      await runLoad(url, { seconds: 2, concurrency: CONCURRENCY, headers, raw: true });
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, [url, headers, pid]] of Object.entries(targets)) {
        const cpu0 = usage(pid).cpu;
        (results[name] ??= []).push(
          await runLoad(url, { seconds: SECONDS, concurrency: CONCURRENCY, headers, raw: true }),
        );
        cpuMs[name] = (cpuMs[name] ?? 0) + (usage(pid).cpu - cpu0) * 1000;
      }
    }
  } finally {
    await ours.stop();
    await seeded.stop();
    await probe.stop();
    await bare.stop();
    await bareKv.stop();
  }
  const bareSummary = summarize(results[BARE]);
  const bareCpu = cpuMs[BARE] / bareSummary.requests;
  console.log(
    `\nHTTP: ${ROUNDS} rounds × ${SECONDS}s, ${CONCURRENCY} connections` +
      (canPin ? ", servers on core 0, load on core 1" : ", unpinned (no taskset)"),
  );
  console.log(
    "target                        req/s   p50 ms   p99 ms  errors  req/s ours/bare" +
      "  ours/peer  server CPU ms/req  CPU ours/bare",
  );
  for (const [name, list] of Object.entries(results)) {
    const s = summarize(list);
    const cpu = cpuMs[name] / s.requests;
    // The health probe's own peer reads KV as it does; the pages have none but the bare server.
    const peer = name === "ours GET /api/health" ? summarize(results[BARE_KV_NAME]).rps : NaN;
    console.log(
      `${name.padEnd(27)} ${s.rps.toFixed(0).padStart(8)} ${s.p50.toFixed(2).padStart(8)} ${
        s.p99.toFixed(2).padStart(8)
      } ${String(s.errors).padStart(7)} ${(s.rps / bareSummary.rps).toFixed(2).padStart(17)} ${
        (Number.isNaN(peer) ? "" : (s.rps / peer).toFixed(2)).padStart(10)
      } ${cpu.toFixed(3).padStart(18)} ${(cpu / bareCpu).toFixed(1).padStart(14)}`,
    );
  }
  try {
    await middlewareCosts(`${dir}/kv.sqlite3`);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

if (import.meta.main) await httpBench();
