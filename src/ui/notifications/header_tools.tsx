/**
 * What the header adds for a signed-in student: the Messages link and the notifications bell,
 * and the live socket feeding the page's cache. Loaded only for a signed-in student, so a
 * visitor's pages carry none of it.
 */
import { withQueries } from "../../client/query.tsx";
import { useLiveUpdates } from "../live_updates.ts";
import NotificationBell from "./bell.tsx";
import { MessagesLink } from "./messages_link.tsx";

function HeaderTools(props: { userId: string; onChatPage: boolean }) {
  // Listening starts while this first renders, before the counts are first read.
  useLiveUpdates(props.userId);
  return (
    <>
      <MessagesLink current={props.onChatPage} />
      <NotificationBell />
    </>
  );
}

export default withQueries(HeaderTools);
