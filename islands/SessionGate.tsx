/**
 * Shown on a guarded page while a session is being resumed: 'Loading...', then either the page
 * (after the refresh succeeds) or `/login`, which returns here (spec 000 §2, 001 §4).
 */
import { useEffect } from "react";
import { authHref, safeReturnPath } from "../src/shared/return_path.ts";

export type SessionGateProps = { next: string };

export default function SessionGate({ next }: SessionGateProps) {
  const toLogin = authHref(next);
  useEffect(() => {
    let cancelled = false;
    fetch("/api/auth/refresh", { method: "POST", credentials: "same-origin" })
      .then((res) => {
        if (cancelled) return;
        if (res.ok) location.replace(safeReturnPath(next) ?? "/");
        else location.replace(toLogin);
      })
      .catch(() => !cancelled && location.replace(toLogin));
    return () => void (cancelled = true);
  }, [next]);

  return (
    <div className="container loading" role="status" aria-live="polite">
      <p>Loading...</p>
      <noscript>
        <a href={toLogin}>Sign in to continue</a>
      </noscript>
    </div>
  );
}
