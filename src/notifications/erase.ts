/**
 * A departing student's notifications: those sent to them, and those they caused for others
 * (a follow, a like, a new post). An unread one leaves with its recipient's unread count in one
 * checked write. The once-markers naming them go too, so nothing keeps their id.
 */
import { minus } from "../core/counters.ts";
import { deleteListed, retryAtomic } from "../core/kv.ts";
import type { AppDeps } from "../deps.ts";
import {
  allDedupePrefix,
  allNotificationsPrefix,
  dedupePrefix,
  digestDueKey,
  mutedPrefix,
  notificationKey,
  notificationsPrefix,
  unreadCountKey,
  unreadNotificationKey,
  unreadNotificationsPrefix,
} from "./keys.ts";
import { prefsKey } from "./keys.ts";
import type { NotificationRecord } from "./model.ts";
import type { PrefsRecord } from "./preferences.ts";

type Deps = Pick<AppDeps, "kv">;

async function removeSent(kv: Deno.Kv, recipient: string, id: string) {
  await retryAtomic(async () => {
    const [record, unread] = await kv.getMany<[NotificationRecord, null]>([
      notificationKey(recipient, id),
      unreadNotificationKey(recipient, id),
    ]);
    const op = kv.atomic().check(record).check(unread).delete(notificationKey(recipient, id));
    if (unread.versionstamp !== null) {
      op.delete(unreadNotificationKey(recipient, id)).sum(unreadCountKey(recipient), minus(1));
    }
    return { op, value: undefined };
  }, { attempts: 10 });
}

export async function eraseNotifications(deps: Deps, userId: string): Promise<void> {
  const { kv } = deps;
  await deleteListed(kv, { prefix: notificationsPrefix(userId) });
  await deleteListed(kv, { prefix: unreadNotificationsPrefix(userId) });
  await deleteListed(kv, { prefix: dedupePrefix(userId) });
  await kv.delete(unreadCountKey(userId));
  await deleteListed(kv, { prefix: mutedPrefix(userId) });
  const prefs = (await kv.get<PrefsRecord>(prefsKey(userId))).value;
  if (prefs?.digestAt) await kv.delete(digestDueKey(prefs.digestAt, userId));
  await kv.delete(prefsKey(userId));
  for await (const e of kv.list<NotificationRecord>({ prefix: allNotificationsPrefix })) {
    if (e.value.senderId === userId) await removeSent(kv, e.key[1] as string, e.key[2] as string);
  }
  // Markers are `follow:<id>`, `like:<post>:<id>`, `share:<post>:<id>`, `post:<post>:<id>` and
  // `comment:<comment>:<id>` and `mention:<item>:<id>`.
  await deleteListed(kv, { prefix: allDedupePrefix }, {
    where: (key) => String(key[2]).split(":").includes(userId),
  });
}
