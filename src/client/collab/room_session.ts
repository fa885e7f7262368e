/**
 * One connection to an editor room, from Connect to Leave: the Y.Doc, the y-websocket provider
 * and our presence. It turns the doc into snapshots for React (`room_state.ts`), follows the open
 * file (`open_file.ts`), paints remote cursors (`remote_cursors.ts`) and keeps an undo history
 * per file that holds only our edits. Loaded on demand, so Yjs reaches the browser only when
 * someone connects.
 */
import * as Y from "yjs";
import { WebsocketProvider } from "y-websocket";
import type { Awareness } from "y-protocols/awareness";
import {
  activeFileId,
  chat,
  createFile,
  deleteFile,
  files,
  fileText,
  type Language,
  lastRun,
  listFileMeta,
  nextFileName,
  renameFile,
  requestRun,
  roomMeta,
  sendChat,
  setActiveFile,
  setLanguage,
} from "../../shared/room_doc.ts";
import { STARTER_TEMPLATES } from "../../shared/room_templates.ts";
import { forgetFile, renameStored, saveLanguage } from "./local_store.ts";
import { initialColor, lightOf, readParticipants, resolveColor } from "./presence.ts";
import { type AwarenessChange, RemoteCursors } from "./remote_cursors.ts";
import { OpenFile } from "./open_file.ts";
import {
  INITIAL_SNAPSHOT,
  participantsKey,
  readChat,
  readRunState,
  type RoomSnapshot,
  runHandled,
} from "./room_state.ts";

/** Server close codes after which reconnecting cannot help: unreadable client, room too large,
 * room full. Every other close reconnects. */
export const TERMINAL_CLOSE = new Set([4400, 4413, 4429]);

/** Origin of Template's replacement, which Ctrl+Z may undo like our own typing. */
export const TEMPLATE_ORIGIN = Symbol("template");

export type RoomSessionOptions = {
  roomId: string;
  name: string;
  /** `ws://host/collab` or `wss://host/collab`. */
  serverUrl: string;
  onChange(snapshot: RoomSnapshot): void;
  /** The server closed the room to us for good, with its reason. */
  onClosed(reason: string): void;
};

export class RoomSession {
  readonly doc = new Y.Doc();
  readonly provider: WebsocketProvider;
  readonly awareness: Awareness;
  private snap: RoomSnapshot = INITIAL_SNAPSHOT;
  private name: string;
  private color: string;
  private everConnected = false;
  private destroyed = false;
  private pendingRun: string | null = null;
  private undo = new Map<string, Y.UndoManager>();
  private shownParticipants = "";
  private openFile: OpenFile;
  private cursors: RemoteCursors;

  constructor(private options: RoomSessionOptions) {
    this.name = options.name;
    this.color = initialColor(this.doc.clientID);
    this.provider = new WebsocketProvider(options.serverUrl, options.roomId, this.doc, {
      connect: false,
      // The server is the one place the room's limits hold: no tab-to-tab shortcut around it.
      disableBc: true,
      shouldReconnect: (event) => !TERMINAL_CLOSE.has(event.code),
    });
    this.awareness = this.provider.awareness;
    this.openFile = new OpenFile({
      roomId: options.roomId,
      doc: this.doc,
      awareness: this.awareness,
      describe: (id) => this.file(id),
      quietOrigin: TEMPLATE_ORIGIN,
    });
    this.cursors = new RemoteCursors(this.awareness);
    this.awareness.setLocalState({
      user: { name: this.name, color: this.color, colorLight: lightOf(this.color) },
      fileId: null,
      typing: false,
    });
    this.listen();
  }

  get snapshot(): RoomSnapshot {
    return this.snap;
  }

  connect(): void {
    // Our own presence was set before anyone listened: list ourselves now.
    this.onAwareness();
    this.provider.connect();
  }

