/**
 * Notification preferences (issue 19 "Notification preferences"): per kind, the bell and the
 * daily e-mail digest. Stored with the digest's schedule in one record, so turning e-mail on or
 * off plans or drops the digest in the same checked write.
 */
import type { AppDeps } from "../deps.ts";
import { retryAtomic } from "../core/kv.ts";
import { limitKey, paceOp, refuseFlood } from "../core/rate_limit.ts";
import { userKey } from "../users/keys.ts";
import { actorStillHereOp } from "../users/repo.ts";
import {
  DEFAULT_PREFS,
  kindOfType,
  type NotificationPrefs,
  type PrefKind,
  prefKinds,
  type PrefsInput,
} from "../shared/notification_prefs.ts";
import type { NotificationType } from "./model.ts";
import { digestDueKey, prefsKey } from "./keys.ts";

type Deps = Pick<AppDeps, "kv" | "clock" | "writeLimits">;

/** A digest goes out at most once per this. */
export const DIGEST_EVERY_MS = 24 * 3600_000;

/** What is stored: the switches, when the next digest is due (null: no e-mail wanted), and up to
 * when the last digest told of notifications. */
export type PrefsRecord = NotificationPrefs & { digestAt: number | null; digestedUpTo: number };

/** The stored preferences, defaults filled in for kinds added since they were saved. */
export function prefsOf(value: PrefsRecord | null): NotificationPrefs {
  return {
    live: { ...DEFAULT_PREFS.live, ...value?.live },
    email: { ...DEFAULT_PREFS.email, ...value?.email },
  };
}

/** One's own preferences. */
export async function getPrefs(kv: Deno.Kv, userId: string): Promise<NotificationPrefs> {
  return prefsOf((await kv.get<PrefsRecord>(prefsKey(userId))).value);
}

/** Whether the stored preferences `value` (null: none saved) let a notification of `type` reach
 * the bell. */
export function liveWanted(value: PrefsRecord | null, type: NotificationType): boolean {
  const kind = kindOfType(type);
  return !kind || !value || prefsOf(value).live[kind];
}

/** Whether a notification of `type` may reach `userId`'s bell. */
export async function wantsLive(
  kv: Deno.Kv,
  userId: string,
  type: NotificationType,
): Promise<boolean> {
  if (!kindOfType(type)) return true;
  return liveWanted((await kv.get<PrefsRecord>(prefsKey(userId))).value, type);
}

/** Whether any kind is wanted by e-mail. */
export const wantsEmail = (p: NotificationPrefs) => prefKinds.some((k: PrefKind) => p.email[k]);

/** Changes some of one's switches; answers them all. */
export async function updatePrefs(
  deps: Deps,
  userId: string,
  changes: PrefsInput,
): Promise<{ preferences: NotificationPrefs }> {
  const { rule, message } = deps.writeLimits.notifySettings;
  const preferences = await retryAtomic(async () => {
    const [entry, pace, actor] = await deps.kv.getMany<[PrefsRecord, number[], unknown]>([
      prefsKey(userId),
      limitKey(rule, userId),
      userKey(userId),
    ]);
    const now = deps.clock.now();
    const before = prefsOf(entry.value);
    const next = {
      live: { ...before.live, ...changes.live },
      email: { ...before.email, ...changes.email },
    };
    const op = paceOp(actorStillHereOp(deps.kv.atomic(), actor), pace, rule, now, message)
      .check(entry);
    let digestAt = entry.value?.digestAt ?? null;
    let digestedUpTo = entry.value?.digestedUpTo ?? now;
    if (wantsEmail(next) && digestAt === null) {
      // The first digest comes a day after e-mail is turned on, telling of what came since.
      digestAt = now + DIGEST_EVERY_MS;
      digestedUpTo = now;
      op.set(digestDueKey(digestAt, userId), null);
    } else if (!wantsEmail(next) && digestAt !== null) {
      op.delete(digestDueKey(digestAt, userId));
      digestAt = null;
    }
    op.set(prefsKey(userId), { ...next, digestAt, digestedUpTo } satisfies PrefsRecord);
    return { op, value: next };
  }, { attempts: 20, exhausted: refuseFlood(message) });
  return { preferences };
}
