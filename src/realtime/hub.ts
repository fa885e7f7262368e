/**
 * The WebSocket hub. It knows sockets, users and topics, never a domain: domains register
 * handlers for incoming events and send to users or topics. Every send goes through the bus,
 * so a user's sockets on another instance get it too. A socket whose unsent data passes the cap
 * is a slow consumer and is closed rather than buffered without bound; one silent for a minute,
 * not even answering `ping`, is closed too (`sweepSilent`). A contract (event name →
 * zod schema, both ways) types every handler and send and validates every incoming frame.
 */
import type { z } from "zod";
import type { Logger } from "../core/log.ts";
import type { Bus, BusMessage } from "./bus.ts";
import { Pushback } from "./pushback.ts";
import { decode, encode } from "./wire.ts";
import { type Silence, sweepOnce } from "./silence.ts";
import { CLOSE_CATCH_UP, CLOSE_SIGNED_OUT, CLOSE_SILENT } from "../shared/close_codes.ts";

/** Unsent bytes after which a socket is closed as too slow. */
export const MAX_BUFFERED_BYTES = 1024 * 1024;

/** Frames of a bounded event (`on(…, { bounded: true })`: those that store something) one socket
 * may have under way; past it a frame is refused with "slow down" rather than queued without
 * bound. A browser tab has one or two under way. Events paced otherwise (typing) are not bounded
 * here, so a flood of them is still told once. */
export const MAX_IN_FLIGHT = 16;

/** The refusal past `MAX_IN_FLIGHT`; when the client may send the frame again is the hub's
 * `pushback` (src/realtime/pushback.ts). */
export const SLOW_DOWN = "You're sending too fast. Try again in a moment.";

export type Connection = Silence & {
  id: string;
  userId: string;
  sessionId: string;
  socket: WebSocket;
  topics: Set<string>;
  /** Frames of bounded events whose handler has not finished. */
  inFlight: number;
};

type Handler = (conn: Connection, data: unknown) => unknown | Promise<unknown>;

export type HandlerOptions = {
  /** At most `MAX_IN_FLIGHT` frames of bounded events under way per socket. */
  bounded?: boolean;
  /** The refusal's text while what the handler feeds is full (the chat's write queue), or null:
   * such a frame is refused before its payload is checked or its handler runs, as cheaply as
   * can be, since under overload refusals are most of what arrives. */
  full?: () => string | null;
};

/** Event name → payload schema. */
export type EventSchemas = Record<string, z.ZodType>;

/** The events a hub takes in and sends out. */
export type SocketContract<In extends EventSchemas, Out extends EventSchemas> = {
  incoming: In;
  outgoing: Out;
};

export type HubOptions = {
  /** Check every outgoing payload against the contract and log a mismatch (tests). */
  checkOutgoing?: boolean;
};

export type PresenceListener = (userId: string, online: boolean) => void;

export class Hub<In extends EventSchemas, Out extends EventSchemas> {
  #byUser = new Map<string, Set<Connection>>();
  /** Every attached socket, open or still opening: shutdown must close them all. */
  #attached = new Set<Connection>();
  #byTopic = new Map<string, Set<Connection>>();
  #handlers = new Map<string, Handler>();
  #bounded = new Set<string>();
  #full = new Map<string, () => string | null>();
  #presence = new Set<PresenceListener>();
  #unsubscribe: () => void;
  #unsubscribeGap: () => void;
  /** Every "slow down" of this process says when to try again from here. */
  readonly pushback = new Pushback();

  constructor(
    readonly bus: Bus,
    readonly logger: Logger,
    readonly contract: SocketContract<In, Out>,
    readonly options: HubOptions = {},
  ) {
    this.#unsubscribe = bus.subscribe((m) => this.#deliver(m));
    this.#unsubscribeGap = bus.onGap(() => this.#catchUp());
  }

