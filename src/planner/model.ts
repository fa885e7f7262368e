/**
 * Study planner tasks: the inputs (with the messages a student reads), the stored record and
 * the view every answer shows. Only the owner ever reads or writes a task.
 */
import { z } from "zod";
import { idSchema } from "../shared/ids.ts";
import { isSubjectId, SUBJECT_IDS } from "../shared/study_subjects.ts";
import {
  PLANNER_LIMITS as L,
  PRIORITIES,
  type Priority,
  REMINDER_CHOICES,
  type Repeat,
  REPEATS,
} from "../shared/planner_rules.ts";

export const TASK_NOT_FOUND = "Task not found.";

export type TaskRecord = {
  _id: string;
  userId: string;
  title: string;
  notes: string;
  /** When the task is due (ms since the epoch). */
  dueAt: number;
  subjectId: string | null;
  priority: Priority;
  repeat: Repeat;
  /** Weekdays (0 = Sunday) of a weekly task, in the student's calendar. */
  repeatDays: number[];
  /** Minutes before `dueAt` the reminder comes; null = none. */
  reminderMinutes: number | null;
  /** The student's calendar (minutes east of UTC) when the task was last saved. */
  utcOffsetMinutes: number;
  done: boolean;
  doneAt: number | null;
  /** When the pending reminder fires (its key in `reminderKey`), or null. */
  reminderAt: number | null;
  /** Raised by every change; a reminder fires only for the version it was set for. */
  version: number;
  createdAt: number;
  updatedAt: number;
};

export type TaskView =
  & Omit<TaskRecord, "userId" | "dueAt" | "doneAt" | "reminderAt" | "createdAt" | "updatedAt">
  & {
    dueAt: string;
    doneAt: string | null;
    createdAt: string;
    updatedAt: string;
  };

export function toTaskView(t: TaskRecord): TaskView {
  const { userId: _owner, reminderAt: _pending, ...rest } = t;
  return {
    ...rest,
    dueAt: new Date(t.dueAt).toISOString(),
    doneAt: t.doneAt === null ? null : new Date(t.doneAt).toISOString(),
    createdAt: new Date(t.createdAt).toISOString(),
    updatedAt: new Date(t.updatedAt).toISOString(),
  };
}

const subjectField = z.string({ error: "subjectId must be a subject id or null" })
  .refine(isSubjectId, { error: "Subject not found: pick one of the study-material subjects." })
  .meta({ description: "a subject id of the study materials", enum: [...SUBJECT_IDS] })
  .nullable();

const reminderMessage = `Reminder must be null or one of ${REMINDER_CHOICES.join(", ")} minutes`;

/** Every field a task has; `create` requires title and due time, `update` any of them. */
const fields = {
  title: z.string({ error: "Title is required" }).trim().min(1, "Title is required")
    .max(L.title, `Title must be at most ${L.title} characters`),
  notes: z.string({ error: "Notes must be text" }).trim()
    .max(L.notes, `Notes must be at most ${L.notes} characters`),
  dueAt: z.iso.datetime({ offset: true, error: "Due must be a date and time (ISO 8601)" })
    .transform((s) => Date.parse(s)),
  subjectId: subjectField,
  priority: z.enum(PRIORITIES, { error: "Priority must be low, medium or high" }),
  repeat: z.enum(REPEATS, { error: "Repeat must be none, daily or weekly" }),
  repeatDays: z.array(
    z.number().int().min(0).max(6),
    { error: "Repeat days must be a list of weekdays 0 (Sunday) to 6" },
  ).max(7, "Repeat days must be a list of weekdays 0 (Sunday) to 6")
    .transform((d) => [...new Set(d)].sort()),
  reminderMinutes: z.number({ error: reminderMessage }).int(reminderMessage)
    .refine((m) => (REMINDER_CHOICES as readonly number[]).includes(m), reminderMessage)
    .nullable(),
  utcOffsetMinutes: z.number({ error: "utcOffsetMinutes must be a whole number" }).int()
    .min(-840, "utcOffsetMinutes must be between -840 and 840")
    .max(840, "utcOffsetMinutes must be between -840 and 840")
    .meta({ description: "the browser's calendar, minutes east of UTC (-getTimezoneOffset())" }),
};

const weeklyNeedsDays = (t: { repeat?: Repeat; repeatDays?: number[] }) =>
  t.repeat !== "weekly" || (t.repeatDays?.length ?? 0) > 0;
const weeklyMessage = { error: "A weekly task needs at least one day", path: ["repeatDays"] };

export const createTaskInput = z.object({
  title: fields.title,
  notes: fields.notes.default(""),
  dueAt: fields.dueAt,
  subjectId: fields.subjectId.default(null),
  priority: fields.priority.default("medium"),
  repeat: fields.repeat.default("none"),
  repeatDays: fields.repeatDays.default([]),
  reminderMinutes: fields.reminderMinutes.default(null),
  utcOffsetMinutes: fields.utcOffsetMinutes.default(0),
}).refine(weeklyNeedsDays, weeklyMessage);
export type CreateTaskInput = z.infer<typeof createTaskInput>;

const taskId = idSchema(TASK_NOT_FOUND);

export const updateTaskInput = z.object({
  id: taskId,
  title: fields.title.optional(),
  notes: fields.notes.optional(),
  dueAt: fields.dueAt.optional(),
  subjectId: fields.subjectId.optional(),
  priority: fields.priority.optional(),
  repeat: fields.repeat.optional(),
  repeatDays: fields.repeatDays.optional(),
  reminderMinutes: fields.reminderMinutes.optional(),
  utcOffsetMinutes: fields.utcOffsetMinutes.optional(),
  done: z.boolean({ error: "done must be true or false" }).optional()
    .meta({ description: "true marks it done (a repeating task moves to its next occurrence)" }),
});
export type UpdateTaskInput = z.infer<typeof updateTaskInput>;

export const taskIdInput = z.object({ id: taskId });

export const listTasksInput = z.object({
  subjectId: z.string().refine(
    isSubjectId,
    "Subject not found: pick one of the study-material subjects.",
  )
    .optional().meta({ description: "only the tasks of this subject" }),
}).default({});

export const streakSettingsInput = z.object({
  showStreak: z.boolean({ error: "showStreak must be true or false" }),
  utcOffsetMinutes: fields.utcOffsetMinutes.optional(),
});
