/**
 * Blocking a student (issue 19 "Block and report"): one atomic write stores the block both ways
 * and removes the follows between the two, either way, with their counters, so neither feed
 * carries the other's posts from then on. Blocking twice or lifting a missing block is a no-op.
 */
import type { AppDeps } from "../deps.ts";
import { minus } from "../core/counters.ts";
import { AppError } from "../core/errors.ts";
import { retryAtomic } from "../core/kv.ts";
import { listPageOf } from "../core/pagination.ts";
import { limitKey, paceOp, refuseFlood } from "../core/rate_limit.ts";
import { followerKey, followingKey } from "../follow/keys.ts";
import { recordTrending } from "../trending/outbox.ts";
import { userKey, userStatKey } from "../users/keys.ts";
import { type PublicUser, toPublicUser } from "../users/model.ts";
import { actorStillHereOp, getUsers } from "../users/repo.ts";
import { userNotFound } from "../users/service.ts";
import { addBlock, blockKey, blocksPrefix, removeBlock } from "./blocks.ts";

type Deps = Pick<AppDeps, "kv" | "clock" | "events" | "writeLimits">;

export type BlockState = { isBlocked: boolean };

/** `actor` blocks `target`: the follows between them go in the same write. */
export async function block(deps: Deps, actor: string, target: string): Promise<BlockState> {
  if (actor === target) throw new AppError("BAD_REQUEST", "You cannot block yourself.");
  const { rule, message } = deps.writeLimits.blocks;
  const events = await retryAtomic(async () => {
    const [targetUser, existing, ab, ba, pace, actorUser] = await deps.kv.getMany<
      [unknown, number, number, number, number[], unknown]
    >([
      userKey(target),
      blockKey(actor, target),
      followingKey(actor, target),
      followingKey(target, actor),
      limitKey(rule, actor),
      userKey(actor),
    ]);
    if (!targetUser.value) throw userNotFound();
    if (existing.value !== null) return { value: [] as string[] }; // Already blocked.
    const now = deps.clock.now();
    const op = paceOp(actorStillHereOp(deps.kv.atomic(), actorUser), pace, rule, now, message)
      .check(targetUser, existing, ab, ba);
    addBlock(op, actor, target, now);
    const recorded: string[] = [];
    for (const [edge, from, to] of [[ab, actor, target], [ba, target, actor]] as const) {
      if (edge.value === null) continue;
      op.delete(followingKey(from, to))
        .delete(followerKey(to, from))
        .sum(userStatKey(to, "followers"), minus(1))
        .sum(userStatKey(from, "following"), minus(1));
      recordTrending(op, { kind: "follow", followerId: from, followeeId: to }, now);
      const unfollowed = { type: "user.unfollowed", followerId: from, followeeId: to } as const;
      recorded.push(deps.events.record(op, unfollowed, now));
    }
    // What each already holds from the other (notifications) is cleared after the write.
    recorded.push(
      deps.events.record(op, { type: "user.blocked", blockerId: actor, blockedId: target }, now),
    );
    return { op, value: recorded };
  }, { attempts: 20, exhausted: refuseFlood(message) });
  // Feed entries of the broken follows, the live counts, and the notifications between them.
  for (const id of events) await deps.events.deliver(id);
  return { isBlocked: true };
}

/** `actor` lifts their own block of `target`; a block the other made stays. */
export async function unblock(deps: Deps, actor: string, target: string): Promise<BlockState> {
  if (actor === target) throw new AppError("BAD_REQUEST", "You cannot unblock yourself.");
  const { rule, message } = deps.writeLimits.blocks;
  await retryAtomic(async () => {
    const [targetUser, existing, pace, actorUser] = await deps.kv.getMany<
      [unknown, number, number[], unknown]
    >([userKey(target), blockKey(actor, target), limitKey(rule, actor), userKey(actor)]);
    if (!targetUser.value) throw userNotFound();
    if (existing.value === null) return { value: null }; // Nothing to lift.
    const now = deps.clock.now();
    const op = paceOp(actorStillHereOp(deps.kv.atomic(), actorUser), pace, rule, now, message)
      .check(existing);
    return { op: removeBlock(op, actor, target), value: null };
  }, { attempts: 20, exhausted: refuseFlood(message) });
  return { isBlocked: false };
}

export type BlockedPage = { users: PublicUser[]; cursor: string | null };

/** One page of the students `userId` blocked (never those who blocked them). */
export async function listBlocked(
  deps: Pick<AppDeps, "kv">,
  userId: string,
  page: { limit: number; cursor?: string | null },
): Promise<BlockedPage> {
  const result = await listPageOf<number>(
    deps.kv,
    { prefix: blocksPrefix(userId) },
    { limit: page.limit, cursor: page.cursor },
    "your blocked students",
  );
  const users = await getUsers(deps.kv, result.values.map((e) => e.key[2] as string));
  return { users: users.map(toPublicUser), cursor: result.cursor };
}
