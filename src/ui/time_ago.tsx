/**
 * Relative times (spec 000 §9): 'Just now' under a minute, then Xm ago, then Xh ago; after a
 * day the newer notification panel says Xd ago, while posts, the older panel and chat show a
 * date. `useNow` is one shared clock that ticks while times are on screen.
 */
import { useSyncExternalStore } from "react";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What comes after 24 hours: "days" (Xd ago) or "date" (Mar 4, 2026). */
export type AfterADay = "days" | "date";

export function timeAgo(iso: string, now: number, after: AfterADay): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return "";
  const ago = Math.max(0, now - at);
  if (ago < MINUTE) return "Just now";
  if (ago < HOUR) return `${Math.floor(ago / MINUTE)}m ago`;
  if (ago < DAY) return `${Math.floor(ago / HOUR)}h ago`;
  if (after === "days") return `${Math.floor(ago / DAY)}d ago`;
  return shortDate(iso);
}

/** A date such as "Mar 4, 2026". */
export function shortDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
  });
}

/** The full local date and time, for a tooltip. */
export function fullTime(iso: string): string {
  return new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}

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

/** A `<time>` saying how long ago `iso` was; corrected once the page is live. */
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
