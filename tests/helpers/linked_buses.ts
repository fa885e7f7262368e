/**
 * The buses of several app instances in one test process, linked as Redis pub/sub links those
 * of separate processes: a message reaches the publisher's own subscribers at once and the other
 * instances' a moment later, in order, as JSON (so only plain data crosses). Setting `down`
 * drops what crosses meanwhile, as a Redis outage does.
 */
import { type Bus, type BusMessage, inProcessBus } from "../../src/realtime/bus.ts";

export type LinkedBuses = Bus[] & { down: boolean };

export function linkedBuses(count: number, delayMs = 2): LinkedBuses {
  const locals = Array.from({ length: count }, () => inProcessBus());
  const buses: LinkedBuses = Object.assign(
    locals.map((local, i): Bus => ({
      publish(message: BusMessage) {
        local.publish(message);
        if (buses.down) return;
        const wire = JSON.stringify(message);
        locals.forEach((other, j) => {
          if (j !== i) setTimeout(() => other.publish(JSON.parse(wire)), delayMs);
        });
      },
      subscribe: (handler) => local.subscribe(handler),
      // Rooms catch up by comparing digests, not on a gap; nothing to let go of in process.
      onGap: () => () => {},
      close: () => Promise.resolve(),
    })),
    { down: false },
  );
  return buses;
}
