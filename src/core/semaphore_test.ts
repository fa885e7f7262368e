import assert from "node:assert/strict";
import { semaphore } from "./semaphore.ts";

Deno.test("[semaphore] runs at most `size` tasks at once, in arrival order, through failures", async () => {
  const gate = semaphore(2);
  const started: number[] = [];
  let now = 0;
  let most = 0;
  const tasks = Array.from({ length: 7 }, (_, i) =>
    gate.run(async () => {
      started.push(i);
      most = Math.max(most, ++now);
      await new Promise((r) => setTimeout(r, 5));
      now--;
      if (i === 3) throw new Error("boom");
      return i;
    }));
  const results = await Promise.allSettled(tasks);
  assert.equal(most, 2);
  assert.deepEqual(started, [0, 1, 2, 3, 4, 5, 6]);
  assert.equal(results[3].status, "rejected");
  assert.deepEqual(gate.stats(), { running: 0, waiting: 0, peak: 2 });
});