  /** Registers the handler of an incoming event; it runs only with data the contract accepts. */
  on<E extends keyof In & string>(
    event: E,
    run: (conn: Connection, data: z.infer<In[E]>) => unknown | Promise<unknown>,
    options: HandlerOptions = {},
  ): void {
    this.#handlers.set(event, run as Handler);
    if (options.bounded) this.#bounded.add(event);
    if (options.full) this.#full.set(event, options.full);
  }

  onPresence(listener: PresenceListener): () => void {
    this.#presence.add(listener);
    return () => this.#presence.delete(listener);
  }

  /** Every socket of `userId`, on every instance. */
  sendToUser<E extends keyof Out & string>(userId: string, event: E, data: z.input<Out[E]>): void {
    this.bus.publish({ kind: "user", userId, frame: this.#frame(event, data) });
  }

  /** Every socket of each of `userIds` but `except` (the socket that asked, which has its own
   * answer): the frame is encoded once for all of them. */
  sendToUsers<E extends keyof Out & string>(
    userIds: readonly string[],
    event: E,
    data: z.input<Out[E]>,
    except?: Connection,
  ): void {
    const frame = this.#frame(event, data);
    const exceptConnection = except?.id;
    for (const userId of userIds) {
      this.bus.publish({ kind: "user", userId, frame, exceptConnection });
    }
  }

  /** Every socket subscribed to `topic`, optionally except one user's. */
  publish<E extends keyof Out & string>(
    topic: string,
    event: E,
    data: z.input<Out[E]>,
    exceptUserId?: string,
  ): void {
    this.bus.publish({ kind: "topic", topic, frame: this.#frame(event, data), exceptUserId });
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
  reply<E extends keyof Out & string>(conn: Connection, event: E, data: z.input<Out[E]>): void {
    this.#send(conn, this.#frame(event, data));
  }

  /** Starts serving an upgraded socket for a signed-in user. */
  attach(socket: WebSocket, userId: string, sessionId: string): Connection {
    const conn: Connection = {
      id: crypto.randomUUID(),
      userId,
      sessionId,
      socket,
      topics: new Set(),
      inFlight: 0,
      heard: true,
      silentSweeps: 0,
    };
    this.#attached.add(conn);
    socket.addEventListener("open", () => {
      let set = this.#byUser.get(userId);
      const first = !set;
      if (!set) this.#byUser.set(userId, set = new Set());
      set.add(conn);
      if (first) { for (const l of this.#presence) l(userId, true); }
      this.#send(conn, this.#frame("ready", { userId }));
    });
    socket.addEventListener("message", (e) => void this.#receive(conn, e.data));
    socket.addEventListener("close", () => this.#detach(conn));
    socket.addEventListener("error", () => this.#detach(conn));
    return conn;
  }

  /** Pings the open sockets silent for a while and closes those silent for longer (`silence.ts`);
   * run every `SILENCE_SWEEP_MS`. Any frame counts as an answer. */
  sweepSilent(): void {
    for (const c of this.#attached) {
      if (c.socket.readyState !== WebSocket.OPEN) continue;
      const act = sweepOnce(c);
      if (act === "close") this.#close(c, CLOSE_SILENT, "no answer to ping");
      else if (act === "ping") this.#send(c, this.#frame("ping", null));
    }
  }

  /** Connections held by this instance (for sweeps and tests). */
  connections(): Connection[] {
    return [...this.#byUser.values()].flatMap((s) => [...s]);
  }

  /** Closes every socket and stops listening to the bus. Presence keys expire on their own. */
  shutdown(): void {
    this.#unsubscribe();
    this.#unsubscribeGap();
    this.#presence.clear();
    for (const c of [...this.#attached]) this.#close(c, 1001, "server shutting down");
  }

  /** Deliveries from other instances may have been lost (the bus was cut off): every socket is
   * closed with `CLOSE_CATCH_UP`, and its client, reconnecting, reads again from KV what it
   * shows, where every acknowledged message already is. */
  #catchUp() {
    const all = [...this.#attached];
    if (all.length === 0) return;
    this.logger.info("sockets closed to catch up after a bus outage", { sockets: all.length });
    for (const c of all) this.#close(c, CLOSE_CATCH_UP, "catching up after a bus outage");
  }

  async #receive(conn: Connection, raw: unknown) {
    conn.heard = true;
    const error = (
      data: { event?: string; code?: string; message: string; ref?: string; retryInMs?: number },
    ) => this.#send(conn, this.#frame("error", data));
    if (typeof raw !== "string") return error({ message: "Frames must be text." });
    const decoded = decode(raw);
    if (!decoded.ok) return error({ message: decoded.message });
    const { event, data } = decoded.frame;
    if (event === "ping") return this.#send(conn, this.#frame("pong", data ?? null));
    if (event === "pong") return;
    const handler = this.#handlers.get(event);
    const schema = Object.hasOwn(this.contract.incoming, event)
      ? this.contract.incoming[event]
      : undefined;
    if (!handler || !schema) return error({ event, message: `Unknown event ${event}.` });
    // Push back before any other work: the client sends it again later (the browser's chat does
    // so by itself), after the wait the pushback names.
    const bounded = this.#bounded.has(event);
    const full = bounded && conn.inFlight >= MAX_IN_FLIGHT ? SLOW_DOWN : this.#full.get(event)?.();
    if (full) {
      return error({
        event,
        code: "TOO_MANY_REQUESTS",
        message: full,
        ref: refOf(data),
        retryInMs: this.pushback.refuse(),
      });
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "Invalid data.";
      return error({ event, message, ref: refOf(data) });
    }
    if (bounded) conn.inFlight++;
    try {
      await handler(conn, parsed.data);
    } catch (err) {
      // A handler's refusal (an AppError) is the client's to see; anything else is ours.
      const e = err as { name?: string; message?: string; code?: string; retryInMs?: number };
      const known = e?.name === "AppError" && typeof e.message === "string";
      if (!known) this.logger.error("socket handler failed", { event, error: String(err) });
      error({
        event,
        code: known ? e.code ?? "BAD_REQUEST" : "INTERNAL_SERVER_ERROR",
        message: known ? e.message! : "Something went wrong. Please try again.",
        ref: refOf(data),
        ...(known && typeof e.retryInMs === "number" ? { retryInMs: e.retryInMs } : {}),
      });
    } finally {
      if (bounded) conn.inFlight--;
    }
  }

  /** One encoded frame; with `checkOutgoing`, a payload off the contract is logged. */
  #frame(event: string, data: unknown): string {
    if (this.options.checkOutgoing) {
      const schema = Object.hasOwn(this.contract.outgoing, event)
        ? this.contract.outgoing[event]
        : undefined;
      const problem = schema
        ? schema.safeParse(data).error?.issues[0]
        : { message: "unknown event" };
      if (problem) {
        this.logger.error("socket frame off contract", { event, problem: problem.message });
      }
    }
    return encode(event, data);
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
        for (const c of this.#byUser.get(m.userId) ?? []) {
          if (c.id !== m.exceptConnection) this.#send(c, m.frame);
        }
        break;
      case "topic":
        for (const c of this.#byTopic.get(m.topic) ?? []) {
          if (c.userId !== m.exceptUserId) this.#send(c, m.frame);
        }
        break;
      case "closeSession":
        for (const c of this.connections()) {
          if (c.sessionId === m.sessionId) this.#close(c, CLOSE_SIGNED_OUT, "signed out");
        }
        break;
      case "closeUser":
        for (const c of this.#byUser.get(m.userId) ?? []) {
          this.#close(c, CLOSE_SIGNED_OUT, "signed out");
        }
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

/** A hub of any contract, for code that only attaches sockets or reads connections. */
export type AnyHub = Hub<EventSchemas, EventSchemas>;
