/**
 * The overlay notifications panel (spec 000 §2): the same notifications as the header dropdown,
 * in a dialog, with the older panel's rules: a date after 24 hours, and Delete on each item.
 */
import { Dialog } from "../kit/dialog.tsx";
import { Icon } from "../kit/icon.tsx";
import { iconBin } from "../kit/icon_paths.ts";
import { NotificationItem } from "./notification_item.tsx";
import {
  loadMoreNotifications,
  markAllRead,
  markRead,
  removeNotification,
  useNotifications,
} from "./store.ts";

export function NotificationsPanel(props: { open: boolean; onClose(): void }) {
  const s = useNotifications();
  const subtitle = s.unread > 0 ? `${s.unread} unread` : "You're all caught up";
  return (
    <Dialog
      open={props.open}
      title="Notifications"
      subtitle={subtitle}
      onClose={props.onClose}
      className="dialog-wide notes-dialog"
      actions={
        <>
          <button
            type="button"
            className="btn btn-small"
            disabled={s.unread === 0}
            onClick={() => void markAllRead()}
          >
            Mark all read
          </button>
          <button type="button" className="btn btn-small btn-primary" onClick={props.onClose}>
            Close
          </button>
        </>
      }
    >
      {s.list === "loading" && s.items.length === 0
        ? <p className="notes-empty">Loading...</p>
        : s.items.length === 0
        ? <p className="notes-empty">No notifications yet</p>
        : (
          <ul className="notes-list notes-panel-list" aria-label="All notifications">
            {s.items.map((n) => (
              <NotificationItem
                key={n._id}
                n={n}
                after="date"
                actions={
                  <>
                    {!n.isRead && (
                      <button
                        type="button"
                        className="link-button note-mark"
                        onClick={() => void markRead(n._id)}
                      >
                        Mark read
                      </button>
                    )}
                    <button
                      type="button"
                      className="note-delete"
                      aria-label={`Delete notification: ${n.message}`}
                      title="Delete"
                      onClick={() => void removeNotification(n._id)}
                    >
                      <Icon d={iconBin} size={18} className="" />
                    </button>
                  </>
                }
              />
            ))}
          </ul>
        )}
      {s.cursor && (
        <button
          type="button"
          className="btn btn-small notes-more"
          disabled={s.loadingMore}
          onClick={() => void loadMoreNotifications()}
        >
          {s.loadingMore ? "Loading..." : "Load more"}
        </button>
      )}
    </Dialog>
  );
}
