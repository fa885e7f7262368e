/**
 * Starting mock interviews: solo runs, and peer interviews where two students of one track are
 * paired (or a friend joins by link) into an editor room; reading one, cancelling a wait. How
 * one ends is `results.ts`; what each participant sees of it is `view.ts`.
 */
import type { AppDeps } from "../deps.ts";
import { AppError } from "../core/errors.ts";
import { newId } from "../core/ids.ts";
import { retryAtomic } from "../core/kv.ts";
import { type Limit, limitKey, paceOp, refuseFlood } from "../core/rate_limit.ts";
import { createRoomWithFile } from "../collab/new_room.ts";
import { sessionKey, userSessionKey, waitingKey } from "./keys.ts";
import { notFound, requireOwnSession, requireSession, toQuestionView, viewOf } from "./view.ts";
import {
  type CreateSessionInput,
  MINUTES,
  type Question,
  type QuestionView,
  type SessionRecord,
  type SessionView,
  type Track,
} from "./model.ts";
import { questionById, QUESTIONS } from "./questions.ts";

type Deps = Pick<AppDeps, "kv" | "clock">;

/** Far above anyone practising by hand; a script starting sessions in a loop meets it. */
export const startPace: Limit = { name: "interview_start", limit: 30, windowMs: 10 * 60_000 };
const START_TOO_FAST = "You're starting interviews too fast.";

/** A student waiting for a partner is forgotten after this long (they have likely left). */
export const WAIT_MS = 15 * 60_000;

/** The bank's questions of `track` (all tracks when none), without answers or rubrics. */
export function listQuestions(track?: Track): { questions: QuestionView[] } {
  const chosen = track ? QUESTIONS.filter((q) => q.track === track) : QUESTIONS;
  return { questions: chosen.map(toQuestionView) };
}

function pickQuestion(track: Track): Question {
  const pool = QUESTIONS.filter((q) => q.track === track);
  return pool[Math.floor(Math.random() * pool.length)];
}

function randomCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function newRecord(
  userId: string,
  input: CreateSessionInput,
  now: number,
): SessionRecord {
  const q = pickQuestion(input.track);
  const solo = input.mode === "solo";
  return {
    _id: newId(now),
    mode: input.mode,
    track: input.track,
    questionId: q._id,
    status: solo ? "active" : "waiting",
    candidateId: userId,
    interviewerId: null,
    roomId: null,
    inviteCode: input.mode === "peer" && input.invite ? randomCode() : null,
    createdAt: now,
    startedAt: solo ? now : null,
    endedAt: null,
    durationMs: MINUTES[q.difficulty] * 60_000,
    notes: null,
    selfRating: null,
    scores: null,
    feedback: null,
  };
}

async function openRoom(kv: Deno.Kv, s: SessionRecord, now: number): Promise<string> {
  const q = questionById(s.questionId)!;
  const content =
    `# Mock interview: ${q.prompt}\n# Candidate: write your answer, notes or code here.\n\n`;
  return await createRoomWithFile(kv, { name: "answer.py", language: "python", content }, now);
}

/**
 * Starts a session for `userId`: solo at once; peer either pairs with the student waiting on the
 * track (who becomes the candidate, `userId` the interviewer), or waits in the track's slot; an
 * invite waits for the friend holding its link instead.
 */
