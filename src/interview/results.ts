/**
 * How a mock interview ends: a solo run with the student's notes and self-rating, a peer
 * interview with the interviewer's scores and feedback; each written to the candidate's history in
 * the same atomic write. And that history, read back.
 */
import type { AppDeps } from "../deps.ts";
import { AppError } from "../core/errors.ts";
import { historyKey, historyPrefix, sessionKey } from "./keys.ts";
import type { HistoryItem, SessionRecord, SessionView } from "./model.ts";
import { questionById } from "./questions.ts";
import { person, requireOwnSession, viewOf } from "./view.ts";
import { retryAtomic } from "../core/kv.ts";

type Deps = Pick<AppDeps, "kv" | "clock">;

/** Ends a solo run with the student's notes and self-rating; the model answer is then shown. */
export async function finishSolo(
  deps: Deps,
  userId: string,
  input: { id: string; notes: string; selfRating: number },
): Promise<SessionView> {
  const { kv } = deps;
  const record = await retryAtomic(async () => {
    const entry = await requireOwnSession(kv, input.id, userId);
    const s = entry.value;
    if (s.mode !== "solo") {
      throw new AppError("BAD_REQUEST", "A peer interview ends with the interviewer's feedback.");
    }
    if (s.status !== "active") throw new AppError("CONFLICT", "This interview is already over.");
    const next: SessionRecord = {
      ...s,
      status: "completed",
      endedAt: deps.clock.now(),
      notes: input.notes,
      selfRating: input.selfRating,
    };
    const op = kv.atomic().check(entry).set(sessionKey(s._id), next)
      .set(historyKey(userId, s._id), null);
    return { op, value: next };
  }, { attempts: 10 });
  return await viewOf(kv, record, userId);
}

/**
 * Ends a peer interview with the interviewer's score for each rubric point and their feedback,
 * written to the candidate's history in the same atomic write. Only the interviewer may.
 */
export async function submitFeedback(
  deps: Deps,
  userId: string,
  input: { id: string; scores: number[]; feedback: string },
): Promise<SessionView> {
  const { kv } = deps;
  const record = await retryAtomic(async () => {
    const entry = await requireOwnSession(kv, input.id, userId);
    const s = entry.value;
    if (s.interviewerId !== userId) {
      throw new AppError("FORBIDDEN", "Only the interviewer can score this interview.");
    }
    if (s.status !== "active") throw new AppError("CONFLICT", "This interview is already over.");
    const rubric = questionById(s.questionId)!.rubric;
    if (input.scores.length !== rubric.length) {
      throw new AppError(
        "BAD_REQUEST",
        `Give one score for each of the ${rubric.length} rubric points.`,
      );
    }
    const next: SessionRecord = {
      ...s,
      status: "completed",
      endedAt: deps.clock.now(),
      scores: input.scores,
      feedback: input.feedback,
    };
    const op = kv.atomic().check(entry).set(sessionKey(s._id), next)
      .set(historyKey(s.candidateId, s._id), null);
    return { op, value: next };
  }, { attempts: 10 });
  return await viewOf(kv, record, userId);
}

/** The student's own history, newest first: finished solo runs and interviews they were given. */
export async function listHistory(deps: Deps, userId: string): Promise<{ history: HistoryItem[] }> {
  const { kv } = deps;
  const history: HistoryItem[] = [];
  for await (const e of kv.list({ prefix: historyPrefix(userId) }, { reverse: true, limit: 50 })) {
    const id = e.key.at(-1) as string;
    const s = (await kv.get<SessionRecord>(sessionKey(id))).value;
    if (!s || s.candidateId !== userId || s.status !== "completed") continue;
    const q = questionById(s.questionId)!;
    history.push({
      _id: s._id,
      mode: s.mode,
      track: s.track,
      prompt: q.prompt,
      difficulty: q.difficulty,
      endedAt: s.endedAt ?? s.createdAt,
      selfRating: s.selfRating,
      scores: s.scores,
      feedback: s.feedback,
      interviewer: await person(kv, s.interviewerId),
    });
  }
  return { history };
}
