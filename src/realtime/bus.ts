/**
 * How a hub reaches sockets held by any instance: every delivery is published on the bus and
 * each instance's hub delivers to the sockets it holds. In-process for one instance; a
 * KV-backed bus can replace it without touching the hub or any domain.
 */

export type BusMessage =
  | { kind: "user"; userId: string; frame: string }
  | { kind: "topic"; topic: string; frame: string; exceptUserId?: string }
  | { kind: "closeSession"; sessionId: string }
  | { kind: "closeUser"; userId: string };

export type Bus = {
  publish(message: BusMessage): void;
  subscribe(handler: (message: BusMessage) => void): () => void;
};

export function inProcessBus(): Bus {
  const handlers = new Set<(message: BusMessage) => void>();
  return {
    publish(message) {
      for (const h of handlers) h(message);
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
  };
}
