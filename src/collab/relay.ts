/**
 * Editor rooms across instances: each instance relays the Yjs updates and awareness its rooms
 * accept through the bus (binary as base64), and applies those of other instances to its own
 * copy of the room. A room that loads asks the others for what it lacks (their changes not yet
 * in KV), and every loaded room compares itself with its copies now and then, so copies that
 * missed each other's messages (the bus was down) come together again.
 */
import * as Y from "yjs";
import type { Logger } from "../core/log.ts";
import { errorFields } from "../core/log.ts";
import type { Bus, BusMessage } from "../realtime/bus.ts";
import type { Room, RoomLink } from "./room.ts";

/** How often each loaded room tells its copies what it holds. */
export const RESYNC_MS = 10_000;

export type RoomRelayOptions = { resyncMs?: number };

export class RoomRelay implements RoomLink {
  /** Tags this instance's messages, so it skips its own when the bus hands them back. */
  readonly from = crypto.randomUUID();
  private unsubscribe: () => void;
  private timer: ReturnType<typeof setInterval>;
  /** Another instance has spoken on the bus: until then this one is alone and never resyncs. */
  private peers = false;
  private failing = false;

  constructor(
    private bus: Bus,
    /** The rooms loaded here, by id. */
    private rooms: ReadonlyMap<string, Room>,
    private logger: Logger,
    options: RoomRelayOptions = {},
  ) {
    this.unsubscribe = bus.subscribe((m) => this.receive(m));
    this.timer = setInterval(() => this.resync(), options.resyncMs ?? RESYNC_MS);
  }

  update(roomId: string, update: Uint8Array): void {
    this.publish({
      kind: "roomUpdate",
      room: roomId,
      from: this.from,
      update: update.toBase64(),
    });
  }

  awareness(roomId: string, update: Uint8Array): void {
    this.publish({
      kind: "roomAwareness",
      room: roomId,
      from: this.from,
      update: update.toBase64(),
    });
  }

  /** Asks the instances holding `room` for the changes (and people) it lacks. */
  hello(room: Room): void {
    const stateVector = Y.encodeStateVector(room.doc).toBase64();
    this.publish({ kind: "roomHello", room: room.id, from: this.from, stateVector });
  }

  /** A bus that fails must not stop the room: its changes are stored and resynced later. */
  private publish(message: Extract<BusMessage, { room: string }>) {
    try {
      this.bus.publish(message);
      this.failing = false;
    } catch (err) {
      // Once per outage, not once per keystroke.
      if (!this.failing) {
        this.logger.warn("collab relay not published", { room: message.room, ...errorFields(err) });
      }
      this.failing = true;
    }
  }

  stop(): void {
    clearInterval(this.timer);
    this.unsubscribe();
  }

  /** Tells the copies of every loaded room what it holds; a copy that differs answers. */
  private async resync() {
    if (!this.peers) return;
    for (const room of [...this.rooms.values()]) {
      try {
        const digest = await digestOf(room.doc);
        if (this.rooms.get(room.id) !== room) continue;
        const stateVector = Y.encodeStateVector(room.doc).toBase64();
        this.publish({
          kind: "roomHello",
          room: room.id,
          from: this.from,
          stateVector,
          digest,
        });
      } catch (err) {
        this.logger.warn("collab resync skipped", { room: room.id, ...errorFields(err) });
      }
    }
  }

  private receive(m: BusMessage): void {
    if (m.kind !== "roomUpdate" && m.kind !== "roomAwareness" && m.kind !== "roomHello") return;
    if (m.from === this.from) return;
    this.peers = true;
    const room = this.rooms.get(m.room);
    if (!room) return;
    try {
      if (m.kind === "roomUpdate") room.applyRemote(Uint8Array.fromBase64(m.update));
      else if (m.kind === "roomAwareness") {
        room.applyRemoteAwareness(Uint8Array.fromBase64(m.update));
      } else if (m.digest === undefined) {
        // A copy that just loaded: everything it lacks, and who is here.
        this.answer(room, m.stateVector);
        const people = room.localAwareness();
        if (people) this.awareness(room.id, people);
      } else {
        void this.compare(room, m.stateVector, m.digest);
      }
    } catch (err) {
      this.logger.warn("collab relay message refused", { room: m.room, ...errorFields(err) });
    }
  }

  /** Answers a copy's periodic hello when the two differ: what it lacks, and a hello back. */
  private async compare(room: Room, stateVector: string, digest: string) {
    try {
      const mine = await digestOf(room.doc);
      if (mine === digest || this.rooms.get(room.id) !== room) return;
      this.answer(room, stateVector);
      // What that copy holds and this one lacks comes in its answer to this.
      this.hello(room);
    } catch (err) {
      this.logger.warn("collab resync failed", { room: room.id, ...errorFields(err) });
    }
  }

  /** Sends the changes a copy with `stateVector` lacks (with every deletion: Yjs has no
   * vector for those, so they always go along). */
  private answer(room: Room, stateVector: string) {
    this.update(room.id, Y.encodeStateAsUpdate(room.doc, Uint8Array.fromBase64(stateVector)));
  }
}

/** What a copy holds, in a few bytes: its state vector and its deletions, hashed. */
async function digestOf(doc: Y.Doc): Promise<string> {
  const vector = Y.encodeStateVector(doc);
  // An update from the doc's own state vector carries no content, only every deletion.
  const deletions = Y.encodeStateAsUpdate(doc, vector);
  const both = new Uint8Array(vector.length + deletions.length);
  both.set(vector);
  both.set(deletions, vector.length);
  const hash = await crypto.subtle.digest("SHA-256", both);
  return new Uint8Array(hash).toBase64();
}
