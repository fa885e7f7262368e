/**
 * One row of a Followers or Following list (spec 000 §2): avatar, name, @username, View Profile,
 * a follow toggle, and the owner's Remove (with its Cancel/Remove dialog) or Unfollow.
 */
import { useState } from "react";
import type { QueryKey } from "@tanstack/react-query";
import type { FollowRow as Row } from "../../follow/service.ts";
import { Avatar } from "../kit/avatar.tsx";
import { Dialog } from "../kit/dialog.tsx";
import { FollowButton } from "../follow/follow_button.tsx";
import { useRemoveFollower } from "./follow_queries.ts";
import { VerifiedBadge } from "./profile_header.tsx";

export type FollowRowProps = {
  which: "followers" | "following";
  user: Row;
  /** Whose list this is. */
  ownerId: string;
  isOwner: boolean;
  viewerId: string | null;
  /** The list's query key, so a toggle here does not reload the row away. */
  listKey: QueryKey;
};

export function FollowRow(props: FollowRowProps) {
  const u = props.user;
  const [confirming, setConfirming] = useState(false);
  const removal = useRemoveFollower(props.ownerId);
  const isSelf = props.viewerId === u._id;
  // Followers: anyone signed in may toggle (not on their own row). Following: only the owner.
  const showToggle = props.viewerId !== null && !isSelf &&
    (props.which === "followers" || props.isOwner);

  /** The row leaves the list at once; it comes back with an alert if the server refuses. */
  function remove() {
    setConfirming(false);
    removal.mutate({ id: u._id });
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
            viewerId={props.viewerId}
            listKey={props.listKey}
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
        onClose={() => setConfirming(false)}
        actions={
          <>
            <button
              type="button"
              className="btn"
              data-autofocus
              onClick={() => setConfirming(false)}
            >
              Cancel
            </button>
            <button type="button" className="btn btn-danger" onClick={remove}>
              Remove
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
