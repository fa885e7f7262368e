/**
 * The study planner's rules: a student's tasks (create, list, change, mark done, delete), each
 * write paced and counted in its own atomic, with the task's reminder moved in the same write so
 * a deleted or rescheduled task never fires its old reminder.
 */
import type { AppDeps } from "../deps.ts";
import { minus } from "../core/counters.ts";
import { AppError } from "../core/errors.ts";
import { newId } from "../core/ids.ts";
import { retryAtomic } from "../core/kv.ts";
import { type Limit, limitKey, paceOp } from "../core/rate_limit.ts";
import { localDay, nextOccurrence, PLANNER_LIMITS } from "../shared/planner_rules.ts";
import {
  type CreateTaskInput,
  TASK_NOT_FOUND,
  type TaskRecord,
  type TaskView,
  toTaskView,
  type UpdateTaskInput,
} from "./model.ts";
import {
  doneDayKey,
  plannerSettingsKey,
  reminderKey,
  taskCountKey,
  taskKey,
  tasksPrefix,
} from "./keys.ts";
import type { PlannerSettings } from "./streak.ts";

type Deps = Pick<AppDeps, "kv" | "clock">;

/** Well above honest use: a student planning a whole term at once stays under it. */
export const PLANNER_PACE: { rule: Limit; message: string } = {
  rule: { name: "planner_user", limit: 200, windowMs: 10 * 60_000 },
  message: "You're changing planner tasks too fast.",
};

const notFound = () => new AppError("NOT_FOUND", TASK_NOT_FOUND);
const RACE = "The task changed elsewhere at the same time. Please try again.";

/** When `task`'s reminder fires, or null when it has none still to come. */
export function reminderTime(task: TaskRecord, now: number): number | null {
  if (task.done || task.reminderMinutes === null) return null;
  const at = task.dueAt - task.reminderMinutes * 60_000;
  return at > now ? at : null;
}

/** Moves the reminder of `before` (if any) to that of `after` (if any) in `op`. */
function moveReminder(
  op: Deno.AtomicOperation,
  before: TaskRecord | null,
  after: TaskRecord | null,
  now: number,
): void {
  const old = before && before.reminderAt;
  if (old) op.delete(reminderKey(old, before._id));
  if (!after) return;
  after.reminderAt = reminderTime(after, now);
  if (after.reminderAt) {
    op.set(reminderKey(after.reminderAt, after._id), {
      userId: after.userId,
      taskId: after._id,
      version: after.version,
    });
  }
}

/** The student's tasks, soonest due first; only one subject's when `subjectId` is given. */
export async function listTasks(
  deps: Deps,
  userId: string,
  filter: { subjectId?: string } = {},
): Promise<{ tasks: TaskView[] }> {
  const tasks: TaskRecord[] = [];
  for await (const e of deps.kv.list<TaskRecord>({ prefix: tasksPrefix(userId) })) {
    if (!filter.subjectId || e.value.subjectId === filter.subjectId) tasks.push(e.value);
  }
  tasks.sort((a, b) => a.dueAt - b.dueAt || a._id.localeCompare(b._id));
  return { tasks: tasks.map(toTaskView) };
}

/** Adds a task for `userId` (at most `PLANNER_LIMITS.tasks`) and schedules its reminder. */
export async function createTask(
  deps: Deps,
  userId: string,
  input: CreateTaskInput,
): Promise<TaskView> {
  const { rule, message } = PLANNER_PACE;
  return await retryAtomic(async () => {
    const [pace, count] = await deps.kv.getMany<[number[], Deno.KvU64]>([
      limitKey(rule, userId),
      taskCountKey(userId),
    ]);
    if (Number(count.value?.value ?? 0n) >= PLANNER_LIMITS.tasks) {
      throw new AppError(
        "BAD_REQUEST",
        `You can keep at most ${PLANNER_LIMITS.tasks} tasks. Delete finished ones to add more.`,
      );
    }
    const now = deps.clock.now();
    const task: TaskRecord = {
      _id: newId(now),
      userId,
      ...input,
      done: false,
      doneAt: null,
      reminderAt: null,
      version: 1,
      createdAt: now,
      updatedAt: now,
    };
    const op = deps.kv.atomic().check(count);
    // First: it sets the task's `reminderAt`, which the stored task carries.
    moveReminder(op, null, task, now);
    op.set(taskKey(userId, task._id), task).sum(taskCountKey(userId), 1n);
    paceOp(op, pace, rule, now, message);
    return { op, value: toTaskView(task) };
  }, { attempts: 10, message: RACE });
}

/** Changes one of `userId`'s own tasks; `done: true` on a repeating task moves it to its next
 * occurrence instead. A day with something finished counts towards the streak. */
export async function updateTask(
  deps: Deps,
  userId: string,
  input: UpdateTaskInput,
): Promise<TaskView> {
  const { rule, message } = PLANNER_PACE;
  const { id, done, ...changes } = input;
  return await retryAtomic(async () => {
    const [entry, pace, settings] = await deps.kv.getMany<[TaskRecord, number[], PlannerSettings]>([
      taskKey(userId, id),
      limitKey(rule, userId),
      plannerSettingsKey(userId),
    ]);
    if (!entry.value) throw notFound();
    const before = entry.value;
    const now = deps.clock.now();
    const defined = Object.fromEntries(
      Object.entries(changes).filter(([, v]) => v !== undefined),
    ) as Partial<TaskRecord>;
    const next: TaskRecord = {
      ...before,
      ...defined,
      version: before.version + 1,
      updatedAt: now,
    };
    if (next.repeat === "weekly" && next.repeatDays.length === 0) {
      throw new AppError("BAD_REQUEST", "A weekly task needs at least one day");
    }
    const op = deps.kv.atomic().check(entry);
    paceOp(op, pace, rule, now, message);
    if (done === true && !before.done) {
      const following = nextOccurrence(next, now);
      if (following === null) next.done = true;
      else next.dueAt = following;
      next.doneAt = now;
      op.set(doneDayKey(userId, localDay(now, next.utcOffsetMinutes)), null);
      // The streak is counted in the calendar the student last finished something in.
      op.set(
        plannerSettingsKey(userId),
        {
          showStreak: settings.value?.showStreak ?? false,
          utcOffsetMinutes: next.utcOffsetMinutes,
        } satisfies PlannerSettings,
      );
    } else if (done === false && before.done) {
      next.done = false;
      next.doneAt = null;
    }
    moveReminder(op, before, next, now);
    op.set(taskKey(userId, id), next);
    return { op, value: toTaskView(next) };
  }, { attempts: 10, message: RACE });
}

/** Deletes one of `userId`'s own tasks, and its reminder with it. */
export async function deleteTask(
  deps: Deps,
  userId: string,
  id: string,
): Promise<{ success: true }> {
  const { rule, message } = PLANNER_PACE;
  return await retryAtomic(async () => {
    const [entry, pace] = await deps.kv.getMany<[TaskRecord, number[]]>([
      taskKey(userId, id),
      limitKey(rule, userId),
    ]);
    if (!entry.value) throw notFound();
    const now = deps.clock.now();
    const op = deps.kv.atomic().check(entry).delete(entry.key)
      .sum(taskCountKey(userId), minus(1));
    paceOp(op, pace, rule, now, message);
    moveReminder(op, entry.value, null, now);
    return { op, value: { success: true as const } };
  }, { attempts: 10, message: RACE });
}
