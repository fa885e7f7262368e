/**
 * The one modal layer under every dialog: a native `<dialog>` opened with `showModal()`, so the
 * page behind it is inert and Escape arrives as its `cancel` event. Focus moves in, Tab stays in,
 * the page does not scroll, and on close focus goes back to the element that opened it.
 */
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useLayoutEffect,
  useRef,
} from "react";
import { createPortal } from "react-dom";

export type ModalProps = {
  onClose(): void;
  /** Classes of the `<dialog>` element, which covers the viewport. */
  className: string;
  children: ReactNode;
  /** The id of the element that names the dialog, or else `label`. */
  labelledBy?: string;
  label?: string;
  /** Focused on open unless an element inside carries `data-autofocus`. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Keys the owner handles (after Tab and Escape are dealt with). */
  onKeyDown?(e: KeyboardEvent<HTMLDialogElement>): void;
};

// The element covers the viewport and lays out its content itself, so the browser's own sizing,
// border and colours for a modal dialog are switched off.
const coverViewport = {
  width: "auto",
  height: "auto",
  maxWidth: "none",
  maxHeight: "none",
  margin: 0,
  border: 0,
  color: "inherit",
  overflow: "visible",
} as const;

const focusable = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled]):not([type=hidden])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

/** Tab past the last control goes to the first, Shift+Tab before the first to the last. */
function keepTabInside(e: KeyboardEvent<HTMLDialogElement>) {
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>(focusable)]
    .filter((el) => el.getClientRects().length > 0);
  if (items.length === 0) return e.preventDefault();
  const at = items.indexOf(document.activeElement as HTMLElement);
  const wrapTo = e.shiftKey
    ? (at <= 0 ? items.at(-1) : null)
    : (at === items.length - 1 ? items[0] : null);
  if (wrapTo) {
    e.preventDefault();
    wrapTo.focus();
  }
}

function ModalLayer(props: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const onClose = useRef(props.onClose);
  onClose.current = props.onClose;

  useLayoutEffect(() => {
    const el = dialog.current!;
    const opener = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    el.showModal();
    (el.querySelector<HTMLElement>("[data-autofocus]") ?? props.initialFocus?.current ?? el)
      .focus();

    // Escape: the owner decides whether the dialog closes (a pending delete keeps it open).
    function onCancel(e: Event) {
      e.preventDefault();
      onClose.current();
    }
    // The browser may close it anyway (Escape twice without a click between): while the owner
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

  // The backdrop is the element itself and anything inside marked `data-backdrop`. Close only
  // when both press and release happen on it, so a text selection that ends there does not.
  function onBackdrop(target: EventTarget, el: HTMLDialogElement) {
    return target === el || (target instanceof HTMLElement && "backdrop" in target.dataset);
  }
  function onMouseDown(e: MouseEvent<HTMLDialogElement>) {
    pressedOnBackdrop.current = onBackdrop(e.target, e.currentTarget);
  }
  function onClick(e: MouseEvent<HTMLDialogElement>) {
    if (pressedOnBackdrop.current && onBackdrop(e.target, e.currentTarget)) props.onClose();
    pressedOnBackdrop.current = false;
  }

  function onKeyDown(e: KeyboardEvent<HTMLDialogElement>) {
    // Escape belongs to the dialog: components around the opener must not act on it too.
    if (e.key === "Escape") return e.stopPropagation();
    if (e.key === "Tab") return keepTabInside(e);
    props.onKeyDown?.(e);
  }

  return (
    <dialog
      ref={dialog}
      className={props.className}
      style={coverViewport}
      aria-modal="true"
      aria-labelledby={props.labelledBy}
      aria-label={props.labelledBy ? undefined : props.label}
      onMouseDown={onMouseDown}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      {props.children}
    </dialog>
  );
}

/** A modal layer over the page (rendered into `document.body`) for as long as it is rendered. */
export function Modal(props: ModalProps) {
  if (typeof document === "undefined") return null;
  return createPortal(<ModalLayer {...props} />, document.body);
}
