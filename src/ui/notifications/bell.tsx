/**
 * The header's notifications bell and dropdown (spec 000 §2 "Notifications dropdown"): title,
 * Mark all read, Open panel (the overlay panel with the same data), the list or 'No
 * notifications yet', and a 'View all notifications' button with no action. The badge shows the
 * unread count, 9+ above 9; items say Xd ago after a day.
 */
import { useEffect, useRef, useState } from "react";
import { Icon } from "../kit/icon.tsx";
import { iconBellSolid } from "../kit/icon_paths.ts";
import { useDismiss } from "../kit/use_dismiss.ts";
import { MarkAllRead, NotificationList } from "./notification_list.tsx";
import { NotificationsPanel } from "./notifications_panel.tsx";
import { badgeText } from "../kit/format.ts";
import { useNotificationList, useUnreadCounts } from "./queries.ts";

/** The address fragment that opens the notifications panel. */
export const NOTIFICATIONS_HASH = "#notifications";

export default function NotificationBell() {
  const [open, setOpen] = useState(false);
  const [panel, setPanel] = useState(false);
  const { unread } = useUnreadCounts(true);
  const list = useNotificationList(open || panel);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useDismiss(open, root, button, () => setOpen(false));

  // A link to `#notifications` (the sitemap's Notifications) opens the panel on any page.
  useEffect(() => {
    function fromHash() {
      if (location.hash !== NOTIFICATIONS_HASH) return;
      setOpen(false);
      setPanel(true);
      // Closing and reloading should not open it again.
      history.replaceState(history.state, "", location.pathname + location.search);
    }
    fromHash();
    addEventListener("hashchange", fromHash);
    return () => removeEventListener("hashchange", fromHash);
  }, []);

  function toggle() {
    setOpen(!open);
  }

  function openPanel() {
    setOpen(false);
    setPanel(true);
  }

  function closePanel() {
    setPanel(false);
    // The dropdown that opened the panel is gone: focus goes back to the bell.
    requestAnimationFrame(() => button.current?.focus());
  }

  const badge = badgeText(unread);
  return (
    <div className="bell" ref={root}>
      <button
        ref={button}
        type="button"
        className="bell-button"
        aria-expanded={open}
        aria-haspopup="true"
        aria-label={badge ? `Notifications, ${unread} unread` : "Notifications"}
        onClick={toggle}
      >
        <Icon d={iconBellSolid} size={22} solid className="" />
        {badge && <span className="bell-badge" data-count={unread}>{badge}</span>}
      </button>
      {open && (
        <div className="bell-panel" role="dialog" aria-label="Notifications">
          <div className="bell-head">
            <h2>Notifications</h2>
            <div className="bell-actions">
              <button type="button" className="link-button" onClick={openPanel}>
                Open panel
              </button>
              <MarkAllRead unread={unread} className="link-button" />
              <a className="link-button" href="/settings/notifications">Settings</a>
            </div>
          </div>
          <NotificationList
            list={list}
            className="bell-list"
            emptyClassName="bell-empty"
            label="Recent notifications"
            after="days"
          />
          <button type="button" className="btn btn-small bell-all">View all notifications</button>
        </div>
      )}
      <NotificationsPanel open={panel} onClose={closePanel} unread={unread} list={list} />
    </div>
  );
}
