/**
 * The top of a post card: the author's picture and name, @username linking to their profile, how
 * long ago it was posted, and a slot on the right (the author's Edit and Delete, a Follow).
 */
import type { ReactNode } from "react";
import { Avatar } from "../kit/avatar.tsx";
import { TimeAgo } from "../kit/time_ago.tsx";
import type { PostView } from "./types.ts";

export function PostHeader(props: { post: PostView; actions?: ReactNode }) {
  const { author } = props.post;
  // A removed account keeps its posts under "Former student", with no profile to link to.
  const profile = author.username ? `/profile/${author._id}` : null;
  const edited = Date.parse(props.post.updatedAt) - Date.parse(props.post.createdAt) > 60_000;
  return (
    <header className="post-head">
      {profile
        ? (
          <a href={profile} className="post-avatar" tabIndex={-1} aria-hidden="true">
            <Avatar src={author.profilePicture} name={author.name} size={44} />
          </a>
        )
        : (
          <span className="post-avatar">
            <Avatar src={author.profilePicture} name={author.name} size={44} />
          </span>
        )}
      <div className="post-byline">
        {profile
          ? <a className="post-author" href={profile}>{author.name}</a>
          : <span className="post-author">{author.name}</span>}
        <span className="post-meta">
          {profile && (
            <a className="post-username" href={profile} title={`@${author.username}`}>
              @{author.username}
            </a>
          )}
          <span className="post-when">
            {profile && <span aria-hidden="true">·</span>}
            <TimeAgo iso={props.post.createdAt} after="date" />
            {edited && <span className="post-edited">(edited)</span>}
          </span>
        </span>
      </div>
      {props.actions && <div className="post-head-actions">{props.actions}</div>}
    </header>
  );
}
