/**
 * "Download my data" (`GET /users/me/export`): one JSON archive of everything the account owns,
 * pictures and attachments embedded as base64 with their content types. Never a password hash,
 * a code or a token: the profile is the student's own view, sessions are listed as the Account
 * card lists them. See docs/decisions.md "Exporting your data".
 */
import type { AppDeps } from "../deps.ts";
import { AppError } from "../core/errors.ts";
import { enforce } from "../core/rate_limit.ts";
import { listSessions } from "../auth/account_sessions.ts";
import { chatsOf } from "../chat/archive.ts";
import { feedbackWithFiles } from "../feedback/archive.ts";
import { filesOf } from "../files/archive.ts";
import { followsOf } from "../follow/archive.ts";
import { actsOf, postsOf } from "../posts/archive.ts";
import { savedOf } from "../posts/saved.ts";
import { safetyOf } from "../safety/archive.ts";
import { uploadsOf } from "../uploads/archive.ts";
import { listNotifications } from "../notifications/service.ts";
import { listFavourites } from "../study/service.ts";
import { listTasks } from "../planner/service.ts";
import { myStreak } from "../planner/streak.ts";
import { resumesOf } from "../resumes/service.ts";
import { getProfile } from "../users/service.ts";
import { getUser } from "../users/repo.ts";
import { toSelfUser } from "../users/model.ts";
import { exportsPerAccount, TOO_MANY_EXPORTS } from "./model.ts";

type Deps = Pick<AppDeps, "kv" | "clock" | "hub" | "blobs" | "logger" | "events" | "chat">;

/** Tells readers of the archive which shape they hold. */
export const EXPORT_FORMAT = "campus-export/1";

/** `campus-export-{username}-{YYYY-MM-DD}.json` */
export function exportFilename(username: string, now: number): string {
  return `campus-export-${username}-${new Date(now).toISOString().slice(0, 10)}.json`;
}

/** Everything `userId` owns, as one object; paced per student. */
export async function exportAccount(deps: Deps, userId: string, sessionId: string | null) {
  await enforce(deps.kv, [[exportsPerAccount, userId, TOO_MANY_EXPORTS]], deps.clock.now());
  const user = await getUser(deps.kv, userId);
  if (!user) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
  const profile = await getProfile(deps, userId, userId);
  const notifications = [];
  let cursor: string | undefined;
  do {
    const page = await listNotifications(deps, userId, { limit: 50, cursor });
    notifications.push(...page.notifications);
    cursor = page.cursor ?? undefined;
  } while (cursor);
  const now = deps.clock.now();
  return {
    format: EXPORT_FORMAT,
    exportedAt: new Date(now).toISOString(),
    filename: exportFilename(user.username, now),
    profile: { ...profile, ...toSelfUser(user) },
    posts: await postsOf(deps.kv, userId),
    ...await actsOf(deps.kv, userId),
    saved: await savedOf(deps.kv, userId),
    ...await followsOf(deps.kv, userId),
    ...await safetyOf(deps.kv, userId),
    // Every message stored so far taken into its chat first.
    chats: await deps.chat.applier.sweep().then(() => chatsOf(deps.kv, userId)),
    files: await filesOf(deps.kv, userId),
    resumes: await resumesOf(deps, userId),
    studyFavourites: (await listFavourites(deps, userId)).favourites,
    planner: { ...(await listTasks(deps, userId)), ...(await myStreak(deps, userId)) },
    feedback: await feedbackWithFiles(deps, userId),
    notifications,
    sessions: (await listSessions(deps, userId, sessionId)).sessions,
    uploads: await uploadsOf(deps.kv, deps.blobs, userId),
  };
}
