/**
 * Keeps `presence/<user>` in KV while the user has a live socket on this instance: set on the
 * first socket, refreshed by `refreshPresence`, removed with the last one. The key expires on
 * its own, so a crashed instance never leaves students "online".
 */
import { presenceKey } from "./keys.ts";
import type { AnyHub } from "../realtime/hub.ts";

export const PRESENCE_TTL_MS = 90_000;

export function trackPresence(hub: AnyHub, kv: Deno.Kv): () => void {
  return hub.onPresence((userId, online) => {
    const op = online
      ? kv.set(presenceKey(userId), Date.now(), { expireIn: PRESENCE_TTL_MS })
      : kv.delete(presenceKey(userId));
    op.catch((err) => hub.logger.warn("presence not saved", { userId, error: String(err) }));
  });
}

/** Students whose presence one write renews: a few thousand sockets cost a few dozen writes,
 * not one each, so chat writes meanwhile wait behind little. */
const RENEW_PER_WRITE = 200;

/** Renews the presence of everyone connected here (run well within the TTL). */
export async function refreshPresence(hub: AnyHub, kv: Deno.Kv): Promise<void> {
  const users = [...new Set(hub.connections().map((c) => c.userId))];
  for (let i = 0; i < users.length; i += RENEW_PER_WRITE) {
    const op = kv.atomic();
    const now = Date.now();
    for (const userId of users.slice(i, i + RENEW_PER_WRITE)) {
      op.set(presenceKey(userId), now, { expireIn: PRESENCE_TTL_MS });
    }
    await op.commit();
  }
}
