/**
 * One comment: its author, how long ago, the text, and Delete for its author or the post's. A
 * comment the server has not stored yet is marked busy.
 */
import { Avatar } from "../kit/avatar.tsx";
import { TimeAgo } from "../kit/time_ago.tsx";
import type { CommentView } from "./types.ts";

export type CommentItemProps = {
  comment: CommentView;
  canDelete: boolean;
  pending: boolean;
  onDelete(): void;
};

export function CommentItem({ comment, canDelete, pending, onDelete }: CommentItemProps) {
  const { author } = comment;
  const profile = author.username ? `/profile/${author._id}` : null;
  return (
    <li className="comment" aria-busy={pending || undefined}>
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
              aria-label={`Delete comment by ${author.name}`}
            >
              Delete
            </button>
          )}
        </div>
        <p className="comment-text">{comment.content}</p>
      </div>
    </li>
  );
}
