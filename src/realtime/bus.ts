/**
 * How a hub reaches sockets held by any instance: every delivery is published on the bus and
 * each instance's hub delivers to the sockets it holds. In-process for one instance; over Redis
 * (redis_bus.ts) across instances, without touching the hub or any domain. A message is plain
 * JSON data (a binary payload travels as a base64 string).
 */

export type BusMessage =
  | { kind: "user"; userId: string; frame: string; exceptConnection?: string }
  | { kind: "topic"; topic: string; frame: string; exceptUserId?: string }
  | { kind: "closeSession"; sessionId: string }
  | { kind: "closeUser"; userId: string }
  // Editor rooms (collab/relay.ts): Yjs and awareness updates as base64, tagged with the
  // instance that sent them; a hello asks for what a copy of the room lacks (all of it when it
  // just loaded; when its digest of what it holds differs from the receiver's, otherwise).
  | { kind: "roomUpdate"; room: string; from: string; update: string }
  | { kind: "roomAwareness"; room: string; from: string; update: string }
  | { kind: "roomHello"; room: string; from: string; stateVector: string; digest?: string };

export type Bus = {
  publish(message: BusMessage): void;
  subscribe(handler: (message: BusMessage) => void): () => void;
  /** Called when messages from other instances may have been missed (the link to them was
   * down): whoever holds sockets makes them catch up from KV. Never called in-process. */
  onGap(listener: () => void): () => void;
  /** Lets go of any connection (shutdown). */
  close(): Promise<void>;
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
    onGap: () => () => {},
    close: () => Promise.resolve(),
  };
}
