/**
 * The last of a departing student in trending. The acts removed with the account were recorded as
 * outbox tasks, and the worker takes their scores back (the student's posts leave the lists, their
 * likes and follows stop counting). What the worker keeps on purpose (a credit at zero remembers
 * when an act first counted) is removed here, once every task recorded up to `recordedUntil` is
 * applied; until then this answers false and is asked again later.
 */
import { decodeTime } from "ulid";
import { deleteListed } from "../core/kv.ts";
import {
  allCreditsPrefix,
  allFollowCreditsPrefix,
  outboxPrefix,
  rankKey,
  standingKey,
} from "./keys.ts";
import type { SubjectKind } from "./model.ts";

export async function eraseTrendingLeftovers(
  kv: Deno.Kv,
  userId: string,
  recordedUntil: number,
): Promise<boolean> {
  const first = await kv.list({ prefix: outboxPrefix }, { limit: 1 }).next();
  if (!first.done && decodeTime(first.value.key[1] as string) <= recordedUntil) return false;
  await deleteListed(kv, { prefix: allCreditsPrefix }, {
    where: (key) => key[3] === userId,
  });
  await deleteListed(kv, { prefix: allFollowCreditsPrefix }, {
    where: (key) => key[1] === userId || key[2] === userId,
  });
  // Emptied standings are dropped by the worker; this guards against one left by older data.
  for (const kind of ["profiles", "contributors"] as SubjectKind[]) {
    const entry = await kv.get<{ log: number | null }>(standingKey(kind, userId));
    if (!entry.value) continue;
    const op = kv.atomic().check(entry).delete(standingKey(kind, userId));
    if (entry.value.log !== null) op.delete(rankKey(kind, entry.value.log, userId));
    await op.commit();
  }
  return true;
}
