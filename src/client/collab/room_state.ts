/**
 * The room as React renders it: plain snapshots read from the doc and awareness. Each part is
 * rebuilt only when its own shared type changes, so typing in a file does not rebuild the list.
 */
import type * as Y from "yjs";
import {
  chat,
  type ChatMessage,
  type FileMeta,
  handledRuns,
  isChatMessage,
  readRun,
  type RunState,
} from "../../shared/room_doc.ts";
import type { Participant } from "./presence.ts";

export type ConnectionStatus = "connecting" | "connected" | "reconnecting";
export type { FileMeta };

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

/** Well-formed chat messages only: another client may have pushed anything. */
export function readChat(doc: Y.Doc): ChatMessage[] {
  return chat(doc).toArray().filter(isChatMessage);
}

export function readRunState(doc: Y.Doc): RunState | null {
  const run = readRun(doc);
  return run && typeof run.output === "string" ? run : null;
}

/** Whether the server has answered the run request `id` (it keeps the recent ones). */
export function runHandled(doc: Y.Doc, id: string): boolean {
  return handledRuns(doc).includes(id);
}

/** A key for what the panels show of participants (not cursors, which move all the time). */
export function participantsKey(participants: readonly Participant[]): string {
  return JSON.stringify(
    participants.map((p) => [p.clientId, p.name, p.color, p.fileId, p.typing, p.isMe]),
  );
}
