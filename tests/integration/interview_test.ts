/**
 * Mock interviews over REST: the question bank, a solo run, two students of one track paired
 * into a peer interview where only the interviewer reads the rubric, the feedback landing in the
 * candidate's history alone, an invite link, and a third student kept out of all of it.
 */
import assert from "node:assert/strict";
import { startServerWithSmtp } from "../helpers/server_setups.ts";
import { signUpEach } from "../helpers/users.ts";
import { QUESTIONS } from "../../src/interview/questions.ts";
import { TRACKS } from "../../src/interview/model.ts";

type Session = {
  _id: string;
  mode: string;
  status: string;
  role: string;
  question: Record<string, unknown>;
  rubric?: string[];
  modelAnswer?: string;
  roomId: string | null;
  inviteCode: string | null;
  partner: { username: string } | null;
  scores: number[] | null;
  feedback: string | null;
  selfRating: number | null;
};
type Answer = {
  session: Session;
  history: { _id: string; mode: string; scores: number[] | null; feedback: string | null }[];
  questions: Record<string, unknown>[];
  message: string;
};

Deno.test("[interview] question bank, solo and peer interviews, kept private", async (t) => {
  const { server, smtp, close } = await startServerWithSmtp();
  const [asha, bhavin, chitra, dev] = await signUpEach(server, smtp, [
    "asha",
    "bhavin",
    "chitra",
    "dev",
  ]);
  const call = (who: typeof asha, method: string, path: string, json?: unknown) =>
    who.client.request<Answer>(method, `/api/interview${path}`, json);

  try {
    await t.step("the bank holds at least 60 questions, every track, no answers sent", async () => {
      assert.ok(QUESTIONS.length >= 60);
      for (const track of TRACKS) {
        const res = await call(asha, "GET", `/questions?track=${track}`);
        assert.equal(res.status, 200);
        assert.ok(res.body.questions.length >= 10, track);
        for (const q of res.body.questions) {
          assert.equal(q.track, track);
          assert.ok(q.difficulty && Array.isArray(q.tags));
          assert.equal(q.modelAnswer, undefined);
          assert.equal(q.rubric, undefined);
        }
      }
      const bad = await call(asha, "GET", "/questions?track=cooking");
      assert.equal(bad.status, 400);
      assert.match(bad.body.message, /Choose a track/);
    });

    await t.step("signed out: 401 from the API; the page asks to sign in", async () => {
      const res = await fetch(`${server.url}/api/interview/history`);
      assert.equal(res.status, 401);
      await res.body?.cancel();
      const page = await fetch(`${server.url}/interview`);
      assert.equal(page.status, 200);
      assert.match(await page.text(), /Sign in with your college account/);
      const one = await fetch(`${server.url}/interview/01ARZ3NDEKTSV4RRFFQ69G5FAV`, {
        redirect: "manual",
      });
      assert.equal(one.status, 302);
      await one.body?.cancel();
    });

    await t.step("solo: the model answer only after the self-rating, then in history", async () => {
      const started = await call(dev, "POST", "/sessions", { mode: "solo", track: "os" });
      assert.equal(started.status, 201);
      const s = started.body.session;
      assert.equal(s.status, "active");
      assert.equal(s.modelAnswer, undefined);
      assert.equal(s.rubric, undefined);
      const done = await call(dev, "POST", `/sessions/${s._id}/finish`, {
        notes: "paging, TLB",
        selfRating: 4,
      });
      assert.equal(done.status, 200);
      assert.equal(done.body.session.status, "completed");
      assert.ok(done.body.session.modelAnswer);
      const again = await call(dev, "POST", `/sessions/${s._id}/finish`, { selfRating: 2 });
      assert.equal(again.status, 409);
      const history = (await call(dev, "GET", "/history")).body.history;
      assert.deepEqual(history.map((h) => [h._id, h.mode]), [[s._id, "solo"]]);
      const badRating = await call(dev, "POST", "/sessions", { mode: "solo", track: "os" });
      const res = await call(dev, "POST", `/sessions/${badRating.body.session._id}/finish`, {
        selfRating: 9,
      });
      assert.equal(res.status, 400);
    });

    let sessionId = "";
    await t.step("two students asking for one track are paired, once", async () => {
      const first = await call(asha, "POST", "/sessions", { mode: "peer", track: "dbms" });
      assert.equal(first.status, 201);
      assert.equal(first.body.session.status, "waiting");
      assert.equal(first.body.session.role, "candidate");
      sessionId = first.body.session._id;
      // Asking again while waiting keeps the same place in the queue.
      const twice = await call(asha, "POST", "/sessions", { mode: "peer", track: "dbms" });
      assert.equal(twice.body.session._id, sessionId);

      const second = await call(bhavin, "POST", "/sessions", { mode: "peer", track: "dbms" });
      assert.equal(second.status, 201);
      const s = second.body.session;
      assert.equal(s._id, sessionId);
      assert.equal(s.status, "active");
      assert.equal(s.role, "interviewer");
      assert.equal(s.partner?.username, "asha");
      assert.ok(s.roomId);

      // The pair is formed: a third student of the track waits on a new session.
      const third = await call(chitra, "POST", "/sessions", { mode: "peer", track: "dbms" });
      assert.notEqual(third.body.session._id, sessionId);
      assert.equal(third.body.session.status, "waiting");
      assert.equal(
        (await call(chitra, "DELETE", `/sessions/${third.body.session._id}`)).status,
        200,
      );
    });

    await t.step("only the interviewer reads the rubric and the model answer", async () => {
      const interviewer = (await call(bhavin, "GET", `/sessions/${sessionId}`)).body.session;
      assert.ok(interviewer.rubric && interviewer.rubric.length >= 3);
      assert.ok(interviewer.modelAnswer);
      const candidate = await call(asha, "GET", `/sessions/${sessionId}`);
      assert.equal(candidate.status, 200);
      assert.equal(candidate.body.session.role, "candidate");
      assert.equal(candidate.body.session.roomId, interviewer.roomId);
      const text = JSON.stringify(candidate.body);
      assert.equal(candidate.body.session.rubric, undefined);
      assert.equal(candidate.body.session.modelAnswer, undefined);
      assert.ok(!text.includes(interviewer.modelAnswer!));
      assert.ok(!text.includes(interviewer.rubric![0]));
    });

    await t.step("only the interviewer may score; one score per rubric point", async () => {
      const rubric = (await call(bhavin, "GET", `/sessions/${sessionId}`)).body.session.rubric!;
      const scores = rubric.map(() => 4);
      const byCandidate = await call(asha, "POST", `/sessions/${sessionId}/feedback`, {
        scores,
        feedback: "I was great",
      });
      assert.equal(byCandidate.status, 403);
      const short = await call(bhavin, "POST", `/sessions/${sessionId}/feedback`, {
        scores: [4],
        feedback: "Good",
      });
      assert.equal(short.status, 400);
      const done = await call(bhavin, "POST", `/sessions/${sessionId}/feedback`, {
        scores,
        feedback: "Clear on isolation levels; give an example next time.",
      });
      assert.equal(done.status, 200);
      assert.equal(done.body.session.status, "completed");
    });

    await t.step("the feedback lands in the candidate's history and nobody else's", async () => {
      const mine = (await call(asha, "GET", "/history")).body.history;
      assert.equal(mine.length, 1);
      assert.equal(mine[0]._id, sessionId);
      assert.equal(mine[0].feedback, "Clear on isolation levels; give an example next time.");
      assert.equal(
        mine[0].scores?.length,
        (await call(bhavin, "GET", `/sessions/${sessionId}`))
          .body.session.rubric!.length,
      );
      assert.deepEqual((await call(bhavin, "GET", "/history")).body.history, []);
      assert.deepEqual((await call(chitra, "GET", "/history")).body.history, []);
      const asInterviewer = (await call(bhavin, "GET", `/sessions/${sessionId}`)).body.session;
      assert.equal(asInterviewer.feedback, null);
      assert.equal(asInterviewer.scores, null);
      const asCandidate = (await call(asha, "GET", `/sessions/${sessionId}`)).body.session;
      assert.equal(asCandidate.feedback, "Clear on isolation levels; give an example next time.");
    });

    await t.step("another student can read or change none of it", async () => {
      const calls: [string, string, unknown?][] = [
        ["GET", `/sessions/${sessionId}`],
        ["POST", `/sessions/${sessionId}/feedback`, { scores: [5, 5, 5, 5], feedback: "x" }],
        ["POST", `/sessions/${sessionId}/finish`, { selfRating: 5 }],
        ["POST", `/sessions/${sessionId}/join`, { code: "guess" }],
        ["DELETE", `/sessions/${sessionId}`],
      ];
      for (const [method, path, body] of calls) {
        const res = await call(chitra, method, path, body);
        assert.equal(res.status, 404, `${method} ${path}`);
        assert.equal(res.body.message, "Interview not found.");
      }
      const malformed = await call(chitra, "GET", "/sessions/not-an-id");
      assert.equal(malformed.status, 404);
    });

    await t.step("an invite link lets exactly one friend in as the interviewer", async () => {
      const invite = await call(chitra, "POST", "/sessions", {
        mode: "peer",
        track: "hr",
        invite: true,
      });
      const s = invite.body.session;
      assert.equal(s.status, "waiting");
      assert.ok(s.inviteCode);
      const wrong = await call(dev, "POST", `/sessions/${s._id}/join`, { code: "nope" });
      assert.equal(wrong.status, 404);
      // An invite is not in the track's queue.
      const queued = await call(asha, "POST", "/sessions", { mode: "peer", track: "hr" });
      assert.notEqual(queued.body.session._id, s._id);
      const joined = await call(dev, "POST", `/sessions/${s._id}/join`, { code: s.inviteCode });
      assert.equal(joined.status, 200);
      assert.equal(joined.body.session.role, "interviewer");
      assert.ok(joined.body.session.rubric);
      const late = await call(bhavin, "POST", `/sessions/${s._id}/join`, { code: s.inviteCode });
      assert.equal(late.status, 409);
      assert.equal((await call(bhavin, "GET", `/sessions/${s._id}`)).status, 404);
    });
  } finally {
    await close();
  }
});
