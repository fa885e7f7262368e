/**
 * The expanded post creation box, loaded on first expand (spec 000 §2, §4, §5): type, title,
 * content, tags, and the roadmap section or the images. Cancel or Escape asks before discarding.
 */
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../client/query.tsx";
import type { SessionUser } from "../../http/session.ts";
import { Avatar } from "../kit/avatar.tsx";
import { Field, FormError } from "../kit/field.tsx";
import { TagInput } from "../kit/tag_input.tsx";
import { type CreatedPost, LIMITS, type PostKind } from "./constants.ts";
import { DiscardDialog } from "./discard_dialog.tsx";
import { type Draft, emptyDraft, isDirty } from "./draft.ts";
import { ImagePicker, useRevokeOnUnmount } from "./image_picker.tsx";
import { SectionFields } from "./section_fields.tsx";
import { invalidateNewPostLists } from "../posts/post_cache.ts";
import { CREATE_FAILED } from "./submit.ts";
import { TypeChoice } from "./type_choice.tsx";
import { type Stage, useDraftSubmit } from "./use_post_submit.ts";
import { MentionTextArea } from "../mentions/mention_text_area.tsx";

export type PostFormProps = {
  user: SessionUser;
  initialType: PostKind;
  onCancel(): void;
  onCreated(post: CreatedPost | null, type: PostKind): void;
};

const placeholders: Record<PostKind, { title: string; content: string }> = {
  text: { title: "Give your post a title", content: "Share what you learned, built or wondered" },
  section: { title: "Name your roadmap", content: "A short introduction (optional)" },
  image: { title: "Title for your images", content: "Tell the story behind them (optional)" },
};

const buttonText: Record<Stage, string> = {
  idle: "Post",
  uploading: "Uploading images...",
  posting: "Posting...",
};

export function PostForm({ user, initialType, onCancel, onCreated }: PostFormProps) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(initialType));
  const [confirming, setConfirming] = useState(false);
  const client = useQueryClient();
  const create = useMutation(trpc.posts.create.mutationOptions({
    // Not awaited: the student moves on while the lists the post joins are read again.
    onSuccess() {
      void invalidateNewPostLists(client);
    },
  }));
  const { stage, problem, setProblem, submit } = useDraftSubmit(id, draft, setDraft, {
    async send(input) {
      onCreated(await create.mutateAsync(input) ?? null, input.type);
    },
    failed: CREATE_FAILED,
    alertFailure: true,
  });
  useRevokeOnUnmount(draft.images);

  // Focus moves into the form as it opens.
  useEffect(() => document.getElementById(`${id}-title`)?.focus(), [id]);

  /** Changes the draft; a message about the earlier draft no longer applies. */
  function set(changes: Partial<Draft>) {
    setDraft((d) => ({ ...d, ...changes }));
    setProblem(null);
  }
  const errorFor = (field: string) => problem?.field === field ? problem.message : null;
  const busy = stage !== "idle";

  function requestClose() {
    if (busy) return;
    if (isDirty(draft)) setConfirming(true);
    else onCancel();
  }

  function onKeyDown(e: KeyboardEvent<HTMLFormElement>) {
    if (e.key !== "Escape" || e.defaultPrevented) return;
    e.preventDefault();
    requestClose();
  }

  const hint = placeholders[draft.type];
  return (
    <form
      className="create-post-form"
      aria-labelledby={`${id}-heading`}
      aria-busy={busy || undefined}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
      onKeyDown={onKeyDown}
    >
      <div className="create-post-head">
        <Avatar src={user.profilePicture} name={user.name} size={40} />
        <div>
          <h2 id={`${id}-heading`} className="create-post-heading">Create a post</h2>
          <p className="muted create-post-author">Posting as {user.name}</p>
        </div>
      </div>
      <TypeChoice value={draft.type} onChange={(type) => set({ type })} />
      <Field
        id={`${id}-title`}
        label="Title"
        required
        value={draft.title}
        maxLength={LIMITS.title}
        placeholder={hint.title}
        hint={`Required · ${draft.title.length}/${LIMITS.title}`}
        error={errorFor(`${id}-title`)}
        onChange={(e) => set({ title: e.target.value })}
      />
      <MentionTextArea
        id={`${id}-content`}
        label="Content"
        rows={draft.type === "text" ? 6 : 3}
        value={draft.content}
        maxLength={LIMITS.content}
        placeholder={hint.content}
        error={errorFor(`${id}-content`)}
        onChange={(content) => set({ content })}
        excludeId={user._id}
      />
      <TagInput
        id={`${id}-tags`}
        look="boxed"
        max={LIMITS.tags}
        maxLength={LIMITS.tag}
        tags={draft.tags}
        text={draft.tagText}
        error={errorFor(`${id}-tags`)}
        onChange={(tags, tagText) => set({ tags, tagText })}
      />
      {draft.type === "section" && (
        <SectionFields
          id={`${id}-section`}
          section={draft.section}
          errorFor={errorFor}
          onChange={(section) => set({ section })}
        />
      )}
      {draft.type === "image" && (
        <ImagePicker
          id={`${id}-images`}
          images={draft.images}
          errorFor={errorFor}
          onChange={(images) => set({ images })}
        />
      )}
      <FormError
        message={problem && !problem.field ? problem.message : null}
        className="create-post-error"
      />
      <div className="create-post-actions">
        <button
          type="button"
          className="btn"
          aria-disabled={busy || undefined}
          onClick={requestClose}
        >
          Cancel
        </button>
        <button
          type="submit"
          className="btn btn-primary create-post-submit"
          disabled={draft.title.trim() === ""}
          aria-disabled={busy || undefined}
        >
          {buttonText[stage]}
        </button>
      </div>
      <DiscardDialog
        open={confirming}
        onKeep={() => setConfirming(false)}
        onDiscard={onCancel}
      />
    </form>
  );
}
