/** The run queue takes turns across addresses and students, caps each, and reports places. */
import assert from "node:assert/strict";
import { fairQueue, QueueFullError, type RunOwner } from "./fair_queue.ts";

/** A queue of one slot whose jobs end when the test says so. */
function harness(caps = { perOwner: 3, perAddress: 12 }) {
  const queue = fairQueue(1, caps);
  const started: string[] = [];
  const places = new Map<string, number[]>();
  const finishers = new Map<string, () => void>();
  const submit = (name: string, who: RunOwner | null) =>
    queue.run(who, () => {
      started.push(name);
      const done = Promise.withResolvers<void>();
      finishers.set(name, done.resolve);
      return done.promise;
    }, {
      onPlace: (place) => places.set(name, [...places.get(name) ?? [], place]),
    });
  /** Lets the queue hand the slot on and the next job begin. */
  const settle = async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  };
  const finish = async (name: string) => {
    finishers.get(name)!();
    await settle();
  };
  return { submit, finish, settle, started, places };
}

Deno.test("[exec] the queue takes turns across addresses, then students", async () => {
  const q = harness();
  const jobs = [
    q.submit("a1", { address: "A" }),
    q.submit("a2", { address: "A" }),
    q.submit("a3", { address: "A" }),
    q.submit("b1", { address: "B" }),
    q.submit("c1", { address: "C", student: "asha" }),
    q.submit("c2", { address: "C", student: "asha" }),
    q.submit("c3", { address: "C", student: "bo" }),
  ];
  await q.settle();
  assert.deepEqual(q.started, ["a1"]);
  // B and C never ran, so they go before A's second; at C, Bo before Asha's second.
  assert.deepEqual(q.places.get("b1"), [1]);
  assert.deepEqual(q.places.get("a2"), [1, 2, 3], "a2 was next until others came");
  for (const name of ["a1", "b1", "c1", "a2", "c3", "a3", "c2"]) await q.finish(name);
  await Promise.all(jobs);
  assert.deepEqual(q.started, ["a1", "b1", "c1", "a2", "c3", "a3", "c2"]);
  // Each waiting job heard its place as the line moved: back once Bo (not served yet) came.
  assert.deepEqual(q.places.get("c2"), [4, 6, 5, 4, 3, 2, 1]);
});

Deno.test("[exec] one owner and one address hold only their share of the queue", async () => {
  const q = harness({ perOwner: 2, perAddress: 3 });
  const held = [q.submit("v1", { address: "A" }), q.submit("v2", { address: "A" })];
  await q.settle();
  await assert.rejects(
    q.submit("v3", { address: "A" }),
    (e) => e instanceof QueueFullError && e.scope === "owner" && e.cap === 2,
  );
  held.push(q.submit("s1", { address: "A", student: "asha" }));
  await assert.rejects(
    q.submit("s2", { address: "A", student: "bo" }),
    (e) => e instanceof QueueFullError && e.scope === "address" && e.cap === 3,
  );
  // Another address is not affected, and the server's own runs are never capped.
  held.push(q.submit("b1", { address: "B" }), q.submit("x1", null), q.submit("x2", null));
  for (let i = 0; i < 6; i++) await q.finish(q.started[i]);
  await Promise.all(held);
  assert.deepEqual(q.started, ["v1", "b1", "x1", "s1", "x2", "v2"]);
  // A finished run frees its share.
  const again = q.submit("v4", { address: "A" });
  await q.settle();
  await q.finish("v4");
  await again;
});
