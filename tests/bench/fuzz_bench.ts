/**
 * The full fuzz run: 1,000 generated bad inputs for every REST operation, tRPC twin, page and
 * other path, and 1,000 frames for each socket (the test suite sends a small seed-fixed part).
 * Prints what was sent, the answers by status and every failure (5xx, hang, socket 1011).
 */
import { startServerWithDemoStudents } from "../helpers/server_setups.ts";
import { loginDemo } from "../helpers/users.ts";
import { runFuzz } from "../helpers/fuzz_run.ts";

const PER_DOOR = Number(Deno.env.get("FUZZ_PER_DOOR") ?? 1_000);

export async function fuzzBench(): Promise<void> {
  const server = await startServerWithDemoStudents();
  try {
    const { client } = await loginDemo(server, "aarav");
    const started = performance.now();
    const report = await runFuzz(server, client.cookieHeader, {
      perDoor: PER_DOOR,
      perSocket: 1_000,
      seed: Date.now() % 1_000_000,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(
      `fuzz: ${report.requests} requests to ${report.doors} doors and ${report.frames} socket ` +
        `frames in ${seconds} s`,
    );
    console.log(
      `answers: ${
        [...report.statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(" ")
      }`,
    );
    console.log(`failures: ${report.failures.length}`);
    for (const f of report.failures.slice(0, 50)) console.log(`  ${f.request} → ${f.outcome}`);
  } finally {
    await server.close();
  }
}
