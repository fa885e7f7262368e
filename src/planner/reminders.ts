/**
 * Fires planner reminders: every second each instance reads the reminders whose time has come
 * (keys ordered by time, so only those) and claims each with a checked delete in the same atomic
 * write as the notification, so it fires exactly once however many instances sweep. At start the
 * first sweep fires what came due while the server was down. See docs/decisions.md.
 */
import type { AppDeps } from "../deps.ts";
import { errorFields } from "../core/log.ts";
import { PeriodicSweep } from "../core/periodic_sweep.ts";
import { addNotification, sendNotification } from "../notifications/service.ts";
import { getUser } from "../users/repo.ts";
import type { TaskRecord } from "./model.ts";
import { reminderKey, remindersPrefix, taskKey } from "./keys.ts";

type Deps = Pick<AppDeps, "kv" | "clock" | "hub" | "mailer" | "logger" | "config">;
type Pending = { userId: string; taskId: string; version: number };

/** How often the due reminders are looked for: a reminder is at most this late. */
export const REMINDER_SWEEP_MS = 1000;

/** The words of a reminder, in the bell and the e-mail subject. */
export function reminderMessage(task: Pick<TaskRecord, "title" | "reminderMinutes">): string {
  const m = task.reminderMinutes ?? 0;
  const when = m === 0
    ? "is due now"
    : m >= 1440
    ? "is due tomorrow at this time"
    : m >= 60
    ? "is due in an hour"
    : `is due in ${m} minutes`;
  return `Study reminder: "${task.title}" ${when}.`;
}

export class ReminderWorker {
  #sweeps: PeriodicSweep;

  constructor(private deps: Deps, everyMs = REMINDER_SWEEP_MS) {
    this.#sweeps = new PeriodicSweep(() => this.sweep(), {
      everyMs,
      logger: deps.logger,
      what: "planner reminders",
    });
  }

  start(): void {
    this.#sweeps.start();
  }

  /** Stops sweeping and waits for the sweep under way. */
  stop(): Promise<void> {
    return this.#sweeps.stop();
  }

  /** Fires every reminder due by now; answers how many this instance fired. */
  async sweep(): Promise<number> {
    const now = this.deps.clock.now();
    let fired = 0;
    const due = this.deps.kv.list<Pending>({
      start: [...remindersPrefix, 0],
      end: [...remindersPrefix, now + 1],
    }, { limit: 200 });
    for await (const entry of due) {
      if (await this.#fire(entry, now)) fired++;
    }
    return fired;
  }

  async #fire(entry: Deno.KvEntry<Pending>, now: number): Promise<boolean> {
    const { kv } = this.deps;
    const { userId, taskId, version } = entry.value;
    const task = (await kv.get<TaskRecord>(taskKey(userId, taskId))).value;
    // The claim: whoever deletes the reminder first sends it; everyone else's check fails.
    const op = kv.atomic().check(entry).delete(entry.key);
    // A task deleted, finished or changed since the reminder was set: the claim alone.
    const current = task !== null && !task.done && task.version === version &&
      task.reminderAt !== null && reminderKey(task.reminderAt, taskId).join() === entry.key.join();
    const record = current
      ? addNotification(op, {
        userId,
        senderId: userId,
        type: "study_reminder",
        title: "Study reminder",
        message: reminderMessage(task),
        link: "/planner",
      }, now)
      : null;
    if (!(await op.commit()).ok || !record || !task) return false;
    await sendNotification(this.deps, record);
    await this.#mail(task);
    return true;
  }

  /** The same reminder by e-mail, when the server sends real mail. */
  async #mail(task: TaskRecord): Promise<void> {
    if (!this.deps.config.smtpUrl) return;
    const user = await getUser(this.deps.kv, task.userId);
    if (!user) return;
    const link = `${this.deps.config.appOrigin}/planner`;
    await this.deps.mailer.send({
      to: user.email,
      subject: reminderMessage(task),
      text: `${reminderMessage(task)}\n\n${task.notes ? `${task.notes}\n\n` : ""}` +
        `Your study planner: ${link}\n`,
    }).catch((err) => this.deps.logger.warn("reminder e-mail not sent", errorFields(err)));
  }
}
