/** The header's Messages link with the unread chat badge (9+ above 9), next to the bell. */
import { badgeText } from "./store.ts";
import { useCounters } from "./use_counters.ts";

export function MessagesLink(props: { current: boolean }) {
  const s = useCounters();
  const badge = badgeText(s.chatUnread);
  return (
    <a
      href="/chat"
      className="header-messages"
      aria-label={badge ? `Messages, ${s.chatUnread} unread` : "Messages"}
      aria-current={props.current ? "page" : undefined}
      title="Messages"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M4 5h16v11H9l-5 4V5Z" />
      </svg>
      {badge && <span className="bell-badge" data-count={s.chatUnread}>{badge}</span>}
    </a>
  );
}
