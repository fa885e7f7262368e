/**
 * The author's delete confirmation (spec 000 §4 "Post card": delete dialog open, loading,
 * closed): Cancel or Delete; while deleting both wait, and a failure says 'Failed to delete post'.
 */
import { ConfirmActions, Dialog } from "../kit/dialog.tsx";
import { FormError } from "../kit/field.tsx";
import type { PostView } from "./types.ts";
import { useDeletePost } from "./use_post_mutations.ts";

export type DeleteDialogProps = {
  post: PostView;
  open: boolean;
  onClose(): void;
  onDeleted(): void;
};

export function DeleteDialog({ post, open, onClose, onDeleted }: DeleteDialogProps) {
  const remove = useDeletePost();
  const busy = remove.isPending;

  function close() {
    if (busy) return;
    remove.reset();
    onClose();
  }

  return (
    <Dialog
      open={open}
      title="Delete post?"
      onClose={close}
      actions={
        <ConfirmActions
          label="Delete"
          busyLabel="Deleting..."
          busy={busy}
          className="post-delete-confirm"
          onConfirm={() => remove.mutate({ id: post._id }, { onSuccess: onDeleted })}
          onCancel={close}
        />
      }
    >
      <p>
        <strong className="delete-title">“{post.title}”</strong>{" "}
        will be removed with its likes, comments and shares. This cannot be undone.
      </p>
      <FormError message={remove.isError ? "Failed to delete post" : null} />
    </Dialog>
  );
}
