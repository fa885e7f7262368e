/** The score arithmetic: terms add and come back out exactly, and newer acts weigh more. */
import assert from "node:assert/strict";
import { addLog, boostLog, decayedScore, subLog } from "./score.ts";

const EPOCH = Date.UTC(2026, 0, 1);
const HOUR = 3_600_000;
const HALF = 12 * HOUR;
const near = (a: number, b: number) => assert.ok(Math.abs(a - b) < 1e-9, `${a} ≉ ${b}`);

Deno.test("one like now is worth twice one like a half-life ago", () => {
  const now = EPOCH + 100 * HOUR;
  const fresh = decayedScore(boostLog(1, now, EPOCH, HALF), now, EPOCH, HALF);
  const old = decayedScore(boostLog(1, now - HALF, EPOCH, HALF), now, EPOCH, HALF);
  near(fresh, 1);
  near(old, 0.5);
});

Deno.test("adding then taking a term back leaves the sum as it was", () => {
  const at = EPOCH + 5_000 * HOUR; // years after the epoch: no overflow in log space
  let sum: number | null = null;
  for (let i = 0; i < 10; i++) sum = addLog(sum, boostLog(1, at + i * HOUR, EPOCH, HALF));
  const before = sum;
  const like = boostLog(3, at + 20 * HOUR, EPOCH, HALF);
  sum = subLog(addLog(sum, like), like);
  near(sum!, before!);
});

Deno.test("taking out the only term empties the sum", () => {
  const t = boostLog(1, EPOCH + HOUR, EPOCH, HALF);
  assert.equal(subLog(addLog(null, t), t), null);
  assert.equal(subLog(null, t), null);
  assert.equal(decayedScore(null, EPOCH, EPOCH, HALF), 0);
});
