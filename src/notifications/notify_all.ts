/**
 * One notification to many students (a new post, to each of its author's followers), by the rules
 * of `notify`: their blocks and preferences read together, and one write for up to 50 of them
 * instead of reads and a write each, so a post's cost grows slowly with its author's followers.
 */
import type { AppDeps } from "../deps.ts";
import { getManyBatched } from "../core/kv.ts";
import { blockedIn, eitherWayKeys } from "../safety/blocks.ts";
import { dedupeKey, prefsKey } from "./keys.ts";
import type { NotificationRecord } from "./model.ts";
import { liveWanted, type PrefsRecord } from "./preferences.ts";
import { addNotification, notify, sendNotifications } from "./service.ts";

type Deps = Pick<AppDeps, "kv" | "clock" | "hub">;
type Shared = Omit<NotificationRecord, "_id" | "isRead" | "readAt" | "createdAt" | "userId">;

/** Recipients per write: four mutations and one check each, far under a backend's limits (1,000
 * mutations, 100 checks, 80 KB of keys). */
const BATCH = 50;

/** Stores `n` for each of `userIds` (once per `once` act each, when given) and sends it live. */
export async function notifyAll(
  deps: Deps,
  userIds: Iterable<string>,
  n: Shared,
  once?: string,
): Promise<void> {
  // Never for one's own act.
  const candidates = [...new Set(userIds)].filter((id) => id !== n.senderId);
  for (let i = 0; i < candidates.length; i += BATCH) {
    const batch = candidates.slice(i, i + BATCH);
    const read = await getManyBatched(
      deps.kv,
      batch.flatMap((id) => [...eitherWayKeys(id, n.senderId), prefsKey(id)]),
    );
    // Nor across a block, nor of a kind they turned off.
    const wanted = batch.filter((_, j) =>
      !blockedIn(read.slice(3 * j, 3 * j + 2)) &&
      liveWanted(read[3 * j + 2].value as PrefsRecord | null, n.type)
    );
    if (wanted.length === 0) continue;
    const op = deps.kv.atomic();
    const now = deps.clock.now();
    const records = wanted.map((userId) => {
      const record = addNotification(op, { ...n, userId }, now);
      if (once) {
        const key = dedupeKey(userId, once);
        op.check({ key, versionstamp: null }).set(key, record._id);
      }
      return record;
    });
    if ((await op.commit()).ok) await sendNotifications(deps, records);
    // One of them was told of this act already (a delivery repeated): each alone, so every
    // other still hears of it exactly once.
    else for (const userId of wanted) await notify(deps, { ...n, userId }, once);
  }
}
