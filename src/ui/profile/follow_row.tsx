/**
 * One row of a Followers or Following list (spec 000 §2): avatar, name, @username, View Profile,
 * a follow toggle, and the owner's Remove (with its Cancel/Remove dialog) or Unfollow.
 */
import { useState } from "react";
import { trpc } from "../../client/trpc.ts";
import type { FollowRow as Row, FollowState } from "../../follow/service.ts";
import { Avatar } from "../kit/avatar.tsx";
import { Dialog } from "../kit/dialog.tsx";
import { FollowButton } from "../follow/follow_button.tsx";
import { VerifiedBadge } from "./profile_header.tsx";

export type FollowRowProps = {
  which: "followers" | "following";
  user: Row;
  isOwner: boolean;
  viewerId: string | null;
  onFollowChange(state: FollowState): void;
  /** After the owner removed this follower: the owner's new follower count. */
  onRemoved(followersCount: number): void;
};

export function FollowRow(props: FollowRowProps) {
  const u = props.user;
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const isSelf = props.viewerId === u._id;
  // Followers: anyone signed in may toggle (not on their own row). Following: only the owner.
  const showToggle = props.viewerId !== null && !isSelf &&
    (props.which === "followers" || props.isOwner);

  async function remove() {
    if (busy) return;
    setBusy(true);
    try {
      const res = await trpc.follow.removeFollower.mutate({ id: u._id });
      setConfirming(false);
      props.onRemoved(res.followersCount);
    } catch {
      setConfirming(false);
      setBusy(false);
      alert("Failed to remove follower");
    }
  }

  return (
    <li className="follow-row">
      <div className="follow-row-user">
        <Avatar src={u.profilePicture} name={u.name} size={44} />
        <div className="follow-row-names">
          <span className="follow-row-name">
            <strong>{u.name}</strong>
            {u.isVerified && <VerifiedBadge />}
            {isSelf && <span className="badge">You</span>}
          </span>
          <span className="muted follow-row-handle">@{u.username}</span>
        </div>
      </div>
      <div className="follow-row-actions">
        <a className="btn btn-small" href={`/profile/${u._id}`}>
          View Profile<span className="visually-hidden">{` of ${u.name}`}</span>
        </a>
        {showToggle && (
          <FollowButton
            userId={u._id}
            isFollowing={u.isFollowing}
            followingLabel={props.which === "following" ? "Unfollow" : "Following"}
            onChange={props.onFollowChange}
          />
        )}
        {props.isOwner && props.which === "followers" && (
          <button
            type="button"
            className="btn btn-small btn-danger"
            onClick={() => setConfirming(true)}
          >
            Remove<span className="visually-hidden">{` ${u.name}`}</span>
          </button>
        )}
      </div>
      <Dialog
        open={confirming}
        title="Remove follower?"
        onClose={() => !busy && setConfirming(false)}
        actions={
          <>
            <button
              type="button"
              className="btn"
              data-autofocus
              onClick={() => setConfirming(false)}
              disabled={busy}
            >
              Cancel
            </button>
            <button type="button" className="btn btn-danger" onClick={remove} disabled={busy}>
              {busy ? "Removing..." : "Remove"}
            </button>
          </>
        }
      >
        <p className="follow-remove-text">
          <strong>{u.name}</strong> (@{u.username}) will no longer follow you. They are not told.
        </p>
      </Dialog>
    </li>
  );
}
