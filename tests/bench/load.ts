/**
 * A small closed-loop HTTP load generator for benchmarks: N workers send requests back to back
 * for a fixed time and record each latency. Only loopback targets; bounded by time and count.
 */
import { RawHttpConnection } from "./raw_http.ts";

export type LoadResult = {
  requests: number;
  seconds: number;
  latenciesMs: number[];
  errors: number;
};

const MAX_REQUESTS = 2_000_000;

export async function runLoad(
  url: string,
  options: {
    seconds: number;
    concurrency: number;
    headers?: Record<string, string>;
    /** Read bodies as they come, without decoding them (raw_http.ts), instead of with fetch. */
    raw?: boolean;
  },
): Promise<LoadResult> {
  const host = new URL(url).hostname;
  if (!["127.0.0.1", "localhost", "[::1]"].includes(host)) throw new Error("loopback only");
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  async function rawWorker() {
    const conn = await RawHttpConnection.open(url, options.headers ?? {});
    try {
      while (performance.now() < deadline && latencies.length < MAX_REQUESTS) {
        const t0 = performance.now();
        try {
          if ((await conn.get()) >= 400) errors++;
        } catch {
          errors++;
          break; // the connection is gone: this worker stops, its failure counted
        }
        latencies.push(performance.now() - t0);
      }
    } finally {
      conn.close();
    }
  }
  async function worker() {
    while (performance.now() < deadline && latencies.length < MAX_REQUESTS) {
      const t0 = performance.now();
      try {
        const res = await fetch(url, { headers: options.headers });
        await res.arrayBuffer();
        if (!res.ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, options.raw ? rawWorker : worker));
  const seconds = (performance.now() - started) / 1000;
  return { requests: latencies.length, seconds, latenciesMs: latencies, errors };
}

export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length));
  return sorted[i];
}

export type Summary = { rps: number; p50: number; p99: number; requests: number; errors: number };

export function summarize(results: LoadResult[]): Summary {
  const all = results.flatMap((r) => r.latenciesMs).sort((a, b) => a - b);
  const requests = results.reduce((n, r) => n + r.requests, 0);
  const seconds = results.reduce((n, r) => n + r.seconds, 0);
  const errors = results.reduce((n, r) => n + r.errors, 0);
  return {
    rps: requests / seconds,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    requests,
    errors,
  };
}
