/**
 * The rooms this process holds in memory. A room loads from KV on its first connection, and
 * leaves memory (after writing everything) once nobody has been connected for `idleMs`. Other
 * instances may hold the same room: the bus keeps the copies in step (relay.ts).
 */
import type { Logger } from "../core/log.ts";
import { errorFields } from "../core/log.ts";
import type { Executor } from "../exec/model.ts";
import type { Bus } from "../realtime/bus.ts";
import { claimServerParts } from "./ownership.ts";
import { files, seedRoom } from "../shared/room_doc.ts";
import { Room, SERVER_ORIGIN } from "./room.ts";
import { attachRunner } from "./runner.ts";
import { RoomRelay } from "./relay.ts";

/** How long an empty room stays loaded, so a quick reload finds it warm. */
export const ROOM_IDLE_MS = 30_000;

export type CollabDeps = {
  kv: Deno.Kv;
  logger: Logger;
  executor: Executor;
  now(): number;
  idleMs?: number;
  /** Where the room copies of other instances are reached (none: this instance is alone). */
  bus?: Bus;
  /** How often loaded rooms compare themselves with their copies (relay.ts). */
  resyncMs?: number;
};

type Loaded = { room: Room; detach: () => void; idleTimer?: ReturnType<typeof setTimeout> };

export class CollabRooms {
  private loading = new Map<string, Promise<Loaded>>();
  private unloading = new Map<string, Promise<void>>();
  /** Rooms loaded and not leaving: the ones the relay applies other instances' changes to. */
  private ready = new Map<string, Room>();
  private relay: RoomRelay | undefined;
  private closed = false;

  constructor(private deps: CollabDeps) {
    if (deps.bus) {
      this.relay = new RoomRelay(deps.bus, this.ready, deps.logger, { resyncMs: deps.resyncMs });
    }
  }

  /** The loaded room `roomId`, loading (or creating) it first if needed. */
  async open(roomId: string): Promise<Room> {
    if (this.closed) throw new Error("the collaboration service is shutting down");
    await this.unloading.get(roomId);
    let entry = this.loading.get(roomId);
    if (!entry) {
      entry = this.load(roomId);
      this.loading.set(roomId, entry);
      entry.catch(() => this.loading.delete(roomId));
    }
    return (await entry).room;
  }

  /** Ids of the rooms in memory now. */
  loadedIds(): string[] {
    return [...this.loading.keys()];
  }

  /** Writes every room and frees them (on shutdown). */
  async shutdown(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.loading.keys()].map((id) => this.unload(id)));
    await Promise.all(this.unloading.values());
    this.relay?.stop();
  }

  private async load(roomId: string): Promise<Loaded> {
    const room = await Room.load(roomId, {
      kv: this.deps.kv,
      logger: this.deps.logger,
      link: this.relay,
    });
    this.ready.set(roomId, room);
    this.relay?.hello(room);
    try {
      room.doc.transact(() => claimServerParts(room.doc), SERVER_ORIGIN);
      if (files(room.doc).size === 0) await room.seed((doc) => seedRoom(doc, this.deps.now()));
    } catch (err) {
      this.ready.delete(roomId);
      await room.close();
      throw err;
    }
    const detachRunner = attachRunner(room, {
      kv: this.deps.kv,
      executor: this.deps.executor,
      logger: this.deps.logger,
      now: this.deps.now,
    });
    const loaded: Loaded = {
      room,
      detach: detachRunner,
    };
    room.onJoin = () => clearTimeout(loaded.idleTimer);
    room.onEmpty = () => {
      clearTimeout(loaded.idleTimer);
      loaded.idleTimer = setTimeout(() => this.unload(roomId), this.deps.idleMs ?? ROOM_IDLE_MS);
    };
    // A room opened by a connection that then failed would otherwise never leave memory.
    room.onEmpty();
    return loaded;
  }

  private unload(roomId: string): Promise<void> {
    const entry = this.loading.get(roomId);
    if (!entry) return Promise.resolve();
    this.loading.delete(roomId);
    const done = entry.then(async (loaded) => {
      if (this.ready.get(roomId) === loaded.room) this.ready.delete(roomId);
      clearTimeout(loaded.idleTimer);
      loaded.detach();
      await loaded.room.close();
    }).catch((err) => {
      this.deps.logger.error("collab room unload failed", { room: roomId, ...errorFields(err) });
    }).finally(() => this.unloading.delete(roomId));
    this.unloading.set(roomId, done);
    return done;
  }
}
