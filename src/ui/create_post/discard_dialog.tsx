/** "Discard this post?": asked before a box with something typed in it collapses. */
import { Dialog } from "../kit/dialog.tsx";

export function DiscardDialog(props: { open: boolean; onKeep(): void; onDiscard(): void }) {
  return (
    <Dialog
      open={props.open}
      title="Discard this post?"
      onClose={props.onKeep}
      actions={
        <>
          <button type="button" className="btn" data-autofocus onClick={props.onKeep}>
            Keep editing
          </button>
          <button type="button" className="btn btn-danger" onClick={props.onDiscard}>
            Discard
          </button>
        </>
      }
    >
      <p className="muted">What you have written here will be lost.</p>
    </Dialog>
  );
}
