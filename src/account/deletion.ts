/**
 * Deleting one's own account (`DELETE /users/me { password }`). With the right password, one
 * atomic write takes the account off the platform (sign-in finds no account, the profile answers
 * 404, the username and e-mail are free, the student count drops) and records the deletion job;
 * every login then ends (sockets close) and the worker removes the rest in the background
 * (`phases.ts`). See docs/decisions.md "Deleting an account".
 */
import type { AppDeps } from "../deps.ts";
import { AppError } from "../core/errors.ts";
import { enforce } from "../core/rate_limit.ts";
import { dropOtpOp } from "../auth/otp.ts";
import { verifyPassword } from "../auth/password.ts";
import { revokeUserSessions } from "../auth/sessions.ts";
import type { UserRecord } from "../users/model.ts";
import { getUserEntry, removeUserOp } from "../users/repo.ts";
import { deletionKey } from "./keys.ts";
import { deletesPerAccount, type DeletionJob, TOO_MANY_DELETES, WRONG_PASSWORD } from "./model.ts";
import type { DeletionWorker } from "./worker.ts";

type Deps = Pick<AppDeps, "kv" | "clock" | "hub" | "logger"> & { deletions: DeletionWorker };

/** Takes `user` off the platform and records its deletion job, in one write; false when the
 * account changed meanwhile (read it again). */
export async function markForDeletion(
  deps: Pick<AppDeps, "kv" | "clock">,
  entry: Deno.KvEntry<UserRecord>,
): Promise<boolean> {
  const user = entry.value;
  const now = deps.clock.now();
  const job: DeletionJob = {
    userId: user._id,
    username: user.username,
    email: user.email,
    phase: 0,
    startedAt: now,
    recordedUntil: now,
  };
  const op = removeUserOp(deps.kv.atomic().check(entry), user)
    .check({ key: deletionKey(user._id), versionstamp: null })
    .set(deletionKey(user._id), job);
  // A reset code mailed before can no longer set a password on anything.
  dropOtpOp(op, "reset", user.email);
  dropOtpOp(op, "login", user.email);
  return (await op.commit()).ok;
}

/** Deletes the signed-in student's account after checking the password. */
export async function deleteAccount(
  deps: Deps,
  userId: string,
  password: string,
): Promise<{ success: true }> {
  await enforce(deps.kv, [[deletesPerAccount, userId, TOO_MANY_DELETES]], deps.clock.now());
  for (let attempt = 0; attempt < 5; attempt++) {
    const entry = await getUserEntry(deps.kv, userId);
    if (!entry.value) throw new AppError("UNAUTHORIZED", "Please sign in to continue.");
    if (!await verifyPassword(password, entry.value.passwordHash)) {
      throw new AppError("FORBIDDEN", WRONG_PASSWORD);
    }
    if (!await markForDeletion(deps, entry as Deno.KvEntry<UserRecord>)) continue;
    const endedLogins = await revokeUserSessions(deps, userId);
    deps.logger.info("account deletion started", { userId, endedLogins });
    deps.deletions.run(userId);
    return { success: true };
  }
  throw new AppError("CONFLICT", "Your account changed at the same time. Please try again.");
}
