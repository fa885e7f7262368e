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

/** Renews the presence of everyone connected here (run well within the TTL). */
export async function refreshPresence(hub: AnyHub, kv: Deno.Kv): Promise<void> {
  const users = new Set(hub.connections().map((c) => c.userId));
  for (const userId of users) {
    await kv.set(presenceKey(userId), Date.now(), { expireIn: PRESENCE_TTL_MS });
  }
}
