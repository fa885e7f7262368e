/**
 * A student as a card (spec 000 §2 "user cards with View Profile"): avatar, name, @username,
 * department and year, a two-line bio, View Profile and an optional action such as Follow.
 */
import type { ReactNode } from "react";
import type { PublicUser } from "../../users/model.ts";
import { Avatar } from "../kit/avatar.tsx";
import { Icon } from "../kit/icon.tsx";
import { iconCheck } from "../kit/icon_paths.ts";

export type UserCardProps = {
  user: PublicUser;
  /** Shown beside View Profile, e.g. a FollowButton. */
  action?: ReactNode;
};

/** "Computer Science · Year 3", or whichever of the two the student has filled in. */
export function studyLine(user: Pick<PublicUser, "department" | "year">): string {
  return [user.department, user.year ? `Year ${user.year}` : ""].filter(Boolean).join(" · ");
}

export function UserCard({ user, action }: UserCardProps) {
  const line = studyLine(user);
  const titleId = `user-card-${user._id}`;
  return (
    <article className="card user-card" aria-labelledby={titleId} data-user={user.username}>
      <div className="user-card-head">
        <Avatar src={user.profilePicture} name={user.name} size={52} />
        <div className="user-card-who">
          <h3 id={titleId} className="user-card-name">
            {user.name}
            {user.isVerified && (
              <span className="user-card-verified" title="Verified student">
                <Icon d={iconCheck} size={16} strokeWidth={3} sharp className="" />
                <span className="visually-hidden">Verified</span>
              </span>
            )}
          </h3>
          <p className="user-card-username">@{user.username}</p>
        </div>
      </div>
      <div className="user-card-tags">
        <p className="user-card-study">{line || "Department not set"}</p>
        {user.specialization && <span className="badge">{user.specialization}</span>}
      </div>
      <p className={user.bio ? "user-card-bio" : "user-card-bio muted"}>
        {user.bio || "No bio yet."}
      </p>
      <div className="user-card-actions">
        <a
          className="btn btn-small"
          href={`/profile/${user._id}`}
          aria-label={`View Profile of ${user.name}`}
        >
          View Profile
        </a>
        {action}
      </div>
    </article>
  );
}
