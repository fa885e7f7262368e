/** A departing student's planner: tasks with their pending reminders, finished days, settings. */
import { deleteListed } from "../core/kv.ts";
import type { TaskRecord } from "./model.ts";
import {
  doneDaysPrefix,
  plannerSettingsKey,
  reminderKey,
  taskCountKey,
  tasksPrefix,
} from "./keys.ts";

/** Safe to run again: each task leaves with its reminder in one write. */
export async function erasePlanner(deps: { kv: Deno.Kv }, userId: string): Promise<void> {
  const { kv } = deps;
  for await (const e of kv.list<TaskRecord>({ prefix: tasksPrefix(userId) })) {
    const op = kv.atomic().delete(e.key);
    if (e.value.reminderAt) op.delete(reminderKey(e.value.reminderAt, e.value._id));
    await op.commit();
  }
  await deleteListed(kv, { prefix: doneDaysPrefix(userId) });
  await kv.delete(plannerSettingsKey(userId));
  await kv.delete(taskCountKey(userId));
}
