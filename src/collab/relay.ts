/**
 * Editor rooms across instances: each instance relays the Yjs updates and awareness its rooms
 * accept through the bus (binary as base64), and applies those of other instances to its own
 * copy of the room. A room that loads asks the others for what it lacks (their changes not yet
 * in KV); messages about rooms this instance has not loaded are ignored.
 */
import * as Y from "yjs";
import type { Logger } from "../core/log.ts";
import { errorFields } from "../core/log.ts";
import type { Bus, BusMessage } from "../realtime/bus.ts";
import type { Room, RoomLink } from "./room.ts";

export class RoomRelay implements RoomLink {
  /** Tags this instance's messages, so it skips its own when the bus hands them back. */
  readonly from = crypto.randomUUID();
  private unsubscribe: () => void;

  constructor(
    private bus: Bus,
    private find: (roomId: string) => Room | undefined,
    private logger: Logger,
  ) {
    this.unsubscribe = bus.subscribe((m) => this.receive(m));
  }

  update(roomId: string, update: Uint8Array): void {
    this.bus.publish({
      kind: "roomUpdate",
      room: roomId,
      from: this.from,
      update: update.toBase64(),
    });
  }

  awareness(roomId: string, update: Uint8Array): void {
    this.bus.publish({
      kind: "roomAwareness",
      room: roomId,
      from: this.from,
      update: update.toBase64(),
    });
  }

  /** Asks the instances holding `room` for the changes (and people) it lacks. */
  hello(room: Room): void {
    const stateVector = Y.encodeStateVector(room.doc).toBase64();
    this.bus.publish({ kind: "roomHello", room: room.id, from: this.from, stateVector });
  }

  stop(): void {
    this.unsubscribe();
  }

  private receive(m: BusMessage): void {
    if (m.kind !== "roomUpdate" && m.kind !== "roomAwareness" && m.kind !== "roomHello") return;
    if (m.from === this.from) return;
    const room = this.find(m.room);
    if (!room) return;
    try {
      if (m.kind === "roomUpdate") room.applyRemote(Uint8Array.fromBase64(m.update));
      else if (m.kind === "roomAwareness") {
        room.applyRemoteAwareness(Uint8Array.fromBase64(m.update));
      } else {
        const missing = Y.encodeStateAsUpdate(room.doc, Uint8Array.fromBase64(m.stateVector));
        this.update(room.id, missing);
        const people = room.localAwareness();
        if (people) this.awareness(room.id, people);
      }
    } catch (err) {
      this.logger.warn("collab relay message refused", { room: m.room, ...errorFields(err) });
    }
  }
}
