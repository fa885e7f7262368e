/**
 * HTTP baseline: `GET /api/health` and `GET /` on our server against a bare `Deno.serve` hello
 * handler, in the same run, alternating rounds so drift hits all three alike. Prints requests
 * per second, p50/p99 latency and the ratio ours/bare. Asserts nothing about time.
 */
import { type LoadResult, runLoad, summarize } from "./load.ts";
import { canPin, pinSelf, startProcess } from "./processes.ts";

const ROUNDS = 3;
const SECONDS = Number(Deno.env.get("BENCH_SECONDS") ?? 3);
const CONCURRENCY = 16;

export async function httpBench(): Promise<void> {
  const root = new URL("../../", import.meta.url).pathname;
  const ours = await startProcess(["run", "-A", "main.ts"], {
    cwd: root,
    core: 0,
    env: { PORT: "0", APP_ENV: "test", DENO_KV_PATH: ":memory:" },
  });
  const bare = await startProcess(["run", "--allow-net", `${root}tests/bench/bare_server.ts`], {
    core: 0,
  });
  pinSelf(1);
  const targets: Record<string, string> = {
    "ours GET /api/health": `${ours.url}/api/health`,
    "ours GET /": `${ours.url}/`,
    "bare Deno.serve hello": `${bare.url}/`,
  };
  const results: Record<string, LoadResult[]> = {};
  try {
    // Warm up JIT and caches before measuring.
    for (const url of Object.values(targets)) {
      await runLoad(url, { seconds: 2, concurrency: CONCURRENCY });
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, url] of Object.entries(targets)) {
        (results[name] ??= []).push(
          await runLoad(url, {
            seconds: SECONDS,
            concurrency: CONCURRENCY,
            headers: { "accept-encoding": "gzip" },
          }),
        );
      }
    }
  } finally {
    await ours.stop();
    await bare.stop();
  }
  const bareSummary = summarize(results["bare Deno.serve hello"]);
  console.log(
    `\nHTTP: ${ROUNDS} rounds × ${SECONDS}s, ${CONCURRENCY} connections` +
      (canPin ? ", servers on core 0, load on core 1" : ", unpinned (no taskset)"),
  );
  console.log("target                     req/s     p50 ms   p99 ms   errors   req/s ours/bare");
  for (const [name, list] of Object.entries(results)) {
    const s = summarize(list);
    console.log(
      `${name.padEnd(24)} ${s.rps.toFixed(0).padStart(8)} ${s.p50.toFixed(2).padStart(9)} ${
        s.p99.toFixed(2).padStart(8)
      } ${String(s.errors).padStart(8)} ${(s.rps / bareSummary.rps).toFixed(2).padStart(12)}`,
    );
  }
}

if (import.meta.main) await httpBench();
