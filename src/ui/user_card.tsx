/**
 * A student as a card (spec 000 §2 "user cards with View Profile"): avatar, name, @username,
 * department and year, a two-line bio, View Profile and an optional action such as Follow.
 */
import type { ReactNode } from "react";
import type { PublicUser } from "../users/model.ts";
import { Avatar } from "./avatar.tsx";

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
                <svg viewBox="0 0 24 24" width={16} height={16} aria-hidden="true">
                  <path d="M20 6 9 17l-5-5" fill="none" stroke="currentColor" strokeWidth={3} />
                </svg>
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
