/** `deno task bench`: runs every benchmark in turn (never two at once) and prints their figures. */
import { chatCommitBench } from "./chat_commit_bench.ts";
import { collabBench } from "./collab_bench.ts";
import { feedBench } from "./feed_bench.ts";
import { fuzzBench } from "./fuzz_bench.ts";
import { httpBench } from "./http_bench.ts";
import { mixedBench } from "./mixed_bench.ts";
import { passwordBench } from "./password_bench.ts";
import { realtimeBench } from "./realtime_bench.ts";
import { searchBench } from "./search_bench.ts";
import { trendingBench } from "./trending_bench.ts";

const benches: [string, () => Promise<void>][] = [
  ["http", httpBench],
  ["feed", () => feedBench()],
  ["realtime", realtimeBench],
  ["chat-commit", chatCommitBench],
  ["collab", collabBench],
  ["trending", () => trendingBench()],
  ["password", () => passwordBench()],
  ["fuzz", fuzzBench],
  ["mixed", mixedBench],
  ["search", () => searchBench()],
];

const only = Deno.args[0];
for (const [name, run] of benches) {
  if (only && only !== name) continue;
  console.log(`\n== bench: ${name} ==`);
  await run();
}