  /** Disconnects (telling the room we left) and frees everything. */
  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.openFile.stop();
    this.cursors.stop();
    this.provider.destroy();
    this.awareness.destroy();
    for (const manager of this.undo.values()) manager.destroy();
    this.doc.destroy();
  }

  setName(name: string): void {
    this.name = name;
    this.setUser();
  }

  /** The undo history of one file; the editor adds its binding as a tracked origin. */
  undoManager(fileId: string): Y.UndoManager | null {
    const existing = this.undo.get(fileId);
    if (existing) return existing;
    const text = fileText(this.doc, fileId);
    if (!text) return null;
    const manager = new Y.UndoManager(text, { trackedOrigins: new Set([TEMPLATE_ORIGIN]) });
    this.undo.set(fileId, manager);
    return manager;
  }

  text(fileId: string): string {
    return fileText(this.doc, fileId)?.toString() ?? "";
  }

  selectFile(fileId: string): void {
    this.openFile.save();
    setActiveFile(this.doc, fileId);
  }

  newFile(language: Language): void {
    const name = nextFileName(this.snap.files.map((f) => f.name));
    const id = createFile(this.doc, { name, language });
    this.selectFile(id);
  }

  renameFile(fileId: string, name: string): void {
    const before = this.file(fileId)?.name;
    renameFile(this.doc, fileId, name);
    if (before) renameStored(this.options.roomId, before, name);
  }

  deleteFile(fileId: string): void {
    const name = this.file(fileId)?.name;
    deleteFile(this.doc, fileId);
    this.undo.get(fileId)?.destroy();
    this.undo.delete(fileId);
    if (name) forgetFile(this.options.roomId, name);
  }

  setLanguage(fileId: string, language: Language): void {
    setLanguage(this.doc, fileId, language);
    const name = this.file(fileId)?.name;
    if (name) saveLanguage(this.options.roomId, name, language);
  }

  /** Replaces the file with the language's starter program in one change. */
  applyTemplate(fileId: string, language: Language): void {
    const text = fileText(this.doc, fileId);
    if (!text) return;
    this.undoManager(fileId);
    this.doc.transact(() => {
      text.delete(0, text.length);
      text.insert(0, STARTER_TEMPLATES[language]);
    }, TEMPLATE_ORIGIN);
  }

  sendChat(text: string): void {
    sendChat(this.doc, { sender: this.name, text, time: Date.now() });
  }

  /** Asks the server to run the open file; 'Running...' shows until it answers. */
  run(version: string): void {
    const file = this.snap.activeId ? this.file(this.snap.activeId) : null;
    if (!file) return;
    this.pendingRun = requestRun(this.doc, {
      fileId: file._id,
      language: file.language,
      version: version.trim() || "*",
      by: this.name,
    });
    this.update({});
  }

  private file(fileId: string) {
    return this.snap.files.find((f) => f._id === fileId) ?? null;
  }

  private listen() {
    const doc = this.doc;
    this.provider.on("status", ({ status }) => {
      if (this.destroyed) return;
      if (status === "connected") this.everConnected = true;
      this.update({ status: this.status(status === "connected") });
    });
    this.provider.on("sync", (synced) => {
      if (this.destroyed) return;
      this.update({ synced: this.snap.synced || synced, status: this.status(synced) });
    });
    this.provider.on("connection-close", (event) => {
      if (this.destroyed || !event || !TERMINAL_CLOSE.has(event.code)) return;
      this.options.onClosed(event.reason || "The room closed the connection.");
    });
    files(doc).observeDeep((events) => {
      // Text edits change neither the list nor the names: only structure does.
      if (events.every((e) => e.target instanceof Y.Text)) return;
      this.update({ files: listFileMeta(doc), activeId: activeFileId(doc) });
    });
    roomMeta(doc).observe(() => this.update({ activeId: activeFileId(doc) }));
    chat(doc).observe(() => this.update({ chat: readChat(doc) }));
    lastRun(doc).observe(() => this.update({ run: readRunState(doc) }));
    this.awareness.on("change", (change: AwarenessChange) => {
      if (this.destroyed) return;
      this.onAwareness();
      this.cursors.noteChange(change);
    });
  }

  private status(live: boolean): RoomSnapshot["status"] {
    if (live && this.provider.wsconnected && this.provider.synced) return "connected";
    return this.everConnected ? "reconnecting" : "connecting";
  }

  private update(part: Partial<RoomSnapshot>) {
    if (this.destroyed) return;
    const next = { ...this.snap, ...part };
    if (this.pendingRun && runHandled(this.doc, this.pendingRun)) this.pendingRun = null;
    next.running = this.pendingRun !== null || next.run?.status === "running" ||
      next.run?.status === "queued";
    // Stored first: announcing the open file below changes our presence, which updates again.
    this.snap = next;
    if (this.openFile.needs(next.activeId)) this.openFile.follow(next.activeId);
    this.options.onChange(this.snap);
  }

  private onAwareness() {
    if (this.destroyed) return;
    const myId = this.doc.clientID;
    const participants = readParticipants(this.awareness.getStates(), myId);
    const others = new Map(
      participants.filter((p) => !p.isMe).map((p) => [p.clientId, p.color] as const),
    );
    const color = resolveColor(myId, this.color, others);
    if (color !== this.color) {
      this.color = color;
      this.setUser();
      return;
    }
    const key = participantsKey(participants);
    if (key === this.shownParticipants) return;
    this.shownParticipants = key;
    this.update({ participants });
  }

  private setUser() {
    this.awareness.setLocalStateField("user", {
      name: this.name,
      color: this.color,
      colorLight: lightOf(this.color),
    });
  }
}
