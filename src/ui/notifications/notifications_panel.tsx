/**
 * The overlay notifications panel (spec 000 §2): the same notifications as the header dropdown,
 * in a dialog, with the older panel's rules: a date after 24 hours, and Delete on each item.
 */
import { IconButton, MoreButton } from "../kit/buttons.tsx";
import { Dialog } from "../kit/dialog.tsx";
import { iconBin } from "../kit/icon_paths.ts";
import { MarkAllRead, NotificationList } from "./notification_list.tsx";
import { useMarkRead, type useNotificationList, useRemoveNotification } from "./queries.ts";

export type NotificationsPanelProps = {
  open: boolean;
  onClose(): void;
  unread: number;
  list: ReturnType<typeof useNotificationList>;
};

export function NotificationsPanel(props: NotificationsPanelProps) {
  const { unread, list } = props;
  const markRead = useMarkRead();
  const remove = useRemoveNotification();
  const subtitle = unread > 0 ? `${unread} unread` : "You're all caught up";
  return (
    <Dialog
      open={props.open}
      title="Notifications"
      subtitle={subtitle}
      onClose={props.onClose}
      className="dialog-wide notes-dialog"
      actions={
        <>
          <MarkAllRead unread={unread} className="btn btn-small" />
          <button type="button" className="btn btn-small btn-primary" onClick={props.onClose}>
            Close
          </button>
        </>
      }
    >
      <NotificationList
        list={list}
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
                onClick={() => markRead.mutate({ id: n._id })}
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
              onClick={() => remove.mutate({ id: n._id })}
            />
          </>
        )}
      />
      {list.hasMore && (
        <MoreButton
          label="Load more"
          loading={list.loadingMore}
          onClick={list.loadMore}
          className="btn btn-small notes-more"
        />
      )}
    </Dialog>
  );
}
