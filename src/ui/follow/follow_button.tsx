/**
 * Follow / Following toggle (spec 000 §4 "Follow"): a loading state blocks repeated clicks, the
 * server's answer is adopted, and a failure shows the spec's alert. Used on profiles, discover
 * cards and follower rows.
 */
import { useState } from "react";
import { trpc } from "../../client/trpc.ts";
import type { FollowState } from "../../follow/service.ts";

export type FollowButtonProps = {
  userId: string;
  isFollowing: boolean;
  /** Label while following: "Following" in lists, "Unfollow" on profiles (spec 000 §4). */
  followingLabel?: "Following" | "Unfollow";
  onChange?: (state: FollowState) => void;
  className?: string;
};

export function FollowButton(props: FollowButtonProps) {
  const [following, setFollowing] = useState(props.isFollowing);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    if (busy) return;
    setBusy(true);
    try {
      const state = following
        ? await trpc.users.unfollow.mutate({ id: props.userId })
        : await trpc.users.follow.mutate({ id: props.userId });
      setFollowing(state.isFollowing);
      props.onChange?.(state);
    } catch {
      alert(following ? "Failed to unfollow user" : "Failed to follow user");
    } finally {
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className={`btn btn-small ${following ? "" : "btn-primary"} ${props.className ?? ""}`.trim()}
      onClick={toggle}
      disabled={busy}
      aria-pressed={following}
    >
      {busy ? "..." : following ? (props.followingLabel ?? "Following") : "Follow"}
    </button>
  );
}
