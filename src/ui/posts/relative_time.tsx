/** Post and comment times (spec 000 §9): the shared relative time, with a date after a day. */
import { TimeAgo } from "../time_ago.tsx";

export function RelativeTime(props: { iso: string; className?: string }) {
  return <TimeAgo iso={props.iso} after="date" className={props.className} />;
}
