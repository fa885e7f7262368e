/** The signed-in student's own logins ("signed in on 3 devices"): listed, and ended one at a
 * time or all but this one. */
import type { AppDeps } from "../deps.ts";
import { AppError } from "../core/errors.ts";
import { sessionKey } from "./keys.ts";
import {
  listUserSessions,
  revokeSession,
  revokeUserSessions,
  type SessionRecord,
} from "./sessions.ts";
import { describeUserAgent } from "./user_agent.ts";

type Deps = Pick<AppDeps, "kv" | "clock" | "hub">;

export type SessionView = {
  _id: string;
  createdAt: number;
  lastSeenAt: number;
  userAgent: string;
  current: boolean;
};

export const SESSION_NOT_FOUND = "That session was not found.";

/** The student's live logins, newest first, `current` marking the one asking. */
export async function listSessions(
  deps: Deps,
  userId: string,
  currentSessionId: string | null,
): Promise<{ sessions: SessionView[] }> {
  const records = await listUserSessions(deps, userId);
  return {
    sessions: records.map((s) => ({
      _id: s._id,
      createdAt: s.createdAt,
      lastSeenAt: s.lastSeenAt ?? s.createdAt,
      userAgent: describeUserAgent(s.userAgent),
      current: s._id === currentSessionId,
    })),
  };
}

/** Ends one of the student's logins; 404 for an id that is not theirs. Answers whether it was
 * the asking login (then the caller clears its cookies). */
export async function endSession(
  deps: Deps,
  userId: string,
  currentSessionId: string | null,
  sessionId: string,
): Promise<{ success: true; current: boolean }> {
  const record = (await deps.kv.get<SessionRecord>(sessionKey(sessionId))).value;
  if (!record || record.userId !== userId) throw new AppError("NOT_FOUND", SESSION_NOT_FOUND);
  await revokeSession(deps, sessionId);
  return { success: true, current: sessionId === currentSessionId };
}

/** Ends every login of the student except the asking one. */
export async function endOtherSessions(
  deps: Deps,
  userId: string,
  currentSessionId: string | null,
): Promise<{ success: true; endedSessions: number }> {
  const endedSessions = await revokeUserSessions(deps, userId, currentSessionId);
  return { success: true, endedSessions };
}
