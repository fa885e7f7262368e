/**
 * A `<time>` saying how long ago something happened (formats in `format.ts`), and `useNow`, one
 * shared clock that ticks every 30 s while such times are on screen.
 */
import { useSyncExternalStore } from "react";
import { type AfterADay, fullTime, timeAgo } from "./format.ts";

let now = 0;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, 30_000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The current time in ms, refreshed every 30 s; null on the server and while hydrating. */
export function useNow(): number | null {
  return useSyncExternalStore(subscribe, () => (timer ? now : null), () => null);
}

/** How long ago `iso` was, with the full date and time as its tooltip once the page is live. */
export function TimeAgo(props: { iso: string; after: AfterADay; className?: string }) {
  const current = useNow();
  return (
    <time
      className={props.className}
      dateTime={props.iso}
      title={current === null ? undefined : fullTime(props.iso)}
      suppressHydrationWarning
    >
      {timeAgo(props.iso, current ?? Date.now(), props.after)}
    </time>
  );
}
