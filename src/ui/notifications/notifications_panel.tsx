/**
 * The overlay notifications panel (spec 000 §2): the same notifications as the header dropdown,
 * in a dialog, with the older panel's rules: a date after 24 hours, and Delete on each item.
 */
import { IconButton, MoreButton } from "../kit/buttons.tsx";
import { Dialog } from "../kit/dialog.tsx";
import { iconBin } from "../kit/icon_paths.ts";
import { MarkAllRead, NotificationList } from "./notification_list.tsx";
import { loadMoreNotifications, markRead, removeNotification, useNotifications } from "./store.ts";

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
          <MarkAllRead unread={s.unread} className="btn btn-small" />
          <button type="button" className="btn btn-small btn-primary" onClick={props.onClose}>
            Close
          </button>
        </>
      }
    >
      <NotificationList
        state={s}
        className="notes-panel-list"
        emptyClassName="notes-empty"
        label="All notifications"
        after="date"
        actions={(n) => (
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
            <IconButton
              icon={iconBin}
              label={`Delete notification: ${n.message}`}
              title="Delete"
              className="note-delete"
              iconClassName=""
              onClick={() => void removeNotification(n._id)}
            />
          </>
        )}
      />
      {s.cursor && (
        <MoreButton
          label="Load more"
          loading={s.loadingMore}
          onClick={() => void loadMoreNotifications()}
          className="btn btn-small notes-more"
        />
      )}
    </Dialog>
  );
}
