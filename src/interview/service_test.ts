/** Pairing in the track's slot under races: nobody is paired twice, nobody waits twice. */
import assert from "node:assert/strict";
import { manualClock } from "../core/clock.ts";
import { eraseInterviews } from "./erase.ts";
import { listHistory, submitFeedback } from "./results.ts";
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

Deno.test("[interview] a deleted account's interviews", async (t) => {
  await withKv(async (deps) => {
    // A answers B; then C answers A.
    const ab = await createSession(deps, "A", { mode: "peer", track: "dbms" });
    const asB = await createSession(deps, "B", { mode: "peer", track: "dbms" });
    const ca = await createSession(deps, "C", { mode: "peer", track: "dbms" });
    await createSession(deps, "A", { mode: "peer", track: "dbms" });
    const rubric = (n: number) => Array(n).fill(3);
    await submitFeedback(deps, "B", {
      id: ab._id,
      scores: rubric(asB.rubric!.length),
      feedback: "ok",
    });
    const asA = await getSession(deps, "A", ca._id);
    await submitFeedback(deps, "A", {
      id: ca._id,
      scores: rubric(asA.rubric!.length),
      feedback: "fine",
    });
    await eraseInterviews(deps, "A");

    await t.step("what A answered is gone, for A's interviewer too", async () => {
      await assert.rejects(() => getSession(deps, "B", ab._id), /Interview not found/);
      assert.deepEqual((await listHistory(deps, "A")).history, []);
    });
    await t.step("what A said to C stays C's, without A", async () => {
      const history = (await listHistory(deps, "C")).history;
      assert.equal(history.length, 1);
      assert.equal(history[0].feedback, "fine");
      assert.equal(history[0].interviewer, null);
    });
  });
});
