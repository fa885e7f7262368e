/**
 * The author's inline edit form (spec 000 §4 "Post card": view, edit, save or cancel): everything
 * the creation box sets, with its fields, rules and messages — title, content, tags, and the
 * roadmap section or the images (new ones uploaded on save). The type stays. A refusal keeps the
 * form open with the server's sentence; a request that fails shows 'Failed to update post'.
 */
import { useEffect, useId, useState } from "react";
import { SubmitButton } from "../kit/buttons.tsx";
import { Field, FormError } from "../kit/field.tsx";
import { TagInput } from "../kit/tag_input.tsx";
import { LIMITS } from "../create_post/constants.ts";
import { type Draft, draftOf } from "../create_post/draft.ts";
import { ImagePicker, useRevokeOnUnmount } from "../create_post/image_picker.tsx";
import { SectionFields } from "../create_post/section_fields.tsx";
import { useDraftSubmit } from "../create_post/use_post_submit.ts";
import { MentionTextArea } from "../mentions/mention_text_area.tsx";
import type { PostView } from "./types.ts";
import { useUpdatePost } from "./use_post_mutations.ts";

export const UPDATE_FAILED = "Failed to update post";

export type PostEditFormProps = {
  post: PostView;
  /** Opened to describe the images: the first image without a description takes focus. */
  describeImages?: boolean;
  onSaved(): void;
  onCancel(): void;
};

export function PostEditForm({ post, describeImages, onSaved, onCancel }: PostEditFormProps) {
  const ids = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(post));

  const update = useUpdatePost();
  const { stage, problem, setProblem, submit } = useDraftSubmit(ids, draft, setDraft, {
    async send({ type: _type, ...changes }) {
      await update.mutateAsync({ id: post._id, changes });
      onSaved();
    },
    failed: UPDATE_FAILED,
    alertFailure: false,
  });
  useRevokeOnUnmount(draft.images);
  // Still busy after a save, until the form closes.
  const busy = stage !== "idle" || update.isSuccess;

  useEffect(() => {
    const undescribed = describeImages && draft.images.find((i) => !i.alt.trim());
    const first = undescribed ? `${ids}-images-alt-${undescribed.key}` : `${ids}-title`;
    document.getElementById(first)?.focus();
  }, []);

  /** Changes the draft; a message about the earlier draft no longer applies. */
  function set(changes: Partial<Draft>) {
    setDraft((d) => ({ ...d, ...changes }));
    setProblem(null);
  }
  const errorFor = (field: string) => problem?.field === field ? problem.message : null;

  return (
    <form
      className="post-edit"
      aria-label={`Edit ${post.title}`}
      aria-busy={busy || undefined}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) void submit();
      }}
      onKeyDown={(e) => {
        if (e.key === "Escape" && !busy && !e.defaultPrevented) {
          e.stopPropagation();
          onCancel();
        }
      }}
    >
      <Field
        id={`${ids}-title`}
        label="Title"
        value={draft.title}
        maxLength={LIMITS.title}
        required
        error={draft.title.trim() ? errorFor(`${ids}-title`) : "Title is required"}
        onChange={(e) => set({ title: e.target.value })}
      />
      <MentionTextArea
        id={`${ids}-content`}
        label="Content"
        rows={post.type === "text" ? 6 : 3}
        maxLength={LIMITS.content}
        value={draft.content}
        error={errorFor(`${ids}-content`)}
        onChange={(content) => set({ content })}
        excludeId={post.author._id}
      />
      <TagInput
        id={`${ids}-tags`}
        look="plain"
        max={LIMITS.tags}
        maxLength={LIMITS.tag}
        tags={draft.tags}
        text={draft.tagText}
        error={errorFor(`${ids}-tags`)}
        onChange={(tags, tagText) => set({ tags, tagText })}
      />
      {post.type === "section" && (
        <SectionFields
          id={`${ids}-section`}
          section={draft.section}
          errorFor={errorFor}
          onChange={(section) => set({ section })}
        />
      )}
      {post.type === "image" && (
        <ImagePicker
          id={`${ids}-images`}
          images={draft.images}
          errorFor={errorFor}
          onChange={(images) => set({ images })}
        />
      )}
      <FormError message={problem && !problem.field ? problem.message : null} />
      <div className="post-edit-actions">
        <button type="button" className="btn btn-small" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <SubmitButton
          label="Save"
          busyLabel={stage === "uploading" ? "Uploading images..." : "Saving..."}
          busy={busy}
          disabled={!draft.title.trim()}
          className="btn btn-small btn-primary"
        />
      </div>
    </form>
  );
}
