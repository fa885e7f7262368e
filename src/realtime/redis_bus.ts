/**
 * The bus across instances: every message is published as JSON on one Redis pub/sub channel,
 * tagged with this instance's id. Local subscribers get it at once (so one instance keeps working
 * while Redis is away) and the copy coming back from Redis is ignored; other instances deliver it
 * to theirs. A message never waits for Redis: while it is unreachable, publishes to other
 * instances are dropped, and every instance that may have missed something is told (`onGap`) so
 * its sockets catch up from KV, where everything acknowledged already is.
 */
import { createClient } from "@redis/client";
import type { Logger } from "../core/log.ts";
import type { Bus, BusMessage } from "./bus.ts";

/** The one channel every instance of the app publishes on and listens to. */
export const BUS_CHANNEL = "campus:bus";

/** Redis' own wait between reconnect attempts: 100 ms doubling, at most 5 s, with jitter so
 * a fleet of instances does not knock at once. */
export function reconnectWait(attempt: number, random = Math.random()): number {
  const base = Math.min(5000, 100 * 2 ** attempt);
  return Math.round(base * (0.75 + 0.5 * random));
}

/** What travels on the channel: the publisher's id and its message, its notice that some of its
 * messages were dropped while it was cut off, or a probe it sends itself. */
type Envelope =
  | { from: string; message: BusMessage }
  | { from: string; gap: true }
  | { from: string; probe: string };

/** How often a probe is sent again until it comes back. */
const PROBE_EVERY_MS = 200;

export type RedisBusOptions = {
  logger: Logger;
  /** Names this instance in every message it publishes (default: a random id). */
  instanceId?: string;
  channel?: string;
};

export type RedisBus = Bus & { readonly instanceId: string };

/** A bus over the Redis at `url`; it connects (and reconnects) in the background. */
export function redisBus(url: string, options: RedisBusOptions): RedisBus {
  const { logger } = options;
  const instanceId = options.instanceId ?? crypto.randomUUID();
  const channel = options.channel ?? BUS_CHANNEL;
  const handlers = new Set<(message: BusMessage) => void>();
  const gapListeners = new Set<() => void>();
  const clientOptions = {
    url,
    // A publish while the link is down fails at once instead of queueing without bound; the
    // catch-up from KV covers it.
    disableOfflineQueue: true,
    socket: { reconnectStrategy: (retries: number) => reconnectWait(retries) },
  };
  const pub = createClient(clientOptions);
  const sub = createClient(clientOptions);
  let closing = false;
  /** Publishes that never reached Redis since the last notice; others have to be told. */
  let dropped = 0;

  const deliver = (message: BusMessage) => {
    for (const h of handlers) {
      try {
        h(message);
      } catch (err) {
        logger.error("bus subscriber failed", { error: String(err) });
      }
    }
  };
  const gap = () => {
    for (const l of gapListeners) l();
  };

  const send = (envelope: Envelope) => {
    if (closing) return;
    pub.publish(channel, JSON.stringify(envelope)).catch(() => dropped++);
  };

  // Both links log once when lost and once when back, not at every retry.
  const watch = (client: typeof pub, name: string, back: () => void) => {
    let downSince: number | null = null;
    let everReady = false;
    client.on("error", (err: unknown) => {
      if (closing || downSince !== null) return;
      downSince = Date.now();
      const msg = everReady
        ? "redis bus connection lost; reconnecting"
        : "redis bus unreachable; retrying";
      logger.warn(msg, { link: name, error: String(err) });
    });
    client.on("ready", () => {
      if (downSince !== null && everReady) {
        logger.info("redis bus reconnected", { link: name, downMs: Date.now() - downSince });
      } else if (downSince !== null) {
        logger.info("redis bus connected", { link: name, waitedMs: Date.now() - downSince });
      }
      // The first connection counts as coming back too, whether or not an error came first:
      // sockets may have been served before it, publishes dropped, and others' messages missed.
      const wasDown = downSince !== null || !everReady;
      downSince = null;
      everReady = true;
      if (wasDown) back();
    });
    // A link that drops without an error event (a server shutting down cleanly) is lost too.
    client.on("reconnecting", () => {
      if (closing || downSince !== null) return;
      downSince = Date.now();
      logger.warn("redis bus connection lost; reconnecting", { link: name });
    });
  };
  // The subscriber back: whatever others published meanwhile never came, so this instance's
  // sockets catch up, once the subscription is live again: "ready" comes before the client has
  // subscribed anew, and a socket that caught up in between could miss a message. Our own probe
  // coming back through Redis proves it is.
  let probe: string | null = null;
  let probeTimer: ReturnType<typeof setTimeout> | undefined;
  const probeThenCatchUp = () => {
    const nonce = crypto.randomUUID();
    probe = nonce;
    const attempt = () => {
      if (closing || probe !== nonce) return;
      if (pub.isReady) {
        pub.publish(channel, JSON.stringify({ from: instanceId, probe: nonce })).catch(() => {});
      }
      probeTimer = setTimeout(attempt, PROBE_EVERY_MS);
    };
    clearTimeout(probeTimer);
    attempt();
  };
  watch(sub, "subscribe", probeThenCatchUp);
  // The publisher back: if anything was dropped, every other instance catches up.
  watch(pub, "publish", () => {
    if (dropped === 0) return;
    dropped = 0;
    send({ from: instanceId, gap: true });
  });

  const onMessage = (raw: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw);
    } catch {
      return logger.warn("bus message that is not JSON ignored", { length: raw.length });
    }
    if (envelope.from === instanceId) {
      if ("probe" in envelope && envelope.probe === probe) {
        probe = null;
        clearTimeout(probeTimer);
        gap();
      }
      return;
    }
    if ("gap" in envelope) return gap();
    if ("probe" in envelope) return;
    deliver(envelope.message);
  };
  // The subscription is renewed by the client itself after every reconnect.
  sub.connect().then(() => sub.subscribe(channel, onMessage)).catch((err) => {
    if (!closing) logger.error("redis bus could not subscribe", { error: String(err) });
  });
  pub.connect().catch((err) => {
    if (!closing) logger.error("redis bus could not connect", { error: String(err) });
  });

  return {
    instanceId,
    publish(message) {
      deliver(message);
      if (pub.isReady) send({ from: instanceId, message });
      else dropped++;
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    onGap(listener) {
      gapListeners.add(listener);
      return () => gapListeners.delete(listener);
    },
    async close() {
      closing = true;
      clearTimeout(probeTimer);
      handlers.clear();
      gapListeners.clear();
      await Promise.all([pub, sub].map(async (c) => {
        try {
          if (c.isReady) await c.close();
          else c.destroy();
        } catch {
          c.destroy();
        }
      }));
    },
  };
}
