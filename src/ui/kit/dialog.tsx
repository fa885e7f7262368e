/**
 * The titled dialog: a panel with a heading (which names it), a close button, its content and a
 * row of actions, centred on the modal layer of `modal.tsx`.
 */
import { type ReactNode, useId, useRef } from "react";
import { Icon } from "./icon.tsx";
import { iconX } from "./icon_paths.ts";
import { Modal } from "./modal.tsx";

export type DialogProps = {
  /** Only an open dialog renders anything. */
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  /** The button row at the bottom, e.g. a Close button. */
  actions?: ReactNode;
  /** A short line under the title. */
  subtitle?: string;
  /** Extra class on the panel, e.g. `dialog-wide`. */
  className?: string;
};

function DialogPanel(props: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  return (
    <Modal
      className="dialog-backdrop"
      labelledBy={titleId}
      initialFocus={panel}
      onClose={props.onClose}
    >
      <div
        ref={panel}
        tabIndex={-1}
        className={props.className ? `dialog ${props.className}` : "dialog"}
      >
        <div className="dialog-head">
          <div>
            <h2 id={titleId} className="dialog-title">{props.title}</h2>
            {props.subtitle && <p className="muted dialog-subtitle">{props.subtitle}</p>}
          </div>
          <button
            type="button"
            className="dialog-close"
            aria-label="Close dialog"
            onClick={props.onClose}
          >
            <Icon d={iconX} className="" />
          </button>
        </div>
        <div className="dialog-body">{props.children}</div>
        {props.actions && <div className="dialog-actions">{props.actions}</div>}
      </div>
    </Modal>
  );
}

/** A modal dialog shown over the page while `open` is true. */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return <DialogPanel {...props} />;
}

/** A confirmation's buttons: Cancel (focused first) and the dangerous act, both waiting while it
 * runs, the act saying so (`busyLabel`). */
export function ConfirmActions(props: {
  label: string;
  busyLabel: string;
  busy: boolean;
  /** Names the act's button for styles and tests. */
  className: string;
  onConfirm(): void;
  onCancel(): void;
}) {
  return (
    <>
      <button
        type="button"
        className="btn"
        onClick={props.onCancel}
        disabled={props.busy}
        data-autofocus
      >
        Cancel
      </button>
      <button
        type="button"
        className={`btn btn-danger ${props.className}`}
        onClick={props.onConfirm}
        disabled={props.busy}
        aria-busy={props.busy || undefined}
      >
        {props.busy ? props.busyLabel : props.label}
      </button>
    </>
  );
}
