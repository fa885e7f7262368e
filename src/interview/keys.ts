/** The only place mock-interview keys are spelled. */
import type { Track } from "./model.ts";

/** One session (a `SessionRecord`). */
export const sessionKey = (id: string): Deno.KvKey => ["interview_sessions", id];

/**
 * The student waiting for a partner on `track`, at most one: value `{ sessionId, userId }`. The
 * next student of that track takes it with a versionstamp check, so nobody is paired twice.
 */
export const waitingKey = (track: Track): Deno.KvKey => ["interview_waiting", track];

/** A student's sessions as participant (either role), newest last; value null. */
export const userSessionKey = (userId: string, id: string): Deno.KvKey => [
  "interview_by_user",
  userId,
  id,
];
export const userSessionsPrefix = (userId: string): Deno.KvKey => ["interview_by_user", userId];

/** A student's history: finished solo runs and the interviews they were given; value null. */
export const historyKey = (userId: string, id: string): Deno.KvKey => [
  "interview_history",
  userId,
  id,
];
export const historyPrefix = (userId: string): Deno.KvKey => ["interview_history", userId];
