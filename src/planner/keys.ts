/** The only place study planner keys are spelled. */

/** One student's task (a `TaskRecord`): under the owner's id, so nobody else's id can reach it. */
export const taskKey = (userId: string, id: string): Deno.KvKey => ["planner_tasks", userId, id];
export const tasksPrefix = (userId: string): Deno.KvKey => ["planner_tasks", userId];

/** How many tasks a student keeps (Deno.KvU64), checked against the limit on create. */
export const taskCountKey = (userId: string): Deno.KvKey => ["planner_task_count", userId];

/**
 * A reminder waiting for its time: `{ userId, taskId, version }`, ordered by when it fires so the
 * sweep reads only those that are due. Written and removed with the task's own writes.
 */
export const reminderKey = (fireAt: number, taskId: string): Deno.KvKey => [
  "planner_reminders",
  fireAt,
  taskId,
];
export const remindersPrefix: Deno.KvKey = ["planner_reminders"];

/** A calendar day (YYYY-MM-DD, the student's own) on which they finished a task; value null. */
export const doneDayKey = (userId: string, day: string): Deno.KvKey => [
  "planner_done_days",
  userId,
  day,
];
export const doneDaysPrefix = (userId: string): Deno.KvKey => ["planner_done_days", userId];

/** `{ showStreak, utcOffsetMinutes }`: whether the profile shows the streak, and in which calendar. */
export const plannerSettingsKey = (userId: string): Deno.KvKey => ["planner_settings", userId];
