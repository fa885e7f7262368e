/** One row of "Suggested for you": avatar, name linking to the profile, @username, a Follow. */
import type { ReactNode } from "react";
import type { PublicUser } from "../../users/model.ts";
import { Avatar } from "../kit/avatar.tsx";
import { studyLine } from "./user_card.tsx";

export function SuggestedRow({ user, action }: { user: PublicUser; action?: ReactNode }) {
  const line = studyLine(user);
  return (
    <li className="suggested-row" data-user={user.username}>
      <Avatar src={user.profilePicture} name={user.name} size={40} />
      <div className="suggested-who">
        <a className="suggested-name" href={`/profile/${user._id}`}>{user.name}</a>
        <span className="suggested-meta">@{user.username}</span>
        {line && <span className="suggested-meta" title={line}>{line}</span>}
      </div>
      {action}
    </li>
  );
}
