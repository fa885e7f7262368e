/**
 * The header's buttons (spec 000 §2): Edit Profile for the owner; Follow/Unfollow and Chat for
 * a signed-in visitor; a "Sign in to follow" link for a signed-out one.
 */
import type { FollowState } from "../../follow/service.ts";
import { FollowButton } from "../follow_button.tsx";

export type Relation = "owner" | "visitor" | "signedOut" | "loading";

export type ProfileActionsProps = {
  relation: Relation;
  userId: string;
  isFollowing: boolean;
  /** Changes when the follow state was read again from the server, to reset the button. */
  followKey: string;
  onEdit(): void;
  onFollowChange(state: FollowState): void;
};

export function ProfileActions(props: ProfileActionsProps) {
  switch (props.relation) {
    case "owner":
      return (
        <button type="button" className="btn btn-small" onClick={props.onEdit}>
          <svg
            className="profile-icon"
            viewBox="0 0 24 24"
            width="16"
            height="16"
            aria-hidden="true"
          >
            <path d="M4 20h4L19 9l-4-4L4 16v4ZM14 6l4 4" />
          </svg>
          Edit Profile
        </button>
      );
    case "visitor":
      return (
        <>
          <FollowButton
            key={props.followKey}
            userId={props.userId}
            isFollowing={props.isFollowing}
            followingLabel="Unfollow"
            onChange={props.onFollowChange}
            className="profile-follow"
          />
          <a className="btn btn-small" href={`/chat?userId=${encodeURIComponent(props.userId)}`}>
            <svg
              className="profile-icon"
              viewBox="0 0 24 24"
              width="16"
              height="16"
              aria-hidden="true"
            >
              <path d="M5 5h14v10H9l-4 4V5Z" />
            </svg>
            Chat
          </a>
        </>
      );
    case "signedOut":
      return <a className="btn btn-small btn-primary" href="/login">Sign in to follow</a>;
    case "loading":
      return <span className="profile-actions-pending" aria-hidden="true" />;
  }
}
