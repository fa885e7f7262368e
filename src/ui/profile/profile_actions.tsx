/**
 * The header's buttons (spec 000 §2): Edit Profile for the owner; Follow/Unfollow and Chat for
 * a signed-in visitor; a "Sign in to follow" link for a signed-out one.
 */
import { FollowButton } from "../follow/follow_button.tsx";
import { Icon } from "../kit/icon.tsx";
import { SignInLink } from "../kit/sign_in_link.tsx";
import { iconEdit, iconMessage } from "../kit/icon_paths.ts";

export type Relation = "owner" | "visitor" | "signedOut" | "loading";

export type ProfileActionsProps = {
  relation: Relation;
  userId: string;
  isFollowing: boolean;
  viewerId: string | null;
  onEdit(): void;
};

export function ProfileActions(props: ProfileActionsProps) {
  switch (props.relation) {
    case "owner":
      return (
        <button type="button" className="btn btn-small" onClick={props.onEdit}>
          <Icon d={iconEdit} size={16} className="profile-icon" />
          Edit Profile
        </button>
      );
    case "visitor":
      return (
        <>
          <FollowButton
            userId={props.userId}
            isFollowing={props.isFollowing}
            followingLabel="Unfollow"
            viewerId={props.viewerId}
            className="profile-follow"
          />
          <a className="btn btn-small" href={`/chat?userId=${encodeURIComponent(props.userId)}`}>
            <Icon d={iconMessage} size={16} className="profile-icon" />
            Chat
          </a>
        </>
      );
    case "signedOut":
      return <SignInLink className="btn btn-small btn-primary">Sign in to follow</SignInLink>;
    case "loading":
      return <span className="profile-actions-pending" aria-hidden="true" />;
  }
}
