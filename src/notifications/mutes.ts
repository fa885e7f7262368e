/**
 * "Mute this post" (issue 19 "Notification preferences"): a student stops every notification
 * from one post (likes, comments, shares, mentions) until they unmute it.
 */
import type { AppDeps } from "../deps.ts";
import { AppError } from "../core/errors.ts";
import { retryAtomic } from "../core/kv.ts";
import { limitKey, paceOp, refuseFlood } from "../core/rate_limit.ts";
import { postKey } from "../posts/keys.ts";
import { userKey } from "../users/keys.ts";
import { actorStillHereOp } from "../users/repo.ts";
import { mutedKey } from "./keys.ts";

type Deps = Pick<AppDeps, "kv" | "clock" | "writeLimits">;

/** Whether `userId` muted `postId`. */
export async function isMuted(kv: Deno.Kv, userId: string, postId: string): Promise<boolean> {
  return (await kv.get(mutedKey(userId, postId))).versionstamp !== null;
}

/** Mutes (`muted` true) or unmutes a post for `userId`; answers the state the UI adopts. */
export async function setMuted(
  deps: Deps,
  userId: string,
  postId: string,
  muted: boolean,
): Promise<{ isMuted: boolean }> {
  const { rule, message } = deps.writeLimits.notifySettings;
  await retryAtomic(async () => {
    const [post, pace, actor] = await deps.kv.getMany<[unknown, number[], unknown]>([
      postKey(postId),
      limitKey(rule, userId),
      userKey(userId),
    ]);
    if (!post.value) throw new AppError("NOT_FOUND", "Post not found.");
    const now = deps.clock.now();
    const op = paceOp(actorStillHereOp(deps.kv.atomic(), actor), pace, rule, now, message)
      .check(post);
    if (muted) op.set(mutedKey(userId, postId), now);
    else op.delete(mutedKey(userId, postId));
    return { op, value: undefined };
  }, { attempts: 20, exhausted: refuseFlood(message) });
  return { isMuted: muted };
}

/** Whether one's own post is muted: 404 for a post that does not exist. */
export async function muteState(
  kv: Deno.Kv,
  userId: string,
  postId: string,
): Promise<{ isMuted: boolean }> {
  if (!(await kv.get(postKey(postId))).value) throw new AppError("NOT_FOUND", "Post not found.");
  return { isMuted: await isMuted(kv, userId, postId) };
}
