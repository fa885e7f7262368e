/**
 * The study planner's rules both sides read: limits, priorities, repeat kinds, reminder choices,
 * and how a repeating task finds its next occurrence (in the student's own calendar days).
 */

export const PLANNER_LIMITS = { title: 120, notes: 2000, tasks: 500 } as const;

export const PRIORITIES = ["low", "medium", "high"] as const;
export type Priority = (typeof PRIORITIES)[number];

export const REPEATS = ["none", "daily", "weekly"] as const;
export type Repeat = (typeof REPEATS)[number];

/** Minutes before the due time a reminder comes; null = no reminder. */
export const REMINDER_CHOICES = [0, 5, 15, 30, 60, 1440] as const;

export const DAY_NAMES = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

const DAY_MS = 86_400_000;

/** The weekday (0 = Sunday) of instant `at` in a calendar `offsetMinutes` east of UTC. */
export function localWeekday(at: number, offsetMinutes: number): number {
  return new Date(at + offsetMinutes * 60_000).getUTCDay();
}

/** The calendar day (YYYY-MM-DD) of instant `at` in a calendar `offsetMinutes` east of UTC. */
export function localDay(at: number, offsetMinutes: number): string {
  return new Date(at + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/**
 * The next occurrence of a repeating task due at `dueAt`: at least one step on, and after
 * `now`, so a task finished late does not come back already overdue. Same clock time each day.
 */
export function nextOccurrence(
  task: { dueAt: number; repeat: Repeat; repeatDays: number[]; utcOffsetMinutes: number },
  now: number,
): number | null {
  if (task.repeat === "none") return null;
  if (task.repeat === "weekly" && task.repeatDays.length === 0) return null;
  let at = task.dueAt;
  // At most a year of steps plus a week: the loop always ends.
  for (let i = 0; i < 380; i++) {
    at += DAY_MS;
    const fits = task.repeat === "daily" ||
      task.repeatDays.includes(localWeekday(at, task.utcOffsetMinutes));
    if (fits && at > now) return at;
  }
  return null;
}
