/**
 * Every number and date format Campus shows (spec 000 §9 and spec 001 §9), in one place: counts,
 * sizes, relative times, and the dates of posts, profiles, files, chats, feedback and the team.
 * Formats with a fixed time zone read the same on the server and in the browser.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Formatters made once: `toLocaleString` builds a new one on every call, which showed in every
// page render's profile (a feed page formats dozens of counts and dates).
const countFormat = new Intl.NumberFormat("en-US");
const scoreFormat = new Intl.NumberFormat("en-US", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const kilobytesFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** 1234 → "1,234". */
export function count(n: number): string {
  return countFormat.format(n);
}

/** A trending score, one decimal: 12.345 → "12.3", 1234.5 → "1,234.5". */
export function score(n: number): string {
  return scoreFormat.format(n);
}

/** An unread badge: the count, "9+" above 9, nothing at 0 (spec 000 §2, §9). */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? "9+" : String(count);
}

/** A byte count as "812 B", "4.2 KB". */
export function bytes(n: number): string {
  if (n < 1024) return `${n} B`;
  return `${kilobytesFormat.format(n / 1024)} KB`;
}

/** What comes after 24 hours: "days" (Xd ago) or "date" (Mar 4, 2026). */
export type AfterADay = "days" | "date";

/**
 * 'Just now' under a minute, then Xm ago, then Xh ago; after a day the newer notification panel
 * says Xd ago, while posts, the older panel and chat show a date.
 */
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

const shortDateFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
});
const shortDateUtcFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
const monthYearUtcFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  timeZone: "UTC",
});

/** A date such as "Mar 4, 2026", in the reader's time zone. */
export function shortDate(iso: string): string {
  return shortDateFormat.format(new Date(iso));
}

/** A date such as "Mar 4, 2026", in UTC. */
export function shortDateUtc(iso: string): string {
  return shortDateUtcFormat.format(new Date(iso));
}

/** A month such as "March 2026", in UTC. */
export function monthYearUtc(iso: string): string {
  return monthYearUtcFormat.format(new Date(iso));
}

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** A year and month "2024-07" as "July 2024" (no time zone involved). */
export function yearMonth(value: string): string {
  const [year, month] = value.split("-").map(Number);
  return `${months[month - 1] ?? ""} ${year}`.trim();
}

const fullTimeFormat = new Intl.DateTimeFormat("en-US", {
  dateStyle: "medium",
  timeStyle: "short",
});
const longDateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Kolkata",
});
const clockTimeFormat = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });

/** The full local date and time, for a tooltip. */
export function fullTime(iso: string): string {
  return fullTimeFormat.format(new Date(iso));
}

/** Long US date with hour and minute, e.g. "March 4, 2026 at 6:45 PM" (India time). */
export function longDate(iso: string): string {
  return longDateFormat.format(new Date(iso)).replace(/\u202f/g, " ");
}

/** The local day of a moment, to group messages by. */
export function dayKey(iso: string): string {
  return new Date(iso).toDateString();
}

/** A day heading: "Today", "Yesterday", else "Wed, Mar 4" (with the year when not this one). */
export function dayLabel(iso: string): string {
  const d = new Date(iso);
  const today = new Date();
  const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
  if (d.toDateString() === today.toDateString()) return "Today";
  if (d.toDateString() === yesterday.toDateString()) return "Yesterday";
  return d.toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: d.getFullYear() === today.getFullYear() ? undefined : "numeric",
  });
}

/** A time of day such as "6:45 PM". */
export function clockTime(iso: string): string {
  return clockTimeFormat.format(new Date(iso));
}

/** A time of day in the reader's own locale, hours and minutes two digits each. */
export function localClock(time: number): string {
  return new Date(time).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
}
