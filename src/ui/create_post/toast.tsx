/**
 * A green success toast (spec 000 §4 "Post creation"): announced politely, gone after 3 s. The
 * live region is always there so screen readers notice the message when it appears.
 */
import { useEffect } from "react";
import { TOAST_MS } from "./constants.ts";

export type ToastProps = { message: string | null; onDone(): void };

export function Toast({ message, onDone }: ToastProps) {
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(onDone, TOAST_MS);
    return () => clearTimeout(timer);
  }, [message, onDone]);

  return (
    <div className="toast-region" role="status" aria-live="polite">
      {message && (
        <p className="toast toast-success">
          <svg className="toast-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d="M20 6 9 17l-5-5" />
          </svg>
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}
