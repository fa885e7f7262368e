/**
 * Follow / Following toggle (spec 000 §4 "Follow"): shows the new state at once, stays disabled
 * while the change is pending (so repeated clicks send nothing), and goes back with the spec's
 * alert if the server refuses. Used on profiles, discover cards, suggestions and follower rows.
 */
import type { QueryKey } from "@tanstack/react-query";
import type { FollowState } from "../../follow/service.ts";
import { useFollow } from "./use_follow.ts";

export type FollowButtonProps = {
  userId: string;
  /** As the cache (or the page) knows it; the button shows its own request while pending. */
  isFollowing: boolean;
  /** Label while following: "Following" in lists, "Unfollow" on profiles (spec 000 §4). */
  followingLabel?: "Following" | "Unfollow";
  onChange?: (state: FollowState) => void;
  className?: string;
  /** The signed-in viewer, whose own profile counts move too. */
  viewerId?: string | null;
  /** The follow list the button sits in (see `UseFollowOptions`). */
  listKey?: QueryKey;
};

export function FollowButton(props: FollowButtonProps) {
  const follow = useFollow(props.userId, {
    viewerId: props.viewerId,
    listKey: props.listKey,
    onChange: props.onChange,
  });
  const following = follow.requested ?? props.isFollowing;
  return (
    <button
      type="button"
      className={`btn btn-small ${following ? "" : "btn-primary"} ${props.className ?? ""}`.trim()}
      onClick={() => follow.toggle(!following)}
      disabled={follow.pending}
      aria-pressed={following}
      aria-busy={follow.pending || undefined}
    >
      {following ? (props.followingLabel ?? "Following") : "Follow"}
    </button>
  );
}
