/** What each participant may see of a mock interview, decided here once for every answer. */
import { AppError } from "../core/errors.ts";
import { getUser } from "../users/repo.ts";
import type { Person, Question, QuestionView, SessionRecord, SessionView } from "./model.ts";
import { questionById } from "./questions.ts";
import { sessionKey } from "./keys.ts";

const NOT_FOUND = "Interview not found.";
/** The one answer for a missing session and for one the caller is not part of. */
export const notFound = () => new AppError("NOT_FOUND", NOT_FOUND);

/** A question without its model answer and rubric. */
export function toQuestionView(q: Question): QuestionView {
  const { modelAnswer: _a, rubric: _r, ...view } = q;
  return view;
}

/** The stored session `id` with its versionstamp, or the 404. */
export async function requireSession(kv: Deno.Kv, id: string) {
  const entry = await kv.get<SessionRecord>(sessionKey(id));
  if (!entry.value) throw notFound();
  return entry as Deno.KvEntry<SessionRecord>;
}

/** The stored session `id` of which `userId` is a participant; anyone else gets the same 404 as
 * for a missing id. */
export async function requireOwnSession(kv: Deno.Kv, id: string, userId: string) {
  const entry = await requireSession(kv, id);
  const s = entry.value;
  if (s.candidateId !== userId && s.interviewerId !== userId) throw notFound();
  return entry;
}

/** The name and username of student `id`, or null (none, or a deleted account). */
export async function person(kv: Deno.Kv, id: string | null): Promise<Person | null> {
  if (!id) return null;
  const u = await getUser(kv, id);
  return u ? { _id: u._id, name: u.name, username: u.username } : null;
}

/** The session as `viewerId` may see it; a non-participant gets the same 404 as a missing id. */
export async function viewOf(
  kv: Deno.Kv,
  s: SessionRecord,
  viewerId: string,
): Promise<SessionView> {
  const role = s.candidateId === viewerId
    ? "candidate"
    : s.interviewerId === viewerId
    ? "interviewer"
    : null;
  if (!role) throw notFound();
  const q = questionById(s.questionId)!;
  const over = s.status === "completed";
  const showAnswer = role === "interviewer" || over;
  const partnerId = role === "candidate" ? s.interviewerId : s.candidateId;
  return {
    _id: s._id,
    mode: s.mode,
    track: s.track,
    status: s.status,
    role,
    question: toQuestionView(q),
    ...(showAnswer ? { modelAnswer: q.modelAnswer, rubric: q.rubric } : {}),
    partner: s.mode === "peer" ? await person(kv, partnerId) : null,
    roomId: s.roomId,
    // Only the one who invites needs the code, to share the link.
    inviteCode: role === "candidate" && s.status === "waiting" ? s.inviteCode : null,
    createdAt: s.createdAt,
    startedAt: s.startedAt,
    endsAt: s.startedAt === null ? null : s.startedAt + s.durationMs,
    endedAt: s.endedAt,
    notes: s.notes,
    selfRating: s.selfRating,
    // The interviewer's verdict is the candidate's alone.
    scores: role === "candidate" ? s.scores : null,
    feedback: role === "candidate" ? s.feedback : null,
  };
}
