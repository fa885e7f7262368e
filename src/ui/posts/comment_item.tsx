/** One comment: its author, how long ago, the text, and Delete for its author or the post's. */
import { Avatar } from "../kit/avatar.tsx";
import { TimeAgo } from "../kit/time_ago.tsx";
import type { CommentView } from "./types.ts";

export type CommentItemProps = {
  comment: CommentView;
  canDelete: boolean;
  deleting: boolean;
  onDelete(): void;
};

export function CommentItem({ comment, canDelete, deleting, onDelete }: CommentItemProps) {
  const { author } = comment;
  const profile = author.username ? `/profile/${author._id}` : null;
  return (
    <li className="comment" aria-busy={deleting || undefined}>
      <Avatar src={author.profilePicture} name={author.name} size={32} />
      <div className="comment-body">
        <div className="comment-head">
          {profile
            ? <a className="comment-author" href={profile}>{author.name}</a>
            : <span className="comment-author">{author.name}</span>}
          <TimeAgo className="comment-time" iso={comment.createdAt} after="date" />
          {canDelete && (
            <button
              type="button"
              className="link-button comment-delete"
              onClick={onDelete}
              disabled={deleting}
              aria-label={`Delete comment by ${author.name}`}
            >
              {deleting ? "Deleting..." : "Delete"}
            </button>
          )}
        </div>
        <p className="comment-text">{comment.content}</p>
      </div>
    </li>
  );
}
