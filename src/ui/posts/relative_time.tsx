/**
 * A `<time>` showing how long ago something happened. The server and the browser may disagree by
 * a minute, so the first text is taken as is and corrected once the page is live.
 */
import { fullTime, relativeTime, useNow } from "./time.ts";

export function RelativeTime(props: { iso: string; className?: string }) {
  const now = useNow();
  return (
    <time
      className={props.className}
      dateTime={props.iso}
      title={now === null ? undefined : fullTime(props.iso)}
      suppressHydrationWarning
    >
      {relativeTime(props.iso, now ?? Date.now())}
    </time>
  );
}
