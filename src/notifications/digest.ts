/**
 * The daily e-mail digest: each student who turned e-mail on for some kind gets, once a day, the
 * unread notifications of those kinds that came since their last digest (and their unread chat
 * messages, when chat is on). The due times are keys ordered by time, swept like planner
 * reminders; each digest is claimed by a checked write that also plans the next, so two
 * instances never send one twice. A crash between the claim and the mail loses that one mail
 * (at most once, never twice: docs/decisions.md "Notification preferences and the digest").
 */
import type { AppDeps } from "../deps.ts";
import { errorFields } from "../core/log.ts";
import { PeriodicSweep } from "../core/periodic_sweep.ts";
import { unreadCountOf } from "../chat/service.ts";
import { digestMail } from "../mail/templates.ts";
import { kindOfType } from "../shared/notification_prefs.ts";
import { getUser } from "../users/repo.ts";
import { digestDueKey, digestDuePrefix, notificationKey, prefsKey } from "./keys.ts";
import { unreadNotificationsPrefix } from "./keys.ts";
import type { NotificationRecord } from "./model.ts";
import { DIGEST_EVERY_MS, prefsOf, type PrefsRecord, wantsEmail } from "./preferences.ts";

type Deps = Pick<AppDeps, "kv" | "clock" | "mailer" | "logger" | "config">;

/** How often due digests are looked for: one is at most this late. */
export const DIGEST_SWEEP_MS = 60_000;
/** Unread notifications one digest reads, newest first; the lines it lists of them. */
const READ_AT_MOST = 200;
const LIST_AT_MOST = 20;

export class DigestWorker {
  #sweeps: PeriodicSweep;

  constructor(private deps: Deps, everyMs = DIGEST_SWEEP_MS) {
    this.#sweeps = new PeriodicSweep(() => this.sweep(), {
      everyMs,
      logger: deps.logger,
      what: "notification digests",
    });
  }

  start(): void {
    this.#sweeps.start();
  }

  /** Stops sweeping and waits for the sweep under way. */
  stop(): Promise<void> {
    return this.#sweeps.stop();
  }

  /** Sweeps now (after the sweep under way); answers how many digests this call sent. */
  sweepNow(): Promise<number> {
    return this.#sweeps.sweepNow();
  }

  /** Sends every digest due by now; answers how many this instance sent. */
  async sweep(): Promise<number> {
    const now = this.deps.clock.now();
    let sent = 0;
    const due = this.deps.kv.list<null>({
      start: [...digestDuePrefix, 0],
      end: [...digestDuePrefix, now + 1],
    }, { limit: 200 });
    for await (const entry of due) {
      if (await this.#send(entry, now)) sent++;
    }
    return sent;
  }

  async #send(entry: Deno.KvEntry<null>, now: number): Promise<boolean> {
    const { kv } = this.deps;
    const userId = entry.key[2] as string;
    const prefs = await kv.get<PrefsRecord>(prefsKey(userId));
    // The claim: the due key goes and the next digest is planned in one checked write.
    const op = kv.atomic().check(entry, prefs).delete(entry.key);
    const record = prefs.value;
    if (!record || !wantsEmail(prefsOf(record))) {
      await op.commit();
      return false;
    }
    const next = Math.max(entry.key[1] as number + DIGEST_EVERY_MS, now + 1);
    op.set(digestDueKey(next, userId), null)
      .set(prefsKey(userId), { ...record, digestAt: next, digestedUpTo: now });
    if (!(await op.commit()).ok) return false;
    return await this.#mail(userId, record, now).catch((err) => {
      this.deps.logger.warn("digest not sent", errorFields(err));
      return false;
    });
  }

  /** Mails the digest of what came in [`record.digestedUpTo`, `now`): windows never overlap. */
  async #mail(userId: string, record: PrefsRecord, now: number): Promise<boolean> {
    if (!this.deps.config.smtpUrl) return false;
    const { kv } = this.deps;
    const { email } = prefsOf(record);
    const ids: string[] = [];
    const unread = kv.list({ prefix: unreadNotificationsPrefix(userId) }, {
      reverse: true,
      limit: READ_AT_MOST,
    });
    for await (const e of unread) ids.push(e.key[2] as string);
    const lines: string[] = [];
    let more = 0;
    for (let i = 0; i < ids.length; i += 10) {
      const got = await kv.getMany<NotificationRecord[]>(
        ids.slice(i, i + 10).map((id) => notificationKey(userId, id)),
      );
      for (const { value: n } of got) {
        const kind = n && kindOfType(n.type);
        if (!n || !kind || !email[kind]) continue;
        if (n.createdAt < record.digestedUpTo || n.createdAt >= now) continue;
        if (lines.length < LIST_AT_MOST) lines.push(n.message);
        else more++;
      }
    }
    if (email.chat) {
      const chats = await unreadCountOf(kv, userId);
      if (chats > 0) {
        lines.push(`${chats} unread chat ${chats === 1 ? "message" : "messages"}`);
      }
    }
    if (lines.length === 0) return false;
    const user = await getUser(kv, userId);
    if (!user) return false;
    await this.deps.mailer.send(digestMail(user.email, lines, more, this.deps.config.appOrigin));
    return true;
  }
}
