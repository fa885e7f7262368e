/**
 * The header's buttons (spec 000 §2): Edit Profile for the owner; Follow/Unfollow, Chat, Block
 * and Report for a signed-in visitor (Unblock and Report once they blocked the student); a
 * "Sign in to follow" link for a signed-out one.
 */
import { FollowButton } from "../follow/follow_button.tsx";
import { Icon } from "../kit/icon.tsx";
import { SignInLink } from "../kit/sign_in_link.tsx";
import { iconEdit, iconMessage } from "../kit/icon_paths.ts";
import { BlockButton } from "../safety/block_button.tsx";
import { ReportButton } from "../safety/report_button.tsx";

export type Relation = "owner" | "visitor" | "signedOut" | "loading";

export type ProfileActionsProps = {
  relation: Relation;
  userId: string;
  isFollowing: boolean;
  /** The viewer blocked this student: only Unblock and Report are offered. */
  isBlocked: boolean;
  name: string;
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
      if (props.isBlocked) {
        return (
          <>
            <BlockButton userId={props.userId} name={props.name} isBlocked />
            <ReportButton
              subject={{ targetType: "profile", targetId: props.userId }}
              label={`Report ${props.name}`}
              look="button"
            />
          </>
        );
      }
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
          <BlockButton userId={props.userId} name={props.name} isBlocked={false} />
          <ReportButton
            subject={{ targetType: "profile", targetId: props.userId }}
            label={`Report ${props.name}`}
            look="button"
          />
        </>
      );
    case "signedOut":
      return <SignInLink className="btn btn-small btn-primary">Sign in to follow</SignInLink>;
    case "loading":
      return <span className="profile-actions-pending" aria-hidden="true" />;
  }
}
