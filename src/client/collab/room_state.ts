/**
 * The room as React renders it: plain snapshots read from the doc and awareness. Each part is
 * rebuilt only when its own shared type changes, so typing in a file does not rebuild the list.
 */
import type * as Y from "yjs";
import {
  chat,
  type ChatMessage,
  type Language,
  lastRun,
  listFiles,
  readRun,
  type RunState,
} from "../../collab/room_doc.ts";
import type { Participant } from "./presence.ts";

export type ConnectionStatus = "connecting" | "connected" | "reconnecting";
export type FileMeta = { _id: string; name: string; language: Language };

export type RoomSnapshot = {
  status: ConnectionStatus;
  /** False until the first sync: the files are not known yet. */
  synced: boolean;
  files: FileMeta[];
  activeId: string | null;
  chat: ChatMessage[];
  run: RunState | null;
  /** A run is going on in the room, or ours was asked for and not answered yet. */
  running: boolean;
  participants: Participant[];
};

export const INITIAL_SNAPSHOT: RoomSnapshot = {
  status: "connecting",
  synced: false,
  files: [],
  activeId: null,
  chat: [],
  run: null,
  running: false,
  participants: [],
};

export function readFiles(doc: Y.Doc): FileMeta[] {
  return listFiles(doc).map(({ _id, name, language }) => ({ _id, name, language }));
}

/** Well-formed chat messages only: another client may have pushed anything. */
export function readChat(doc: Y.Doc): ChatMessage[] {
  return chat(doc).toArray().filter((m) =>
    m && typeof m.sender === "string" && typeof m.text === "string" &&
    typeof m.time === "number"
  );
}

export function readRunState(doc: Y.Doc): RunState | null {
  const run = readRun(doc);
  return run && typeof run.output === "string" ? run : null;
}

/** Whether the server has answered the run request `id` (it keeps the recent ones). */
export function runHandled(doc: Y.Doc, id: string): boolean {
  const handled = lastRun(doc).get("handled");
  return Array.isArray(handled) && handled.includes(id);
}

/** A key for what the panels show of participants (not cursors, which move all the time). */
export function participantsKey(participants: readonly Participant[]): string {
  return JSON.stringify(
    participants.map((p) => [p.clientId, p.name, p.color, p.fileId, p.typing, p.isMe]),
  );
}
