/**
 * The WebSocket hub. It knows sockets, users and topics, never a domain: domains register
 * handlers for incoming events and send to users or topics. Every send goes through the bus,
 * so a user's sockets on another instance get it too. A socket whose unsent data passes the cap
 * is a slow consumer and is closed rather than buffered without bound.
 */
import type { z } from "zod";
import type { Logger } from "../core/log.ts";
import type { Bus, BusMessage } from "./bus.ts";
import { decode, encode } from "./wire.ts";

/** Unsent bytes after which a socket is closed as too slow. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

export type Connection = {
  id: string;
  userId: string;
  sessionId: string;
  socket: WebSocket;
  topics: Set<string>;
};

type Handler = {
  schema: z.ZodType;
  run(conn: Connection, data: unknown): unknown | Promise<unknown>;
};

export type PresenceListener = (userId: string, online: boolean) => void;

export class Hub {
  #byUser = new Map<string, Set<Connection>>();
  /** Every attached socket, open or still opening: shutdown must close them all. */
  #attached = new Set<Connection>();
  #byTopic = new Map<string, Set<Connection>>();
  #handlers = new Map<string, Handler>();
  #presence = new Set<PresenceListener>();
  #unsubscribe: () => void;

  constructor(readonly bus: Bus, readonly logger: Logger) {
    this.#unsubscribe = bus.subscribe((m) => this.#deliver(m));
  }

  /** Registers the handler of an incoming event; `data` is checked with `schema` first. */
  on<S extends z.ZodType>(
    event: string,
    schema: S,
    run: (conn: Connection, data: z.infer<S>) => unknown | Promise<unknown>,
  ): void {
    this.#handlers.set(event, { schema, run: run as Handler["run"] });
  }

  onPresence(listener: PresenceListener): () => void {
    this.#presence.add(listener);
    return () => this.#presence.delete(listener);
  }

  /** Every socket of `userId`, on every instance. */
  sendToUser(userId: string, event: string, data: unknown): void {
    this.bus.publish({ kind: "user", userId, frame: encode(event, data) });
  }

  /** Every socket subscribed to `topic`, optionally except one user's. */
  publish(topic: string, event: string, data: unknown, exceptUserId?: string): void {
    this.bus.publish({ kind: "topic", topic, frame: encode(event, data), exceptUserId });
  }

  /** Closes every socket of a login (logout, revocation), wherever it is. */
  closeSession(sessionId: string): void {
    this.bus.publish({ kind: "closeSession", sessionId });
  }

  subscribe(conn: Connection, topic: string): void {
    conn.topics.add(topic);
    let set = this.#byTopic.get(topic);
    if (!set) this.#byTopic.set(topic, set = new Set());
    set.add(conn);
  }

  unsubscribe(conn: Connection, topic: string): void {
    conn.topics.delete(topic);
    const set = this.#byTopic.get(topic);
    set?.delete(conn);
    if (set?.size === 0) this.#byTopic.delete(topic);
  }

  /** Sends to one socket (replies, errors). */
  reply(conn: Connection, event: string, data: unknown): void {
    this.#send(conn, encode(event, data));
  }

  /** Starts serving an upgraded socket for a signed-in user. */
  attach(socket: WebSocket, userId: string, sessionId: string): Connection {
    const conn: Connection = {
      id: crypto.randomUUID(),
      userId,
      sessionId,
      socket,
      topics: new Set(),
    };
    this.#attached.add(conn);
    socket.addEventListener("open", () => {
      let set = this.#byUser.get(userId);
      const first = !set;
      if (!set) this.#byUser.set(userId, set = new Set());
      set.add(conn);
      if (first) { for (const l of this.#presence) l(userId, true); }
      this.reply(conn, "ready", { userId });
    });
    socket.addEventListener("message", (e) => void this.#receive(conn, e.data));
    socket.addEventListener("close", () => this.#detach(conn));
    socket.addEventListener("error", () => this.#detach(conn));
    return conn;
  }

  /** Connections held by this instance (for sweeps and tests). */
  connections(): Connection[] {
    return [...this.#byUser.values()].flatMap((s) => [...s]);
  }

  /** Closes every socket and stops listening to the bus. Presence keys expire on their own. */
  shutdown(): void {
    this.#unsubscribe();
    this.#presence.clear();
    for (const c of [...this.#attached]) this.#close(c, 1001, "server shutting down");
  }

  async #receive(conn: Connection, raw: unknown) {
    if (typeof raw !== "string") {
      return this.reply(conn, "error", { message: "Frames must be text." });
    }
    const decoded = decode(raw);
    if (!decoded.ok) return this.reply(conn, "error", { message: decoded.message });
    const { event, data } = decoded.frame;
    if (event === "ping") return this.reply(conn, "pong", data ?? null);
    const handler = this.#handlers.get(event);
    if (!handler) return this.reply(conn, "error", { event, message: `Unknown event ${event}.` });
    const parsed = handler.schema.safeParse(data);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "Invalid data.";
      return this.reply(conn, "error", { event, message, ref: refOf(data) });
    }
    try {
      await handler.run(conn, parsed.data);
    } catch (err) {
      // A handler's refusal (an AppError) is the client's to see; anything else is ours.
      const e = err as { name?: string; message?: string; code?: string };
      const known = e?.name === "AppError";
      if (!known) this.logger.error("socket handler failed", { event, error: String(err) });
      this.reply(conn, "error", {
        event,
        code: known ? e.code : "INTERNAL_SERVER_ERROR",
        message: known ? e.message : "Something went wrong. Please try again.",
        ref: refOf(data),
      });
    }
  }

  #send(conn: Connection, frame: string) {
    if (conn.socket.readyState !== WebSocket.OPEN) return;
    if (conn.socket.bufferedAmount + frame.length > MAX_BUFFERED_BYTES) {
      this.logger.warn("slow socket closed", { userId: conn.userId });
      return this.#close(conn, 1013, "too slow to keep up");
    }
    conn.socket.send(frame);
  }

  #deliver(m: BusMessage) {
    switch (m.kind) {
      case "user":
        for (const c of this.#byUser.get(m.userId) ?? []) this.#send(c, m.frame);
        break;
      case "topic":
        for (const c of this.#byTopic.get(m.topic) ?? []) {
          if (c.userId !== m.exceptUserId) this.#send(c, m.frame);
        }
        break;
      case "closeSession":
        for (const c of this.connections()) {
          if (c.sessionId === m.sessionId) this.#close(c, 4001, "signed out");
        }
        break;
      case "closeUser":
        for (const c of this.#byUser.get(m.userId) ?? []) this.#close(c, 4001, "signed out");
        break;
    }
  }

  #close(conn: Connection, code: number, reason: string) {
    if (conn.socket.readyState === WebSocket.CONNECTING) {
      // A socket still opening cannot be closed yet: close it the moment it opens.
      conn.socket.addEventListener("open", () => conn.socket.close(code, reason), { once: true });
    } else {
      try {
        conn.socket.close(code, reason);
      } catch {
        // Already closing.
      }
    }
    this.#detach(conn);
  }

  #detach(conn: Connection) {
    this.#attached.delete(conn);
    for (const t of [...conn.topics]) this.unsubscribe(conn, t);
    const set = this.#byUser.get(conn.userId);
    if (!set?.delete(conn)) return;
    if (set.size === 0) {
      this.#byUser.delete(conn.userId);
      for (const l of this.#presence) l(conn.userId, false);
    }
  }
}

/** A client's own reference for a request (e.g. its optimistic message id), echoed in errors. */
function refOf(data: unknown): string | undefined {
  const ref = (data as { clientId?: unknown } | null)?.clientId;
  return typeof ref === "string" ? ref.slice(0, 64) : undefined;
}
