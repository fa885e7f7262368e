/** Pairing in the track's slot under races: nobody is paired twice, nobody waits twice. */
import assert from "node:assert/strict";
import { manualClock } from "../core/clock.ts";
import { createSession, getSession, WAIT_MS } from "./service.ts";

async function withKv(
  fn: (deps: { kv: Deno.Kv; clock: ReturnType<typeof manualClock> }) => Promise<void>,
) {
  const kv = await Deno.openKv(":memory:");
  try {
    await fn({ kv, clock: manualClock() });
  } finally {
    kv.close();
  }
}

Deno.test("[interview] students racing for one waiting partner: exactly one is paired", async () => {
  await withKv(async (deps) => {
    const waiting = await createSession(deps, "A", { mode: "peer", track: "dsa" });
    assert.equal(waiting.status, "waiting");
    const others = ["B", "C", "D", "E"];
    const answers = await Promise.all(
      others.map((id) => createSession(deps, id, { mode: "peer", track: "dsa" })),
    );
    const paired = answers.filter((s) => s._id === waiting._id);
    assert.equal(paired.length, 1);
    assert.equal(paired[0].status, "active");
    assert.equal(paired[0].role, "interviewer");
    // Of the other three, one waits and the next pairs with them, and so on: read back, every
    // student is in exactly one session and at most one session still waits.
    const finals = await Promise.all(
      answers.map((s, i) => getSession(deps, others[i], s._id)),
    );
    const sessions = new Map(finals.map((s) => [s._id, s]));
    assert.ok([...sessions.values()].filter((s) => s.status === "waiting").length <= 1);
    // Each student got one answer, so seats over all sessions count every student exactly once.
    const seats = [...sessions.values()].reduce((n, s) => n + (s.status === "active" ? 2 : 1), 0);
    assert.equal(seats, 5);
  });
});

Deno.test("[interview] asking twice while waiting keeps one place", async () => {
  await withKv(async (deps) => {
    const [a, b] = await Promise.all([
      createSession(deps, "A", { mode: "peer", track: "os" }),
      createSession(deps, "A", { mode: "peer", track: "os" }),
    ]);
    assert.equal(a._id, b._id);
  });
});

Deno.test("[interview] a student left waiting past the slot's time is told so", async () => {
  await withKv(async (deps) => {
    const waiting = await createSession(deps, "A", { mode: "peer", track: "hr" });
    deps.clock.advance(WAIT_MS + 1);
    assert.equal((await getSession(deps, "A", waiting._id)).status, "cancelled");
    // The next student of the track does not meet them: they wait on a session of their own.
    const next = await createSession(deps, "B", { mode: "peer", track: "hr" });
    assert.notEqual(next._id, waiting._id);
    assert.equal(next.status, "waiting");
  });
});
