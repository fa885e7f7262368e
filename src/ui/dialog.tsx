/**
 * The one modal dialog islands use: labelled by its title, focus moved in and trapped while open,
 * closed by Escape or a backdrop click, focus handed back to the opener when it closes.
 */
import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
} from "react";
import { createPortal } from "react-dom";

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

const focusable = [
  "a[href]:not([aria-disabled='true'])",
  "button:not([disabled])",
  "input:not([disabled])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

function focusableIn(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(focusable)].filter((el) =>
    el.getClientRects().length > 0
  );
}

function DialogPanel(props: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);
  const onClose = useRef(props.onClose);
  onClose.current = props.onClose;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    const el = panel.current!;
    (el.querySelector<HTMLElement>("[data-autofocus]") ?? el).focus();

    function onKey(e: globalThis.KeyboardEvent) {
      if (e.key !== "Escape") return;
      e.stopPropagation();
      onClose.current();
    }
    // Focus that escapes (a click outside, a screen reader jump) is brought back in.
    function onFocusIn(e: FocusEvent) {
      if (!el.contains(e.target as Node)) el.focus();
    }
    document.addEventListener("keydown", onKey, true);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKey, true);
      document.removeEventListener("focusin", onFocusIn);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function trapTab(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key !== "Tab") return;
    const items = focusableIn(panel.current!);
    if (items.length === 0) {
      e.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (e.shiftKey && (active === first || active === panel.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  }

  // Close only when both press and release happen on the backdrop, so a text selection that
  // ends outside the panel does not close it.
  function onBackdropDown(e: MouseEvent<HTMLDivElement>) {
    pressedOnBackdrop.current = e.target === e.currentTarget;
  }
  function onBackdropClick(e: MouseEvent<HTMLDivElement>) {
    if (pressedOnBackdrop.current && e.target === e.currentTarget) props.onClose();
    pressedOnBackdrop.current = false;
  }

  return (
    <div className="dialog-backdrop" onMouseDown={onBackdropDown} onClick={onBackdropClick}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={props.className ? `dialog ${props.className}` : "dialog"}
        onKeyDown={trapTab}
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
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path d="M18 6 6 18M6 6l12 12" />
            </svg>
          </button>
        </div>
        <div className="dialog-body">{props.children}</div>
        {props.actions && <div className="dialog-actions">{props.actions}</div>}
      </div>
    </div>
  );
}

/** A modal dialog rendered over the page (into `document.body`) while `open` is true. */
export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === "undefined") return null;
  return createPortal(<DialogPanel {...props} />, document.body);
}
