/**
 * One loaded editor room: its Y.Doc and awareness, the sockets connected to it, and its
 * write-behind to KV (room_log.ts). A change reaches the other participants as soon as it is
 * applied; a client holding a change the server never stored sends it again when it reconnects
 * (the y-websocket sync answers with what the server lacks). On several instances, each relays
 * the changes it accepts through `link` (relay.ts) and applies the others' without storing them
 * again: their instance stores them.
 */
import * as Y from "yjs";
import * as awarenessProtocol from "y-protocols/awareness.js";
import type { Logger } from "../core/log.ts";
import { errorFields } from "../core/log.ts";
import {
  answerSync,
  awarenessMessage,
  readFrame,
  readSyncUpdate,
  SYNC_STEP1,
  syncStep1,
  updateMessage,
} from "./protocol.ts";
import { ownEntries } from "./awareness_claims.ts";
import { applyClientUpdate, FIXED } from "./guard.ts";
import { claimSeed, loadRoom } from "./store.ts";
import { RoomLog } from "./room_log.ts";

/** Origin of the server's own changes (guards, run results), so they are told apart. */
export const SERVER_ORIGIN = "server";
/** Origin of changes read from KV: already stored, so neither stored again nor relayed. */
export const STORE_ORIGIN = "store";
/** Origin of changes another instance accepted and relayed: that instance stores them. */
export const REMOTE_ORIGIN = "remote";

export const LIMITS = {
  /** Frames larger than this close the socket (a pasted file is far smaller). */
  frameBytes: 2 * 1024 * 1024,
  /** Size of the room's live content past which it takes no more changes. */
  roomBytes: 8 * 1024 * 1024,
  /** People in one room at once. */
  connections: 50,
  awarenessBytes: 16 * 1024,
  /** A socket this far behind is closed; its client reconnects and resyncs. */
  bufferedBytes: 16 * 1024 * 1024,
};

/** WebSocket close codes a client can show. y-websocket clients stop reconnecting after a code
 * in 4400–4499, so those are for refusals that retrying cannot fix. */
export const CLOSE = {
  tooLarge: { code: 4413, reason: "This room has reached its size limit and cannot take more." },
  full: { code: 4429, reason: "This room is full (50 people). Try another room." },
  invalid: { code: 4400, reason: "The room could not read a message from this client." },
  slow: { code: 4008, reason: "The connection fell too far behind. Reconnecting resyncs it." },
  shutdown: { code: 1012, reason: "The server is restarting. Reconnecting..." },
};

export type Conn = {
  socket: WebSocket;
  ip: string;
  /** The signed-in student's id, or null for a visitor (the run queue takes turns by it). */
  student?: string | null;
  /** Awareness client ids this socket speaks for (awareness_claims.ts); removed when it leaves. */
  clients: Set<number>;
  /** It has sent the awareness update that claims its ids. */
  announced?: boolean;
  /** This socket sent something the room refused (logged once). */
  warned?: boolean;
};

/** Where a room sends what its instance accepted, for the room's copies on other instances. */
export type RoomLink = {
  update(roomId: string, update: Uint8Array): void;
  awareness(roomId: string, update: Uint8Array): void;
};

export type RoomDeps = { kv: Deno.Kv; logger: Logger; link?: RoomLink };

export class Room {
  readonly doc = new Y.Doc();
  readonly awareness = new awarenessProtocol.Awareness(this.doc);
  readonly conns = new Set<Conn>();
  /** Called when the last socket leaves, and when one joins. */
  onEmpty: () => void = () => {};
  onJoin: () => void = () => {};

  /** Set once loaded: the write-behind to KV. */
  private log!: RoomLog;

  private constructor(readonly id: string, private deps: RoomDeps) {
    // The server is no participant: it holds others' states only.
    this.awareness.setLocalState(null);
  }

  static async load(id: string, deps: RoomDeps): Promise<Room> {
    const room = new Room(id, deps);
    const loaded = await loadRoom(deps.kv, id, room.doc, STORE_ORIGIN);
    room.log = new RoomLog(id, room.doc, loaded, {
      kv: deps.kv,
      logger: deps.logger,
      roomBytes: LIMITS.roomBytes,
      storeOrigin: STORE_ORIGIN,
      alone: !deps.link,
    });
    room.doc.on("update", (update: Uint8Array, origin: unknown, _doc: Y.Doc, tr: Y.Transaction) => {
      room.onUpdate(update, origin, tr);
    });
    room.awareness.on("update", (change: AwarenessChange, origin: unknown) => {
      room.onAwareness(change, origin);
    });
    return room;
  }

  /** Stored size in bytes: what the room limit is measured against. */
  get storedBytes(): number {
    return this.log.storedBytes;
  }

  join(conn: Conn): boolean {
    if (this.conns.size >= LIMITS.connections) {
      conn.socket.close(CLOSE.full.code, CLOSE.full.reason);
      return false;
    }
    this.conns.add(conn);
    this.onJoin();
    this.send(conn, syncStep1(this.doc));
    const states = [...this.awareness.getStates().keys()];
    if (states.length > 0) this.send(conn, awarenessMessage(this.awareness, states));
    return true;
  }

  leave(conn: Conn): void {
    if (!this.conns.delete(conn)) return;
    awarenessProtocol.removeAwarenessStates(this.awareness, [...conn.clients], null);
    if (this.conns.size === 0) this.onEmpty();
  }

