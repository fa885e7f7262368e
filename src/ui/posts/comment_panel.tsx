/**
 * The comment panel (spec 000 §4, §5, §6, §8): the comments oldest first, a box to add one (not
 * empty once trimmed, signed-in students only), and Delete for a comment's author or the post's
 * author, with the spec's message for each failure.
 */
import { useEffect, useId, useState } from "react";
import { trpc } from "../../client/trpc.ts";
import { LIMITS } from "../../shared/post_rules.ts";
import { MoreButton, SubmitButton } from "../kit/buttons.tsx";
import { FormError } from "../kit/field.tsx";
import { CommentItem } from "./comment_item.tsx";
import { type CommentView, httpStatus, type PostView } from "./types.ts";

export type CommentPanelProps = {
  /** The element id the comment button points at. */
  id: string;
  post: PostView;
  viewerId: string | null;
  /** The post's comment count went up or down by one. */
  onCount(delta: 1 | -1): void;
};

type ListState =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; comments: CommentView[]; cursor: string | null };

function deleteMessage(err: unknown): string {
  const status = httpStatus(err);
  if (status === 404) return "Comment not found.";
  if (status === 403) return "You are not authorized to delete this comment.";
  return "Failed to delete comment. Please try again.";
}

export function CommentPanel({ id, post, viewerId, onCount }: CommentPanelProps) {
  const [list, setList] = useState<ListState>({ status: "loading" });
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const [addError, setAddError] = useState("");
  const [notice, setNotice] = useState("");
  const [deleting, setDeleting] = useState<string | null>(null);
  const [more, setMore] = useState(false);
  const inputId = useId();

  async function load(cursor?: string) {
    if (cursor) setMore(true);
    else setList({ status: "loading" });
    try {
      const page = await trpc.posts.comments.query(
        cursor ? { id: post._id, cursor } : { id: post._id },
      );
      setList((s) => ({
        status: "ready",
        comments: cursor && s.status === "ready"
          ? [...s.comments, ...page.comments]
          : page.comments,
        cursor: page.cursor,
      }));
    } catch {
      if (!cursor) setList({ status: "error" });
      else setNotice("Failed to load comments. Please try again.");
    } finally {
      setMore(false);
    }
  }

  useEffect(() => {
    void load();
  }, [post._id]);

  async function add(e: { preventDefault(): void }) {
    e.preventDefault();
    const content = text.trim();
    if (!content || sending || !viewerId) return;
    setSending(true);
    setAddError("");
    try {
      const comment = await trpc.posts.comment.mutate({ id: post._id, content });
      setList((s) => (s.status === "ready" ? { ...s, comments: [...s.comments, comment] } : s));
      setText("");
      onCount(1);
    } catch {
      setAddError("Failed to add comment. Please try again.");
    } finally {
      setSending(false);
    }
  }

  async function remove(comment: CommentView) {
    if (deleting) return;
    setDeleting(comment._id);
    setNotice("");
    const drop = () =>
      setList((s) =>
        s.status === "ready"
          ? { ...s, comments: s.comments.filter((c) => c._id !== comment._id) }
          : s
      );
    try {
      await trpc.posts.deleteComment.mutate({ id: post._id, commentId: comment._id });
      drop();
      onCount(-1);
    } catch (err) {
      setNotice(deleteMessage(err));
      // Someone else removed it already: it is gone either way.
      if (httpStatus(err) === 404) drop();
    } finally {
      setDeleting(null);
    }
  }

  const isPostAuthor = viewerId !== null && viewerId === post.author._id;

  return (
    <section id={id} className="comments" aria-label={`Comments on ${post.title}`}>
      <FormError message={notice} />
      {list.status === "loading" && (
        <p className="comments-note" role="status">Loading comments...</p>
      )}
      {list.status === "error" && (
        <div className="comments-note" role="alert">
          <span>Failed to load comments.</span>{" "}
          <button type="button" className="link-button" onClick={() => void load()}>
            Try Again
          </button>
        </div>
      )}
      {list.status === "ready" && list.comments.length === 0 && (
        <p className="comments-note">No comments yet. Start the conversation.</p>
      )}
      {list.status === "ready" && list.comments.length > 0 && (
        <ul className="comment-list">
          {list.comments.map((c) => (
            <CommentItem
              key={c._id}
              comment={c}
              canDelete={viewerId !== null && (isPostAuthor || c.author._id === viewerId)}
              deleting={deleting === c._id}
              onDelete={() => void remove(c)}
            />
          ))}
        </ul>
      )}
      {list.status === "ready" && list.cursor && (
        <MoreButton
          label="Show more comments"
          loading={more}
          onClick={() => void load(list.cursor ?? undefined)}
          className="link-button comments-more"
        />
      )}
      {viewerId
        ? (
          <form className="comment-form" onSubmit={(e) => void add(e)}>
            <label className="visually-hidden" htmlFor={inputId}>Add a comment</label>
            <textarea
              id={inputId}
              className="input"
              rows={1}
              maxLength={LIMITS.comment}
              placeholder="Write a comment..."
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) void add(e);
              }}
            />
            <SubmitButton
              label="Post"
              busyLabel="Posting..."
              busy={sending}
              disabled={!text.trim()}
              className="btn btn-small btn-primary"
            />
            <FormError message={addError} className="form-error comment-error" />
          </form>
        )
        : (
          <p className="comments-note">
            <a href="/login">Sign in</a> to join the conversation.
          </p>
        )}
    </section>
  );
}
