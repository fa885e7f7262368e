/**
 * Shown on a guarded page while a session is being resumed: 'Loading...', then either the page
 * (after the refresh succeeds) or `/login` (spec 000 §2, 001 §4 "Session guard").
 */
import { useEffect } from "react";

export type SessionGateProps = { next: string };

export default function SessionGate({ next }: SessionGateProps) {
  useEffect(() => {
    let cancelled = false;
    fetch("/api/auth/refresh", { method: "POST", credentials: "same-origin" })
      .then((res) => {
        if (cancelled) return;
        if (res.ok) location.replace(next);
        else location.replace("/login");
      })
      .catch(() => !cancelled && location.replace("/login"));
    return () => void (cancelled = true);
  }, [next]);

  return (
    <div className="container loading" role="status" aria-live="polite">
      <p>Loading...</p>
      <noscript>
        <a href="/login">Sign in to continue</a>
      </noscript>
    </div>
  );
}
