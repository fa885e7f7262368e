/**
 * One comment: its author, how long ago, the text ("edited" once changed), Edit in place for its
 * author and Delete for its author or the post's. A comment not stored yet is marked busy.
 */
import { useState } from "react";
import { LIMITS } from "../../shared/post_rules.ts";
import { Avatar } from "../kit/avatar.tsx";
import { InlineEdit } from "../kit/inline_edit.tsx";
import { MentionedText } from "../kit/linked_text.tsx";
import { TimeAgo } from "../kit/time_ago.tsx";
import type { CommentView } from "./types.ts";
import { ReportButton } from "../safety/report_button.tsx";

export type CommentItemProps = {
  comment: CommentView;
  canDelete: boolean;
  canEdit: boolean;
  /** A signed-in student other than its author may report it. */
  canReport: boolean;
  pending: boolean;
  onDelete(): void;
  /** Resolves once the server stored the new text. */
  onEdit(content: string): Promise<unknown>;
};

export function CommentItem(
  { comment, canDelete, canEdit, canReport, pending, onDelete, onEdit }: CommentItemProps,
) {
  const { author } = comment;
  const [editing, setEditing] = useState(false);
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
          {comment.editedAt && <span className="edited-mark">edited</span>}
          {(canEdit || canDelete || (canReport && !pending)) && (
            <span className="comment-actions">
              {canReport && !pending && (
                <ReportButton
                  subject={{
                    targetType: "comment",
                    targetId: comment._id,
                    parentId: comment.postId,
                  }}
                  label={`Report comment by ${author.name}`}
                  look="link"
                  className="link-button comment-report"
                />
              )}
              {canEdit && !editing && (
                <button
                  type="button"
                  className="link-button comment-edit"
                  onClick={() => setEditing(true)}
                  aria-label={`Edit comment by ${author.name}`}
                >
                  Edit
                </button>
              )}
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
            </span>
          )}
        </div>
        {editing
          ? (
            <InlineEdit
              initial={comment.content}
              label="Edit comment"
              maxLength={LIMITS.comment}
              onSave={(content) => onEdit(content).then(() => setEditing(false))}
              onCancel={() => setEditing(false)}
            />
          )
          : (
            <p className="comment-text">
              <MentionedText text={comment.content} mentions={comment.mentions} />
            </p>
          )}
      </div>
    </li>
  );
}
