/**
 * A deleted account's mock interviews: the sessions where they answered go, with their history
 * and their partner's index entry; where they interviewed, the candidate keeps the feedback and
 * the session forgets who gave it.
 */
import { deleteListed } from "../core/kv.ts";
import {
  historyPrefix,
  sessionKey,
  userSessionKey,
  userSessionsPrefix,
  waitingKey,
} from "./keys.ts";
import type { SessionRecord } from "./model.ts";

/** Erases `userId`'s part in every interview (account deletion; safe to run again). */
export async function eraseInterviews(deps: { kv: Deno.Kv }, userId: string): Promise<void> {
  const { kv } = deps;
  for await (const entry of kv.list({ prefix: userSessionsPrefix(userId) })) {
    const id = entry.key.at(-1) as string;
    const found = await kv.get<SessionRecord>(sessionKey(id));
    const s = found.value;
    if (!s) continue;
    const op = kv.atomic().check(found);
    if (s.candidateId === userId) {
      op.delete(sessionKey(id));
      if (s.interviewerId) op.delete(userSessionKey(s.interviewerId, id));
      const slot = await kv.get<{ sessionId: string }>(waitingKey(s.track));
      if (slot.value?.sessionId === id) op.check(slot).delete(waitingKey(s.track));
    } else {
      op.set(sessionKey(id), { ...s, interviewerId: null });
    }
    // A lost race means the session changed under us: the next run of the phase finishes it.
    await op.commit();
  }
  await deleteListed(kv, { prefix: historyPrefix(userId) });
  await deleteListed(kv, { prefix: userSessionsPrefix(userId) });
}
