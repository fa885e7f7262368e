/**
 * The header's notifications bell and dropdown (spec 000 §2): title, Mark all read, the empty
 * state and 'View all notifications'. The badge shows the unread count, 9+ above 9.
 */
import { useEffect, useRef, useState } from "react";

export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? "9+" : String(count);
}

export default function NotificationBell() {
  const [open, setOpen] = useState(false);
  const [unread] = useState(0);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    function onDown(e: MouseEvent) {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    }
    function onKey(e: KeyboardEvent) {
      if (e.key === "Escape") setOpen(false);
    }
    addEventListener("mousedown", onDown);
    addEventListener("keydown", onKey);
    return () => {
      removeEventListener("mousedown", onDown);
      removeEventListener("keydown", onKey);
    };
  }, [open]);

  const badge = badgeText(unread);
  return (
    <div className="bell" ref={root}>
      <button
        type="button"
        className="bell-button"
        aria-expanded={open}
        aria-haspopup="true"
        aria-label={badge ? `Notifications, ${unread} unread` : "Notifications"}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        {badge && <span className="bell-badge">{badge}</span>}
      </button>
      {open && (
        <div className="bell-panel" role="dialog" aria-label="Notifications">
          <div className="bell-head">
            <h2>Notifications</h2>
            <button type="button" className="btn btn-small" disabled={unread === 0}>
              Mark all read
            </button>
          </div>
          <p className="bell-empty">No notifications yet</p>
          <button type="button" className="btn btn-small bell-all">View all notifications</button>
        </div>
      )}
    </div>
  );
}