export async function createSession(
  deps: Deps,
  userId: string,
  input: CreateSessionInput,
): Promise<SessionView> {
  const { kv } = deps;
  const now = deps.clock.now();
  const queued = input.mode === "peer" && !input.invite;
  let roomId: string | null = null;
  const record = await retryAtomic(async () => {
    const pace = await kv.get<number[]>(limitKey(startPace, userId));
    if (queued) {
      const waiting = await kv.get<{ sessionId: string; userId: string }>(waitingKey(input.track));
      if (waiting.value?.userId === userId) {
        const own = await kv.get<SessionRecord>(sessionKey(waiting.value.sessionId));
        if (own.value && isWaiting(own.value, now)) return { value: own.value };
      } else if (waiting.value) {
        const other = await kv.get<SessionRecord>(sessionKey(waiting.value.sessionId));
        if (other.value && isWaiting(other.value, now)) {
          roomId ??= await openRoom(kv, other.value, now);
          const paired: SessionRecord = {
            ...other.value,
            status: "active",
            interviewerId: userId,
            roomId,
            startedAt: now,
          };
          const op = kv.atomic().check(waiting, other).delete(waitingKey(input.track))
            .set(sessionKey(paired._id), paired)
            .set(userSessionKey(userId, paired._id), null);
          return { op: paceOp(op, pace, startPace, now, START_TOO_FAST), value: paired };
        }
      }
      const fresh = newRecord(userId, input, now);
      const op = kv.atomic().check(waiting)
        .set(waitingKey(input.track), { sessionId: fresh._id, userId }, { expireIn: WAIT_MS })
        .set(sessionKey(fresh._id), fresh)
        .set(userSessionKey(userId, fresh._id), null);
      return { op: paceOp(op, pace, startPace, now, START_TOO_FAST), value: fresh };
    }
    const fresh = newRecord(userId, input, now);
    const op = kv.atomic().set(sessionKey(fresh._id), fresh)
      .set(userSessionKey(userId, fresh._id), null);
    return { op: paceOp(op, pace, startPace, now, START_TOO_FAST), value: fresh };
  }, { attempts: 10, exhausted: refuseFlood(START_TOO_FAST) });
  return await viewOf(kv, record, userId);
}

/** Still waiting in its track's slot: KV's own expiry of the slot is only housekeeping. */
function isWaiting(s: SessionRecord, now: number): boolean {
  return s.status === "waiting" && now - s.createdAt <= WAIT_MS;
}

/** One session as its participant `userId` sees it; 404 for anyone else. */
export async function getSession(deps: Deps, userId: string, id: string): Promise<SessionView> {
  const s = (await requireSession(deps.kv, id)).value;
  // The track's slot forgets a student after WAIT_MS; their page should stop saying "Finding".
  const stale = s.status === "waiting" && s.inviteCode === null &&
    !isWaiting(s, deps.clock.now());
  return await viewOf(deps.kv, stale ? { ...s, status: "cancelled" } : s, userId);
}

/** Joins an invite as its interviewer, with the code from the link. */
export async function joinSession(
  deps: Deps,
  userId: string,
  id: string,
  code: string,
): Promise<SessionView> {
  const { kv } = deps;
  const now = deps.clock.now();
  let roomId: string | null = null;
  const record = await retryAtomic(async () => {
    const entry = await requireSession(kv, id);
    const s = entry.value;
    // A wrong code answers like a missing session: the link is the only way in.
    if (!s.inviteCode || s.inviteCode !== code) throw notFound();
    if (s.candidateId === userId) {
      throw new AppError(
        "BAD_REQUEST",
        "Send this link to a friend: they join as your interviewer.",
      );
    }
    if (s.interviewerId === userId) return { value: s };
    if (s.status !== "waiting") {
      throw new AppError("CONFLICT", "Someone has already joined this interview.");
    }
    roomId ??= await openRoom(kv, s, now);
    const paired: SessionRecord = {
      ...s,
      status: "active",
      interviewerId: userId,
      roomId,
      startedAt: now,
    };
    const pace = await kv.get<number[]>(limitKey(startPace, userId));
    const op = kv.atomic().check(entry).set(sessionKey(id), paired)
      .set(userSessionKey(userId, id), null);
    return { op: paceOp(op, pace, startPace, now, START_TOO_FAST), value: paired };
  }, { attempts: 10, exhausted: refuseFlood(START_TOO_FAST) });
  return await viewOf(kv, record, userId);
}

/** Stops waiting for a partner (the candidate of a waiting session only). */
export async function cancelSession(deps: Deps, userId: string, id: string): Promise<SessionView> {
  const { kv } = deps;
  const record = await retryAtomic(async () => {
    const entry = await requireOwnSession(kv, id, userId);
    const s = entry.value;
    if (s.candidateId !== userId || s.status !== "waiting") {
      throw new AppError(
        "CONFLICT",
        "Only an interview still waiting for a partner can be cancelled.",
      );
    }
    const waiting = await kv.get<{ sessionId: string }>(waitingKey(s.track));
    const next: SessionRecord = { ...s, status: "cancelled", endedAt: deps.clock.now() };
    const op = kv.atomic().check(entry).set(sessionKey(id), next);
    if (waiting.value?.sessionId === id) op.check(waiting).delete(waitingKey(s.track));
    return { op, value: next };
  }, { attempts: 10 });
  return await viewOf(kv, record, userId);
}
