/**
 * The comment panel (spec 000 §4, §5, §6, §8): the comments oldest first, a box to add one (not
 * empty once trimmed, signed-in students only), Edit for a comment's author and Delete for its
 * author or the post's author. Comments come from the query cache; adding and deleting show at once.
 */
import { useId, useRef, useState } from "react";
import { useInfiniteQuery } from "@tanstack/react-query";
import type { SessionUser } from "../../http/session.ts";
import { LIMITS } from "../../shared/post_rules.ts";
import { MoreButton } from "../kit/buttons.tsx";
import { SignInLink } from "../kit/sign_in_link.tsx";
import { FormError } from "../kit/field.tsx";
import { CommentItem } from "./comment_item.tsx";
import { useMentionSuggest } from "../mentions/use_mention_suggest.tsx";
import { commentsOptions } from "./queries.ts";
import type { PostView } from "./types.ts";
import { commentsOf, useAddComment, useDeleteComment, useEditComment } from "./use_comments.ts";

export type CommentPanelProps = {
  /** The element id the comment button points at. */
  id: string;
  post: PostView;
  viewer: SessionUser | null;
};

export function CommentPanel({ id, post, viewer }: CommentPanelProps) {
  const list = useInfiniteQuery(commentsOptions(post._id));
  const add = useAddComment(post._id, viewer);
  const remove = useDeleteComment(post._id);
  const edit = useEditComment(post._id);
  const [text, setText] = useState("");
  const inputId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const mention = useMentionSuggest(text, setText, input, { excludeId: viewer?._id });
  const comments = commentsOf(list.data);
  const viewerId = viewer?._id ?? null;
  const isPostAuthor = viewerId !== null && viewerId === post.author._id;

  function send(e: { preventDefault(): void }) {
    e.preventDefault();
    const content = text.trim();
    if (!content || !viewerId) return;
    setText("");
    // A refused comment goes back into the box, unless something new was typed meanwhile.
    add.mutate({ id: post._id, content }, { onError: () => setText((t) => t || content) });
  }

  return (
    <section id={id} className="comments" aria-label={`Comments on ${post.title}`}>
      <FormError
        message={list.isFetchNextPageError && !list.isFetching
          ? "Failed to load comments. Please try again."
          : null}
      />
      {!list.data && (list.isError && !list.isFetching
        ? (
          <div className="comments-note" role="alert">
            <span>Failed to load comments.</span>{" "}
            <button type="button" className="link-button" onClick={() => void list.refetch()}>
              Try Again
            </button>
          </div>
        )
        : <p className="comments-note" role="status">Loading comments...</p>)}
      {list.data && comments.length === 0 && (
        <p className="comments-note">No comments yet. Start the conversation.</p>
      )}
      {comments.length > 0 && (
        <ul className="comment-list">
          {comments.map((c) => (
            <CommentItem
              key={c._id}
              comment={c}
              canDelete={!c.pending && viewerId !== null &&
                (isPostAuthor || c.author._id === viewerId)}
              canEdit={!c.pending && viewerId !== null && c.author._id === viewerId}
              canReport={viewerId !== null && c.author._id !== viewerId && !!c.author.username}
              pending={!!c.pending}
              onDelete={() => remove.mutate({ id: post._id, commentId: c._id })}
              onEdit={(content) => edit.mutateAsync({ id: post._id, commentId: c._id, content })}
            />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <MoreButton
          label="Show more comments"
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
          className="link-button comments-more"
        />
      )}
      {viewerId
        ? (
          <form className="comment-form" onSubmit={send}>
            <label className="visually-hidden" htmlFor={inputId}>Add a comment</label>
            <div className="mention-field">
              <textarea
                id={inputId}
                ref={input}
                className="input"
                rows={1}
                maxLength={LIMITS.comment}
                placeholder="Write a comment..."
                value={text}
                {...mention.fieldProps}
                onChange={(e) => {
                  setText(e.target.value);
                  mention.fieldProps.onSelect(e);
                }}
                onKeyDown={(e) => {
                  if (mention.onKeyDown(e)) return;
                  if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) send(e);
                }}
              />
              {mention.list}
            </div>
            <button type="submit" className="btn btn-small btn-primary" disabled={!text.trim()}>
              Post
            </button>
          </form>
        )
        : (
          <p className="comments-note">
            <SignInLink>Sign in</SignInLink> to join the conversation.
          </p>
        )}
    </section>
  );
}
