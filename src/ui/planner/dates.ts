/** Dates of the planner in the browser's own calendar: form values, week days, short labels. */

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant as the value of a `datetime-local` input (local time, to the minute). */
export function toLocalInput(at: number): string {
  const d = new Date(at);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${
    pad(d.getMinutes())
  }`;
}

/** The browser's calendar, minutes east of UTC, as the server counts days in it. */
export function utcOffsetMinutes(): number {
  return -new Date().getTimezoneOffset();
}

/** Midnight (local) of the Monday of the week holding `at`. */
export function weekStart(at: number): Date {
  const d = new Date(at);
  d.setHours(0, 0, 0, 0);
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
  return d;
}

/** The seven days from `start`. */
export function weekDays(start: Date): Date[] {
  return Array.from({ length: 7 }, (_, i) => {
    const d = new Date(start);
    d.setDate(start.getDate() + i);
    return d;
  });
}

export function sameDay(a: Date, b: Date): boolean {
  return a.toDateString() === b.toDateString();
}

/** "Mon 24 Nov, 18:30". */
export function dueLabel(iso: string): string {
  return new Date(iso).toLocaleString("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  });
}

/** "18:30". */
export function timeLabel(iso: string): string {
  return new Date(iso).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" });
}
