/** Closes live sockets whose login has ended (expired or revoked elsewhere), checked in batches. */
import { getManyBatched } from "../core/kv.ts";
import type { AnyHub } from "../realtime/hub.ts";
import { sessionKey } from "./keys.ts";

export async function closeEndedSessions(hub: AnyHub, kv: Deno.Kv): Promise<void> {
  const sessions = [...new Set(hub.connections().map((c) => c.sessionId))];
  const entries = await getManyBatched(kv, sessions.map(sessionKey));
  entries.forEach((e, i) => {
    if (e.value === null) hub.closeSession(sessions[i]);
  });
}
