/**
 * The call to action of a "Join" button: a visitor is asked to sign up; a signed-in student (or
 * one whose session will resume) is sent where they work instead, never to a sign-up form.
 */
import type { SessionState } from "../../http/session.ts";

export type Action = { href: string; label: string };

export const forStudents: Action = { href: "/feed", label: "Go to your feed" };

/** `join` for a visitor; the feed for a student. */
export function joinAction(sessionState: SessionState, join: Action): Action {
  return sessionState === "none" ? join : forStudents;
}
