/**
 * The follow toggle as one optimistic mutation (spec 000 §4 "Follow", §8): every cached copy
 * turns at once, a failure undoes it and shows the spec's alert, the server's counts are adopted,
 * and while a toggle for a student is pending no other button for them sends another.
 */
import {
  hashKey,
  type QueryClient,
  type QueryKey,
  useIsMutating,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { trpc } from "../../client/query.tsx";
import { trpcClient } from "../../client/trpc.ts";
import type { FollowState } from "../../follow/service.ts";
import { adoptFollow, guessFollow } from "./follow_cache.ts";

const FOLLOW_KEY = ["follow"] as const;

export type UseFollowOptions = {
  /** The signed-in viewer, whose own profile's following count moves too. */
  viewerId?: string | null;
  /** The follow list the button sits in: not reloaded afterwards, so an unfollowed row stays
   * where it was (with Follow, to undo) instead of vanishing under the pointer. */
  listKey?: QueryKey;
  onChange?: (state: FollowState) => void;
};

/** An alert blocks the page, so it waits until the undone change has been drawn. */
export function alertOnceUndone(text: string): void {
  requestAnimationFrame(() => setTimeout(() => alert(text)));
}

/** After the last pending toggle: profiles (spec: "the profile is refetched afterward") and the
 * follow lists, whose members changed, are read again. */
function refresh(client: QueryClient, spared: QueryKey | undefined): void {
  const sparedHash = spared && hashKey(spared);
  void client.invalidateQueries(trpc.users.byId.pathFilter());
  void client.invalidateQueries({
    ...trpc.follow.pathFilter(),
    // A list the guess stopped before it had rows is never spared: it must load.
    predicate: (q) => q.queryHash !== sparedHash || q.state.data === undefined,
  });
  if (spared) void client.invalidateQueries({ queryKey: spared, refetchType: "none" });
}

export function useFollow(userId: string, options: UseFollowOptions = {}) {
  const client = useQueryClient();
  const { viewerId } = options;
  const mutation = useMutation({
    mutationKey: [...FOLLOW_KEY, userId],
    // One toggle over two procedures, hence the plain client.
    mutationFn: ({ follow }: { follow: boolean }) =>
      follow
        ? trpcClient.users.follow.mutate({ id: userId })
        : trpcClient.users.unfollow.mutate({ id: userId }),
    async onMutate({ follow }) {
      // Suggestions are left alone: a shuffle on its way brings a fresh list anyway.
      await client.cancelQueries(trpc.users.byId.pathFilter());
      await client.cancelQueries(trpc.follow.pathFilter());
      // Trending cards are only changed here, never read again (spec 000 §4): a read still on
      // its first way has no card to click, so only shown lists are held.
      await client.cancelQueries({
        ...trpc.trending.profiles.pathFilter(),
        predicate: (q) => q.state.data !== undefined,
      });
      return { guessed: guessFollow(client, userId, viewerId, follow) };
    },
    onError(_err, { follow }, context) {
      if (context?.guessed) guessFollow(client, userId, viewerId, !follow);
      alertOnceUndone(follow ? "Failed to follow user" : "Failed to unfollow user");
    },
    onSuccess(state) {
      adoptFollow(client, userId, viewerId, state);
      options.onChange?.(state);
    },
    onSettled() {
      // This toggle still counts as pending here.
      if (client.isMutating({ mutationKey: FOLLOW_KEY }) === 1) refresh(client, options.listKey);
    },
  });
  const pending = useIsMutating({ mutationKey: [...FOLLOW_KEY, userId] }) > 0;
  return {
    /** A toggle for this student is on its way (from this button or another). */
    pending,
    /** What this button asked for while its toggle is pending. */
    requested: mutation.isPending ? mutation.variables.follow : undefined,
    toggle(follow: boolean) {
      if (!pending) mutation.mutate({ follow });
    },
  };
}
