/**
 * The follow graph (spec 000 §4 "Follow", §7): follow, unfollow, remove a follower, and the two
 * lists. Each change is one atomic write guarded by a check, with KvU64 counters, so counts stay
 * exact when many students follow and unfollow at once, and following twice changes nothing.
 */
import { countOf, minus, ONE } from "../core/counters.ts";
import type { AppDeps } from "../deps.ts";
import { AppError } from "../core/errors.ts";
import { type AtomicAttempt, retryAtomic } from "../core/kv.ts";
import { limitKey, paceOp, refuseFlood } from "../core/rate_limit.ts";
import { listPageOf } from "../core/pagination.ts";
import type { PublicUser } from "../users/model.ts";
import { toPublicUser } from "../users/model.ts";
import { userKey, userStatKey } from "../users/keys.ts";
import { actorStillHereOp, getUsers } from "../users/repo.ts";
import { followedAmong, requireUser, userNotFound } from "../users/service.ts";
import { followerKey, followersPrefix, followingKey, followingPrefix } from "./keys.ts";
import type { DomainEvents } from "../core/events.ts";
import { recordTrending } from "../trending/outbox.ts";
import { blockKey } from "../safety/blocks.ts";

type Deps = Pick<AppDeps, "kv" | "clock" | "logger" | "events" | "writeLimits">;

export type FollowState = {
  isFollowing: boolean;
  /** The target's followers after the change. */
  followersCount: number;
  /** The actor's followings after the change. */
  followingCount: number;
};

async function counts(kv: Deno.Kv, target: string, actor: string): Promise<[number, number]> {
  const [a, b] = await kv.getMany<[Deno.KvU64, Deno.KvU64]>([
    userStatKey(target, "followers"),
    userStatKey(actor, "following"),
  ]);
  return [countOf(a.value), countOf(b.value)];
}

/** What `removeEdge` did: nothing, or removed the edge (with the id of its recorded event). */
export type EdgeRemoval = { removed: false } | { removed: true; event: string | null };

/** Removes the edge `from` → `to` if it exists, recording `user.unfollowed` when `events` is
 * given (a departing account's edges need no feed or notification work). */
export function removeEdge(
  kv: Deno.Kv,
  from: string,
  to: string,
  now: number,
  events?: DomainEvents,
): Promise<EdgeRemoval> {
  return retryAtomic(async (): Promise<AtomicAttempt<EdgeRemoval>> => {
    const edge = await kv.get(followingKey(from, to));
    if (edge.value === null) return { value: { removed: false } };
    const op = kv.atomic()
      .check(edge)
      .delete(followingKey(from, to))
      .delete(followerKey(to, from))
      .sum(userStatKey(to, "followers"), minus(1))
      .sum(userStatKey(from, "following"), minus(1));
    recordTrending(op, { kind: "follow", followerId: from, followeeId: to }, now);
    const unfollowed = { type: "user.unfollowed", followerId: from, followeeId: to } as const;
    const event = events ? events.record(op, unfollowed, now) : null;
    return { op, value: { removed: true, event } };
  }, { attempts: 10 });
}

/** `actor` follows `target`. Following twice is a no-op. */
export async function follow(deps: Deps, actor: string, target: string): Promise<FollowState> {
  if (actor === target) throw new AppError("BAD_REQUEST", "You cannot follow yourself.");
  const { rule, message } = deps.writeLimits.follows;
  const event = await retryAtomic(async () => {
    const [edge, targetUser, pace, actorUser, ab, ba] = await deps.kv.getMany<
      [number, unknown, number[], unknown, number, number]
    >([
      followingKey(actor, target),
      userKey(target),
      limitKey(rule, actor),
      userKey(actor),
      blockKey(actor, target),
      blockKey(target, actor),
    ]);
    if (!targetUser.value) throw userNotFound();
    if (ab.value !== null || ba.value !== null) {
      throw new AppError("FORBIDDEN", "You can't follow this student.");
    }
    if (edge.value !== null) return { value: null }; // Already following: nothing to do.
    const now = deps.clock.now();
    // Only new follows count: unfollowing is bounded by them.
    const op = paceOp(actorStillHereOp(deps.kv.atomic(), actorUser), pace, rule, now, message)
      .check(edge)
      .check(targetUser) // The target must still exist when the edge is written.
      .check(ab, ba) // A block landing meanwhile wins.
      .set(followingKey(actor, target), now)
      .set(followerKey(target, actor), now)
      .sum(userStatKey(target, "followers"), ONE)
      .sum(userStatKey(actor, "following"), ONE);
    recordTrending(op, { kind: "follow", followerId: actor, followeeId: target }, now);
    const followed = { type: "user.followed", followerId: actor, followeeId: target } as const;
    return { op, value: deps.events.record(op, followed, now) };
  }, { attempts: 20, exhausted: refuseFlood(message) });
  // The followee's recent posts into the feed, the notification and the live counts.
  if (event !== null) await deps.events.deliver(event);
  const [followersCount, followingCount] = await counts(deps.kv, target, actor);
  return { isFollowing: true, followersCount, followingCount };
}

/** `actor` stops following `target`. Unfollowing someone not followed is a no-op. */
export async function unfollow(deps: Deps, actor: string, target: string): Promise<FollowState> {
  if (actor === target) throw new AppError("BAD_REQUEST", "You cannot unfollow yourself.");
  await requireUser(deps.kv, target);
  const removal = await removeEdge(deps.kv, actor, target, deps.clock.now(), deps.events);
  if (removal.removed && removal.event) await deps.events.deliver(removal.event);
  const [followersCount, followingCount] = await counts(deps.kv, target, actor);
  return { isFollowing: false, followersCount, followingCount };
}

/** `actor` removes `follower` from their followers. */
export async function removeFollower(
  deps: Deps,
  actor: string,
  follower: string,
): Promise<{ removed: boolean; followersCount: number }> {
  if (actor === follower) throw new AppError("BAD_REQUEST", "You cannot remove yourself.");
  const removal = await removeEdge(deps.kv, follower, actor, deps.clock.now(), deps.events);
  if (removal.removed && removal.event) await deps.events.deliver(removal.event);
  const [followersCount] = await counts(deps.kv, actor, follower);
  return { removed: removal.removed, followersCount };
}

/** A row of a follower or following list, with the viewer's own follow state. */
export type FollowRow = PublicUser & { isFollowing: boolean };

export type FollowPage = { users: FollowRow[]; cursor: string | null };

/** One page of the followers (`"followers"`) or followings (`"following"`) of `id`. */
export async function listFollows(
  deps: Deps,
  which: "followers" | "following",
  id: string,
  viewerId: string | null,
  page: { limit: number; cursor?: string },
): Promise<FollowPage> {
  await requireUser(deps.kv, id);
  const prefix = which === "followers" ? followersPrefix(id) : followingPrefix(id);
  const result = await listPageOf<number>(deps.kv, { prefix }, page, "the list");
  const ids = result.values.map((e) => e.key[2] as string);
  const [users, followed] = await Promise.all([
    getUsers(deps.kv, ids),
    followedAmong(deps.kv, viewerId, ids),
  ]);
  return {
    users: users.map((u) => ({ ...toPublicUser(u), isFollowing: followed.has(u._id) })),
    cursor: result.cursor,
  };
}
