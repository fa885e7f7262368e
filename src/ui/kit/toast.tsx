/**
 * The one toast: a short notice announced politely and gone after the time it asks for. The
 * live region is always there, so screen readers notice the message when it appears.
 */
import { useEffect } from "react";
import { Icon } from "./icon.tsx";

export type ToastMessage = {
  text: string;
  /** How long it stays. */
  ms: number;
  /** A new id shows the same text again as a new notice. */
  id: number;
};

export type ToastProps = {
  toast: ToastMessage | null;
  onDone(): void;
  /** The look, e.g. `toast-success` or `room-toast`. */
  className: string;
  /** Path data of an icon before the text. */
  icon?: string;
};

/** A notice saying `text` for `ms` milliseconds. */
export function toastOf(text: string, ms: number): ToastMessage {
  return { text, ms, id: Date.now() };
}

export function Toast({ toast, onDone, className, icon }: ToastProps) {
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(onDone, toast.ms);
    return () => clearTimeout(timer);
  }, [toast, onDone]);

  return (
    <div className="toast-region" role="status" aria-live="polite">
      {toast && (
        <p key={toast.id} className={`toast ${className}`}>
          {icon && <Icon d={icon} className="toast-icon" />}
          <span>{toast.text}</span>
        </p>
      )}
    </div>
  );
}
