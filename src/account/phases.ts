/**
 * What deleting an account removes, in order, as phases. The account itself left sign-in in the
 * first write (`deletion.ts`); each phase then removes one kind of data in bounded atomic writes,
 * each with the counters it corrects, and is safe to run again: a phase cut short by a crash is
 * run again from its start and finds only what it had not removed yet. The job records the next
 * phase after each one finishes, so a restart resumes where it stopped.
 */
import { mailboxKey } from "../auth/mailbox.ts";
import { deleteListed } from "../core/kv.ts";
import { rateLimitsPrefix } from "../core/rate_limit.ts";
import type { AppDeps } from "../deps.ts";
import { revokeUserSessions } from "../auth/sessions.ts";
import { eraseChats } from "../chat/erase.ts";
import { eraseFeedback } from "../feedback/erase.ts";
import { eraseFiles } from "../files/erase.ts";
import { eraseFollows } from "../follow/erase.ts";
import { eraseInterviews } from "../interview/erase.ts";
import { eraseNotifications } from "../notifications/erase.ts";
import { erasePlanner } from "../planner/erase.ts";
import { eraseActs, eraseAuthoredPosts } from "../posts/erase.ts";
import { forgetSavesBy } from "../posts/saved.ts";
import { eraseResumes } from "../resumes/erase.ts";
import { eraseBlocks } from "../safety/erase.ts";
import { eraseFavourites } from "../study/service.ts";
import { eraseTrendingLeftovers } from "../trending/erase.ts";
import { eraseUploads } from "../uploads/erase.ts";
import { eraseUserCounters } from "../users/repo.ts";
import { deletionKey } from "./keys.ts";
import type { DeletionJob } from "./model.ts";

export type PhaseDeps = Pick<AppDeps, "kv" | "clock" | "hub" | "blobs" | "logger">;

type Phase = {
  name: string;
  /** Answers false when it must wait and be asked again later. */
  run(deps: PhaseDeps, job: DeletionJob): Promise<unknown>;
};

/** The account's own leftovers: favourites, planner, saved posts, blocks, counters and presence, and its rate-limit entries
 * (by id, by `user:<id>` alone or with an address, by its e-mail, mailbox and username). */
async function eraseAccountLeftovers(deps: PhaseDeps, job: DeletionJob): Promise<void> {
  const { kv } = deps;
  await eraseFavourites(deps, job.userId);
  await erasePlanner(deps, job.userId);
  await eraseInterviews(deps, job.userId);
  await forgetSavesBy(kv, job.userId);
  await eraseBlocks(kv, job.userId);
  await eraseUserCounters(kv, job.userId);
  const subjects = new Set([
    job.userId,
    `user:${job.userId}`,
    job.email.toLowerCase(),
    mailboxKey(job.email),
    job.username.toLowerCase(),
  ]);
  const fromAddress = `user:${job.userId}@`;
  await deleteListed(kv, { prefix: rateLimitsPrefix }, {
    where: (key) => subjects.has(key[2] as string) || String(key[2]).startsWith(fromAddress),
  });
}

export const PHASES: Phase[] = [
  { name: "sessions", run: (d, j) => revokeUserSessions(d, j.userId) },
  // Posts before follows: a post leaves its author's followers' feeds through the follower list.
  { name: "posts", run: (d, j) => eraseAuthoredPosts(d, j.userId) },
  { name: "acts", run: (d, j) => eraseActs(d, j.userId) },
  { name: "follows", run: (d, j) => eraseFollows(d, j.userId) },
  { name: "chats", run: (d, j) => eraseChats(d, j.userId) },
  { name: "notifications", run: (d, j) => eraseNotifications(d, j.userId) },
  { name: "files", run: (d, j) => eraseFiles(d, j.userId) },
  { name: "resumes", run: (d, j) => eraseResumes(d, j.userId) },
  { name: "uploads", run: (d, j) => eraseUploads(d, j.userId) },
  { name: "feedback", run: (d, j) => eraseFeedback(d, j.userId) },
  { name: "account", run: eraseAccountLeftovers },
  { name: "trending", run: (d, j) => eraseTrendingLeftovers(d.kv, j.userId, j.recordedUntil) },
];

export type RunOptions = {
  /** Stops before the phase of this name (a test interrupting a deletion). */
  stopBefore?: string;
  /** Asked between phases: true stops the run (the server is shutting down). */
  stopped?: () => boolean;
};

/** Runs the deletion of `userId` from its next phase: "done" once nothing is left, "waiting" when
 * a phase must be asked again later, "stopped" when told to stop. */
export async function runDeletion(
  deps: PhaseDeps,
  userId: string,
  options: RunOptions = {},
): Promise<"done" | "waiting" | "stopped"> {
  const { kv } = deps;
  for (;;) {
    const entry = await kv.get<DeletionJob>(deletionKey(userId));
    const job = entry.value;
    if (!job) return "done";
    const phase = PHASES[job.phase];
    if (!phase) {
      await kv.atomic().check(entry).delete(deletionKey(userId)).commit();
      deps.logger.info("account deleted", { userId, ms: deps.clock.now() - job.startedAt });
      return "done";
    }
    if (options.stopped?.() || options.stopBefore === phase.name) return "stopped";
    if ((await phase.run(deps, job)) === false) return "waiting";
    const next: DeletionJob = { ...job, phase: job.phase + 1, recordedUntil: deps.clock.now() };
    // Another process running the same job moved it on already: read it again.
    await kv.atomic().check(entry).set(deletionKey(userId), next).commit();
  }
}
