/**
 * The one modal dialog: a native `<dialog>` opened with `showModal()`, so the page behind it is
 * inert and Escape arrives as its `cancel` event. Labelled by its title; focus goes back to the
 * element that opened it.
 */
import { type MouseEvent, type ReactNode, useId, useLayoutEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { Icon } from "./icon.tsx";
import { iconX } from "./icon_paths.ts";

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

// The element covers the viewport and centres the panel itself (`.dialog-backdrop`), so the
// browser's own sizing, border and colours for a modal dialog are switched off.
const asBackdrop = {
  width: "auto",
  height: "auto",
  maxWidth: "none",
  maxHeight: "none",
  margin: 0,
  border: 0,
  color: "inherit",
  overflow: "visible",
} as const;

function DialogPanel(props: DialogProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  const onClose = useRef(props.onClose);
  onClose.current = props.onClose;

  useLayoutEffect(() => {
    const el = dialog.current!;
    const opener = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    el.showModal();
    (el.querySelector<HTMLElement>("[data-autofocus]") ?? panel.current!).focus();

    // Escape: the parent decides whether the dialog closes (a pending delete keeps it open).
    function onCancel(e: Event) {
      e.preventDefault();
      onClose.current();
    }
    // The browser may close it anyway (Escape twice without a click between): while the parent
    // still renders it, it stays open.
    function onNativeClose() {
      el.showModal();
    }
    el.addEventListener("cancel", onCancel);
    el.addEventListener("close", onNativeClose);
    return () => {
      el.removeEventListener("cancel", onCancel);
      el.removeEventListener("close", onNativeClose);
      if (el.open) el.close();
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // Close only when both press and release happen on the backdrop, so a text selection that
  // ends outside the panel does not close it.
  function onBackdropDown(e: MouseEvent<HTMLDialogElement>) {
    pressedOnBackdrop.current = e.target === e.currentTarget;
  }
  function onBackdropClick(e: MouseEvent<HTMLDialogElement>) {
    if (pressedOnBackdrop.current && e.target === e.currentTarget) props.onClose();
    pressedOnBackdrop.current = false;
  }

  return (
    <dialog
      ref={dialog}
      className="dialog-backdrop"
      style={asBackdrop}
      aria-labelledby={titleId}
      onMouseDown={onBackdropDown}
      onClick={onBackdropClick}
      // Escape belongs to the dialog: components around the opener must not act on it too.
      onKeyDown={(e) => e.key === "Escape" && e.stopPropagation()}
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
    </dialog>
  );
}

/** A modal dialog shown over the page (rendered into `document.body`) while `open` is true. */
export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === "undefined") return null;
  return createPortal(<DialogPanel {...props} />, document.body);
}