  /** Handles one binary frame from `conn`. */
  receive(conn: Conn, frame: Uint8Array): void {
    if (frame.length > LIMITS.frameBytes) return this.drop(conn, CLOSE.tooLarge);
    try {
      const message = readFrame(frame);
      if (message.type === "sync" && message.subtype === SYNC_STEP1) {
        const reply = answerSync(message.decoder, this.doc, conn);
        if (reply.length > 0) this.send(conn, reply);
      } else if (message.type === "sync") {
        if (!this.log.fits(frame.length)) return this.drop(conn, CLOSE.tooLarge);
        const result = applyClientUpdate(this.doc, readSyncUpdate(message.decoder), conn);
        if (result.foreign.length > 0) {
          this.warn(conn, "changes to server parts undone", result.foreign);
        }
      } else if (message.type === "awareness") {
        if (message.update.length > LIMITS.awarenessBytes) return;
        const own = ownEntries(conn, this.conns, message.update, (id) => {
          return this.awareness.meta.get(id)?.clock;
        });
        if (own.forged > 0) this.warn(conn, "awareness for others' ids dropped", own.forged);
        if (own.update) awarenessProtocol.applyAwarenessUpdate(this.awareness, own.update, conn);
      } else if (message.type === "queryAwareness") {
        this.send(conn, awarenessMessage(this.awareness, [...this.awareness.getStates().keys()]));
      }
    } catch (err) {
      this.deps.logger.warn("collab frame refused", { room: this.id, ...errorFields(err) });
      this.drop(conn, CLOSE.invalid);
    }
  }

  /** Applies a change another instance accepted (and stores). */
  applyRemote(update: Uint8Array): void {
    Y.applyUpdate(this.doc, update, REMOTE_ORIGIN);
    this.log.addRemote(update);
  }

  /** Applies an awareness update relayed from another instance. */
  applyRemoteAwareness(update: Uint8Array): void {
    awarenessProtocol.applyAwarenessUpdate(this.awareness, update, REMOTE_ORIGIN);
  }

  /** The awareness states of the people connected to this instance (for a new instance). */
  localAwareness(): Uint8Array | null {
    const ids = [...this.conns].flatMap((c) => [...c.clients]).filter((id) => {
      return this.awareness.getStates().has(id);
    });
    return ids.length > 0 ? awarenessProtocol.encodeAwarenessUpdate(this.awareness, ids) : null;
  }

  /**
   * Seeds a new room with `build` (its first file) unless another instance seeded it first, in
   * which case that instance's seed is loaded instead: two instances opening one new room at
   * once must not give it two `main` files.
   */
  async seed(build: (doc: Y.Doc) => void): Promise<void> {
    const scratch = new Y.Doc();
    Y.applyUpdate(scratch, Y.encodeStateAsUpdate(this.doc));
    const before = Y.encodeStateVector(scratch);
    build(scratch);
    const update = Y.encodeStateAsUpdate(scratch, before);
    scratch.destroy();
    if (await claimSeed(this.deps.kv, this.id, update)) {
      Y.applyUpdate(this.doc, update, STORE_ORIGIN);
      this.deps.link?.update(this.id, update);
    } else {
      await loadRoom(this.deps.kv, this.id, this.doc, STORE_ORIGIN);
    }
  }

  /** Writes everything still pending, then frees the room's memory. */
  async close(): Promise<void> {
    for (const conn of this.conns) conn.socket.close(CLOSE.shutdown.code, CLOSE.shutdown.reason);
    // The room's copies on other instances stop listing these people now, not at their timeout.
    const people = [...this.conns].flatMap((c) => [...c.clients]);
    awarenessProtocol.removeAwarenessStates(this.awareness, people, null);
    this.conns.clear();
    await this.log.close();
    this.awareness.destroy();
    this.doc.destroy();
  }

  /** Waits until every change applied so far is in KV. */
  flushNow(): Promise<void> {
    return this.log.flushNow();
  }

  private warn(conn: Conn, what: string, detail: unknown) {
    if (conn.warned) return;
    conn.warned = true;
    this.deps.logger.warn(`collab ${what}`, { room: this.id, ip: conn.ip, detail: String(detail) });
  }

  private onUpdate(update: Uint8Array, origin: unknown, tr: Y.Transaction) {
    const message = updateMessage(update);
    // When the room's checks changed a client's update, its sender needs the result as well.
    const toSender = tr.meta.has(FIXED);
    for (const conn of this.conns) if (conn !== origin || toSender) this.send(conn, message);
    if (origin === STORE_ORIGIN || origin === REMOTE_ORIGIN) return;
    this.log.add(update);
    this.deps.link?.update(this.id, update);
  }

  private onAwareness(change: AwarenessChange, origin: unknown) {
    const changed = [...change.added, ...change.updated, ...change.removed];
    const message = awarenessMessage(this.awareness, changed);
    for (const c of this.conns) this.send(c, message);
    // Every instance times out silent states on its own.
    if (!this.deps.link || origin === REMOTE_ORIGIN || origin === "timeout") return;
    this.deps.link.awareness(
      this.id,
      awarenessProtocol.encodeAwarenessUpdate(this.awareness, changed),
    );
  }

  private send(conn: Conn, message: Uint8Array) {
    const socket = conn.socket;
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount > LIMITS.bufferedBytes) return this.drop(conn, CLOSE.slow);
    try {
      socket.send(message);
    } catch {
      this.leave(conn);
    }
  }

  private drop(conn: Conn, why: { code: number; reason: string }) {
    try {
      conn.socket.close(why.code, why.reason);
    } catch { /* already closing */ }
    this.leave(conn);
  }
}

type AwarenessChange = { added: number[]; updated: number[]; removed: number[] };
