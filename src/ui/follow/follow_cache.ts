/**
 * Whether the viewer follows a student, in every cached copy at once: the profile (its flag and
 * follower count), the viewer's own profile (following count), follower and following list rows,
 * suggestion rows, and trending profile cards (flag and follower count).
 */
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { trpc } from "../../client/query.tsx";
import type { FollowRow, FollowState } from "../../follow/service.ts";
import type { PublicUser } from "../../users/model.ts";
import type { TrendingProfile } from "../../trending/read.ts";

/** A suggestion row; `isFollowing` is set once the viewer follows it from a list on the page. */
export type Suggestion = PublicUser & { isFollowing?: boolean };

type Flagged = { _id: string; isFollowing?: boolean };
type TrendingProfiles = { profiles: TrendingProfile[] };
type Pages<K extends string> = InfiniteData<Record<K, FollowRow[]> & { cursor: string | null }>;

/** `rows` with `userId`'s flag set; the same array when nothing changed. */
function flagRows<T extends Flagged>(rows: T[], userId: string, isFollowing: boolean): T[] {
  const stale = (r: T) => r._id === userId && (r.isFollowing ?? false) !== isFollowing;
  return rows.some(stale) ? rows.map((r) => (stale(r) ? { ...r, isFollowing } : r)) : rows;
}

/** `rows` with `userId`'s flag set and its follower count moved with it. */
function flagCountedRows(rows: TrendingProfile[], userId: string, isFollowing: boolean) {
  const next = flagRows(rows, userId, isFollowing);
  if (next === rows) return rows;
  const step = isFollowing ? 1 : -1;
  return next.map((r, i) =>
    r === rows[i] ? r : { ...r, followersCount: Math.max(0, r.followersCount + step) }
  );
}

/** Sets the flag everywhere; a profile's follower count moves with its flag. True if any
 * copy changed. */
function setFlag(client: QueryClient, userId: string, isFollowing: boolean): boolean {
  let changed = false;
  function flag<T extends Flagged>(rows: T[]): T[] {
    const next = flagRows(rows, userId, isFollowing);
    if (next !== rows) changed = true;
    return next;
  }
  function flagPages<K extends string>(key: K) {
    return (data: Pages<K> | undefined) =>
      data && {
        ...data,
        pages: data.pages.map((p) => ({ ...p, [key]: flag(p[key]) })),
      };
  }
  client.setQueryData(trpc.users.byId.queryKey({ id: userId }), (p) => {
    if (!p || p.isFollowing === isFollowing) return p;
    changed = true;
    const followersCount = Math.max(0, p.followersCount + (isFollowing ? 1 : -1));
    return { ...p, isFollowing, followersCount };
  });
  client.setQueriesData({ queryKey: trpc.follow.followers.pathKey() }, flagPages("followers"));
  client.setQueriesData({ queryKey: trpc.follow.following.pathKey() }, flagPages("following"));
  client.setQueriesData<Suggestion[]>(
    { queryKey: trpc.users.suggest.pathKey() },
    (rows) => rows && flag(rows),
  );
  client.setQueriesData<TrendingProfiles>({ queryKey: trpc.trending.profiles.pathKey() }, (d) => {
    if (!d) return d;
    const profiles = flagCountedRows(d.profiles, userId, isFollowing);
    if (profiles === d.profiles) return d;
    changed = true;
    return { ...d, profiles };
  });
  return changed;
}

function setFollowingCount(
  client: QueryClient,
  viewerId: string | null | undefined,
  count: (old: number) => number,
): void {
  if (!viewerId) return;
  client.setQueryData(
    trpc.users.byId.queryKey({ id: viewerId }),
    (p) => p && { ...p, followingCount: Math.max(0, count(p.followingCount)) },
  );
}

/** The guess made at a click (and undone, with the opposite value, on failure). True if it
 * changed anything, so an undo knows whether there is something to undo. */
export function guessFollow(
  client: QueryClient,
  userId: string,
  viewerId: string | null | undefined,
  isFollowing: boolean,
): boolean {
  const changed = setFlag(client, userId, isFollowing);
  if (changed) setFollowingCount(client, viewerId, (n) => n + (isFollowing ? 1 : -1));
  return changed;
}

/** The server's answer: the flag and both counts as it counted them. */
export function adoptFollow(
  client: QueryClient,
  userId: string,
  viewerId: string | null | undefined,
  state: FollowState,
): void {
  setFlag(client, userId, state.isFollowing);
  client.setQueryData(
    trpc.users.byId.queryKey({ id: userId }),
    (p) => p && { ...p, followersCount: state.followersCount },
  );
  client.setQueriesData<TrendingProfiles>(
    { queryKey: trpc.trending.profiles.pathKey() },
    (d) =>
      d && {
        ...d,
        profiles: d.profiles.map((p) =>
          p._id === userId ? { ...p, followersCount: state.followersCount } : p
        ),
      },
  );
  setFollowingCount(client, viewerId, () => state.followingCount);
}
