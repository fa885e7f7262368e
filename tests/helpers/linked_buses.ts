/**
 * The buses of several app instances in one test process, linked as Redis pub/sub links those
 * of separate processes: a message reaches the publisher's own subscribers at once and the other
 * instances' a moment later, in order, as JSON (so only plain data crosses).
 */
import { type Bus, type BusMessage, inProcessBus } from "../../src/realtime/bus.ts";

export function linkedBuses(count: number, delayMs = 2): Bus[] {
  const locals = Array.from({ length: count }, () => inProcessBus());
  return locals.map((local, i) => ({
    publish(message: BusMessage) {
      local.publish(message);
      const wire = JSON.stringify(message);
      locals.forEach((other, j) => {
        if (j !== i) setTimeout(() => other.publish(JSON.parse(wire)), delayMs);
      });
    },
    subscribe: (handler) => local.subscribe(handler),
  }));
}
