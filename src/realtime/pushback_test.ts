// The "slow down" wait: longer while refusals are many, back to a second once they are few.
import assert from "node:assert/strict";
import { Pushback, REFUSALS_PER_SECOND, RETRY_MAX_MS, RETRY_MIN_MS } from "./pushback.ts";

Deno.test("the wait doubles each busy second, up to its cap, and falls back when calm", () => {
  let t = 0;
  const p = new Pushback(() => t);
  assert.equal(p.refuse(), RETRY_MIN_MS);
  const busySecond = () => {
    for (let i = 0; i < 2 * REFUSALS_PER_SECOND; i++) p.refuse();
    t += 1_000;
  };
  busySecond();
  assert.equal(p.refuse(), 2 * RETRY_MIN_MS);
  for (let i = 0; i < 10; i++) busySecond();
  assert.equal(p.refuse(), RETRY_MAX_MS);
  t += 1_000;
  assert.equal(p.refuse(), RETRY_MAX_MS / 2, "a calm second halves it");
  t += 5_000;
  assert.equal(p.refuse(), RETRY_MIN_MS, "after a quiet spell it starts over");
});
