/**
 * Durable domain events: a handler that fails leaves the event for the sweep, which runs only the
 * handlers that have not yet succeeded; an event that keeps failing is set aside, not retried
 * forever; a young event is its request's, so a periodic sweep leaves it alone.
 */
import assert from "node:assert/strict";
import { createLogger } from "./log.ts";
import { type DomainEvent, DomainEvents, SWEEP_AFTER_MS } from "./events.ts";

const followed: DomainEvent = { type: "user.followed", followerId: "a", followeeId: "b" };

async function recorded(kv: Deno.Kv, events: DomainEvents, now: number): Promise<string> {
  const op = kv.atomic().set(["act"], now);
  const id = events.record(op, followed, now);
  assert.equal((await op.commit()).ok, true);
  return id;
}

const pending = (kv: Deno.Kv) => Array.fromAsync(kv.list({ prefix: ["domain_events"] }));

Deno.test("a failed handler is run again by the sweep, and only it", async () => {
  const kv = await Deno.openKv(":memory:");
  const events = new DomainEvents(kv, createLogger("silent"));
  const runs = { feed: 0, notifications: 0 };
  let failNext = true;
  events.subscribe("feed", () => void runs.feed++);
  events.subscribe("notifications", () => {
    runs.notifications++;
    if (failNext) throw new Error("mail server away");
  });
  const now = Date.UTC(2026, 10, 24);
  const id = await recorded(kv, events, now);
  await events.deliver(id);
  assert.deepEqual(runs, { feed: 1, notifications: 1 });
  assert.equal((await pending(kv)).length, 1, "kept for another try");

  // Too young for a periodic sweep: its request may still be delivering it.
  assert.equal(await events.sweep(now + 1 - SWEEP_AFTER_MS), 0);
  failNext = false;
  assert.equal(await events.sweep(now + SWEEP_AFTER_MS), 1);
  assert.deepEqual(runs, { feed: 1, notifications: 2 });
  assert.equal((await pending(kv)).length, 0);
  kv.close();
});

Deno.test("an event that fails on every try is set aside after five", async () => {
  const kv = await Deno.openKv(":memory:");
  const events = new DomainEvents(kv, createLogger("silent"));
  let runs = 0;
  events.subscribe("notifications", () => {
    runs++;
    throw new Error("always");
  });
  const now = Date.UTC(2026, 10, 24);
  await events.deliver(await recorded(kv, events, now));
  for (let i = 0; i < 10; i++) await events.sweep(now + 1);
  assert.equal(runs, 5);
  assert.equal((await pending(kv)).length, 0);
  const aside = await Array.fromAsync(kv.list({ prefix: ["domain_events_set_aside"] }));
  assert.equal(aside.length, 1);
  kv.close();
});
