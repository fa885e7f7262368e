/**
 * The notifications of the header dropdown and of the overlay panel: 'Loading...', 'No
 * notifications yet' or the list, and the Mark all read button both show.
 */
import type { ReactNode } from "react";
import type { AfterADay } from "../kit/format.ts";
import { NotificationItem } from "./notification_item.tsx";
import { markAllRead, type NotificationsState, type NotificationView } from "./store.ts";

export type NotificationListProps = {
  state: NotificationsState;
  /** The list's look after `notes-list`, and the class of its loading and empty lines. */
  className: string;
  emptyClassName: string;
  label: string;
  after: AfterADay;
  /** Buttons beside each notification. */
  actions?(n: NotificationView): ReactNode;
};

export function NotificationList(props: NotificationListProps) {
  const { state } = props;
  if (state.list === "loading" && state.items.length === 0) {
    return <p className={props.emptyClassName}>Loading...</p>;
  }
  if (state.items.length === 0) return <p className={props.emptyClassName}>No notifications yet</p>;
  return (
    <ul className={`notes-list ${props.className}`} aria-label={props.label}>
      {state.items.map((n) => (
        <NotificationItem key={n._id} n={n} after={props.after} actions={props.actions?.(n)} />
      ))}
    </ul>
  );
}

export function MarkAllRead(props: { unread: number; className: string }) {
  return (
    <button
      type="button"
      className={props.className}
      disabled={props.unread === 0}
      onClick={() => void markAllRead()}
    >
      Mark all read
    </button>
  );
}
