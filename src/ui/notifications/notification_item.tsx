/**
 * One notification: the sender's avatar, the message, how long ago, and a dot while unread.
 * Clicking marks it read and follows its link (spec 000 §4 "Notification"). The overlay panel
 * adds Mark read and Delete buttons beside it.
 */
import { safeReturnPath } from "../../shared/return_path.ts";
import type { MouseEvent, ReactNode } from "react";
import { Avatar } from "../kit/avatar.tsx";
import { type NotificationView, useMarkRead } from "./queries.ts";
import type { AfterADay } from "../kit/format.ts";
import { TimeAgo } from "../kit/time_ago.tsx";

/** Only links inside Campus are followed. */
export function safeLink(link: string): string {
  return safeReturnPath(link) ?? "/";
}

export function NotificationItem(
  props: { n: NotificationView; after: AfterADay; actions?: ReactNode },
) {
  const { n } = props;
  const markRead = useMarkRead();

  async function follow(e: MouseEvent<HTMLAnchorElement>) {
    // A new tab or window: leave the browser to it, mark read meanwhile.
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) {
      markRead.mutate({ id: n._id });
      return;
    }
    e.preventDefault();
    // The link is followed whether or not the mark is saved.
    await markRead.mutateAsync({ id: n._id }).catch(() => {});
    location.assign(safeLink(n.link));
  }

  return (
    <li className={n.isRead ? "note-item" : "note-item note-unread"}>
      <a className="note-link" href={safeLink(n.link)} onClick={(e) => void follow(e)}>
        <Avatar src={n.sender.profilePicture} name={n.sender.name} size={36} />
        <span className="note-text">
          <span className="note-message">{n.message}</span>
          <TimeAgo className="note-time" iso={n.createdAt} after={props.after} />
        </span>
        {!n.isRead && <span className="note-dot" role="img" aria-label="Unread" title="Unread" />}
      </a>
      {props.actions && <span className="note-actions">{props.actions}</span>}
    </li>
  );
}
