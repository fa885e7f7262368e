/**
 * The author's inline edit form (spec 000 §4 "Post card": view, edit, save or cancel): title
 * (required once trimmed), content and tags; a failed save shows 'Failed to update post'. A save
 * waits for the server, then every copy of the post on the page shows it.
 */
import { useEffect, useId, useRef, useState } from "react";
import { LIMITS } from "../../shared/post_rules.ts";
import { SubmitButton } from "../kit/buttons.tsx";
import { Field, FormError, TextAreaField } from "../kit/field.tsx";
import { TagInput } from "../kit/tag_input.tsx";
import type { PostView } from "./types.ts";
import { useUpdatePost } from "./use_post_mutations.ts";

export type PostEditFormProps = {
  post: PostView;
  onSaved(): void;
  onCancel(): void;
};

export function PostEditForm({ post, onSaved, onCancel }: PostEditFormProps) {
  const [title, setTitle] = useState(post.title);
  const [content, setContent] = useState(post.content);
  const [tags, setTags] = useState(post.tags);
  const [tagText, setTagText] = useState("");
  const update = useUpdatePost();
  // Still busy after a save, until the form closes.
  const busy = update.isPending || update.isSuccess;
  const titleRef = useRef<HTMLInputElement>(null);
  const ids = useId();

  useEffect(() => titleRef.current?.focus(), []);

  function save(e: { preventDefault(): void }) {
    e.preventDefault();
    if (!title.trim() || busy) return;
    update.mutate(
      { id: post._id, changes: { title: title.trim(), content, tags } },
      { onSuccess: onSaved },
    );
  }

  return (
    <form
      className="post-edit"
      aria-label={`Edit ${post.title}`}
      onSubmit={save}
      onKeyDown={(e) => {
        if (e.key === "Escape" && !busy) {
          e.stopPropagation();
          onCancel();
        }
      }}
    >
      <Field
        ref={titleRef}
        id={`${ids}-title`}
        label="Title"
        value={title}
        maxLength={LIMITS.title}
        required
        error={title.trim() ? null : "Title is required"}
        onChange={(e) => setTitle(e.target.value)}
      />
      <TextAreaField
        id={`${ids}-content`}
        label="Content"
        rows={6}
        maxLength={LIMITS.content}
        value={content}
        onChange={(e) => setContent(e.target.value)}
      />
      <TagInput
        id={`${ids}-tags`}
        look="plain"
        max={LIMITS.tags}
        maxLength={LIMITS.tag}
        tags={tags}
        text={tagText}
        onChange={(t, text) => {
          setTags(t);
          setTagText(text);
        }}
      />
      <FormError message={update.isError ? "Failed to update post" : null} />
      <div className="post-edit-actions">
        <button type="button" className="btn btn-small" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <SubmitButton
          label="Save"
          busyLabel="Saving..."
          busy={busy}
          disabled={!title.trim()}
          className="btn btn-small btn-primary"
        />
      </div>
    </form>
  );
}
