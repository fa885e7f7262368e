/**
 * The Followers and Following lists as infinite queries on the server's `cursor`, and the
 * owner's Remove, which takes the row off at once and puts it back if the server refuses.
 */
import {
  type InfiniteData,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { trpc } from "../../client/query.tsx";
import { restore, snapshot } from "../../client/optimistic.ts";
import type { FollowRow } from "../../follow/service.ts";
import { alertOnceUndone } from "../follow/use_follow.ts";

export type FollowWhich = "followers" | "following";

const nextCursor = { getNextPageParam: (last: { cursor: string | null }) => last.cursor };

/** Rows of every loaded page, each student once. */
function rowsOf(pages: FollowRow[][]): FollowRow[] {
  const seen = new Set<string>();
  return pages.flat().filter((u) => !seen.has(u._id) && Boolean(seen.add(u._id)));
}

/** The query key of a list, for a row that must not be reloaded under the pointer. */
export function followListKey(which: FollowWhich, id: string) {
  return which === "followers"
    ? trpc.follow.followers.infiniteQueryKey({ id })
    : trpc.follow.following.infiniteQueryKey({ id });
}

/** Who follows `id`, page by page. */
export function useFollowers(id: string) {
  return useInfiniteQuery({
    ...trpc.follow.followers.infiniteQueryOptions({ id }, nextCursor),
    select: (d) => rowsOf(d.pages.map((p) => p.followers)),
  });
}

/** Whom `id` follows, page by page; the same shape as `useFollowers`. */
export function useFollowing(id: string) {
  return useInfiniteQuery({
    ...trpc.follow.following.infiniteQueryOptions({ id }, nextCursor),
    select: (d) => rowsOf(d.pages.map((p) => p.following)),
  });
}

export type FollowListQuery = ReturnType<typeof useFollowers>;

type FollowersData = InfiniteData<{ followers: FollowRow[]; cursor: string | null }>;

/** The owner removes a follower: the row and one from the count go at once. */
export function useRemoveFollower(ownerId: string) {
  const client = useQueryClient();
  const listKey = trpc.follow.followers.infiniteQueryKey({ id: ownerId });
  const profileKey = trpc.users.byId.queryKey({ id: ownerId });
  return useMutation(trpc.follow.removeFollower.mutationOptions({
    async onMutate({ id }) {
      const saved = [...await snapshot(client, listKey), ...await snapshot(client, profileKey)];
      client.setQueriesData<FollowersData>({ queryKey: listKey }, (d) =>
        d && {
          ...d,
          pages: d.pages.map((p) => ({ ...p, followers: p.followers.filter((u) => u._id !== id) })),
        });
      client.setQueryData(
        profileKey,
        (p) => p && { ...p, followersCount: Math.max(0, p.followersCount - 1) },
      );
      return saved;
    },
    onError(_err, _input, saved) {
      restore(client, saved);
      alertOnceUndone("Failed to remove follower");
    },
    onSuccess({ followersCount }) {
      client.setQueryData(profileKey, (p) => p && { ...p, followersCount });
    },
    onSettled() {
      const pending = client.isMutating({ mutationKey: trpc.follow.removeFollower.mutationKey() });
      if (pending === 1) void client.invalidateQueries({ queryKey: listKey });
    },
  }));
}
