/** Closes live sockets whose login has ended (expired or revoked elsewhere), checked in batches. */
import type { AnyHub } from "../realtime/hub.ts";
import { sessionKey } from "./keys.ts";

export async function closeEndedSessions(hub: AnyHub, kv: Deno.Kv): Promise<void> {
  const sessions = [...new Set(hub.connections().map((c) => c.sessionId))];
  for (let i = 0; i < sessions.length; i += 10) {
    const slice = sessions.slice(i, i + 10);
    const entries = await kv.getMany(slice.map(sessionKey));
    entries.forEach((e, j) => {
      if (e.value === null) hub.closeSession(slice[j]);
    });
  }
}
