/**
 * The notifications of the header dropdown and of the overlay panel: 'Loading...', 'No
 * notifications yet' or the list, and the Mark all read button both show.
 */
import type { ReactNode } from "react";
import type { AfterADay } from "../kit/format.ts";
import { NotificationItem } from "./notification_item.tsx";
import { type NotificationView, useMarkAllRead, type useNotificationList } from "./queries.ts";

export type NotificationListProps = {
  list: ReturnType<typeof useNotificationList>;
  /** The list's look after `notes-list`, and the class of its loading and empty lines. */
  className: string;
  emptyClassName: string;
  label: string;
  after: AfterADay;
  /** Buttons beside each notification. */
  actions?(n: NotificationView): ReactNode;
};

export function NotificationList(props: NotificationListProps) {
  const { items, loading } = props.list;
  if (loading && items.length === 0) return <p className={props.emptyClassName}>Loading...</p>;
  if (items.length === 0) return <p className={props.emptyClassName}>No notifications yet</p>;
  return (
    <ul className={`notes-list ${props.className}`} aria-label={props.label}>
      {items.map((n) => (
        <NotificationItem key={n._id} n={n} after={props.after} actions={props.actions?.(n)} />
      ))}
    </ul>
  );
}

export function MarkAllRead(props: { unread: number; className: string }) {
  const markAll = useMarkAllRead();
  return (
    <button
      type="button"
      className={props.className}
      disabled={props.unread === 0 || markAll.isPending}
      onClick={() => markAll.mutate()}
    >
      Mark all read
    </button>
  );
}
