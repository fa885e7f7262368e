/** The header's Messages link with the unread chat badge (9+ above 9), next to the bell. */
import { Icon } from "../kit/icon.tsx";
import { iconMessages } from "../kit/icon_paths.ts";
import { badgeText } from "../kit/format.ts";
import { useUnreadCounts } from "./queries.ts";

export function MessagesLink(props: { current: boolean }) {
  const { chatUnread } = useUnreadCounts(true);
  const badge = badgeText(chatUnread);
  return (
    <a
      href="/chat"
      className="header-messages"
      aria-label={badge ? `Messages, ${chatUnread} unread` : "Messages"}
      aria-current={props.current ? "page" : undefined}
      title="Messages"
    >
      <Icon d={iconMessages} size={22} className="" />
      {badge && <span className="bell-badge" data-count={chatUnread}>{badge}</span>}
    </a>
  );
}
