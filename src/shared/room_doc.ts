/**
 * The shape of an editor room's Y.Doc, shared by the server and the browser: files (name,
 * language, content as Y.Text), the room's active file, its chat, run requests and the last run.
 */
import * as Y from "yjs";
import { type Language, LANGUAGES } from "./languages.ts";
import { cleanFileName, MAX_CHAT_TEXT, MAX_SENDER, MAX_VERSION, randomId } from "./room_limits.ts";
import { STARTER_TEMPLATES } from "./room_templates.ts";

export { type Language, LANGUAGES };

export * from "./room_limits.ts";

export type RoomFile = { _id: string; name: string; content: string; language: Language };
export type FileMeta = Omit<RoomFile, "content">;
export type ChatMessage = { sender: string; text: string; time: number };
export type RunRequest = {
  id: string;
  fileId: string;
  language: Language;
  version: string;
  by: string;
};
export type RunState = {
  id: string;
  /** `queued` while it waits for a free runner (`place` 1 is next), then `running`, `done`. */
  status: "queued" | "running" | "done";
  place?: number;
  by: string;
  fileName: string;
  language: Language;
  output: string;
  startedAt: number;
  finishedAt?: number;
  /** Ids of the latest requests the server has answered (run or refused), oldest first. */
  handled?: string[];
};

/** What a participant shares through awareness (never stored). */
export type Presence = {
  user: { name: string; color: string; colorLight: string };
  fileId: string | null;
  typing: boolean;
  /** Set by y-monaco: the cursor and selection as relative positions. */
  selection?: unknown;
};

export const files = (doc: Y.Doc) => doc.getMap<Y.Map<unknown>>("files");
export const roomMeta = (doc: Y.Doc) => doc.getMap<unknown>("room");
export const chat = (doc: Y.Doc) => doc.getArray<ChatMessage>("chat");
export const runRequests = (doc: Y.Doc) => doc.getArray<RunRequest>("runRequests");
export const lastRun = (doc: Y.Doc) => doc.getMap<unknown>("run");

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export function fileText(doc: Y.Doc, fileId: string): Y.Text | null {
  const text = files(doc).get(fileId)?.get("content");
  return text instanceof Y.Text ? text : null;
}

/** Every file's id, name and language, oldest first; no content is read. */
export function listFileMeta(doc: Y.Doc): FileMeta[] {
  const out: (FileMeta & { createdAt: number })[] = [];
  files(doc).forEach((file, _id) => {
    const name = file.get("name");
    const language = file.get("language");
    if (typeof name !== "string" || !(file.get("content") instanceof Y.Text)) return;
    out.push({
      _id,
      name,
      language: isLanguage(language) ? language : "javascript",
      createdAt: Number(file.get("createdAt")) || 0,
    });
  });
  out.sort((a, b) => a.createdAt - b.createdAt || a.name.localeCompare(b.name));
  return out.map(({ createdAt: _, ...f }) => f);
}

/** Every file as the spec's room-file payload, oldest first. */
export function listFiles(doc: Y.Doc): RoomFile[] {
  return listFileMeta(doc).map((f) => ({ ...f, content: fileText(doc, f._id)!.toString() }));
}

export function createFile(
  doc: Y.Doc,
  input: { name: string; language: Language; content?: string; createdAt?: number },
): string {
  const id = randomId();
  doc.transact(() => {
    const file = new Y.Map<unknown>();
    file.set("name", cleanFileName(input.name));
    file.set("language", input.language);
    file.set("createdAt", input.createdAt ?? Date.now());
    file.set("content", new Y.Text(input.content ?? ""));
    files(doc).set(id, file);
  });
  return id;
}

export function renameFile(doc: Y.Doc, fileId: string, name: string): void {
  files(doc).get(fileId)?.set("name", cleanFileName(name));
}

export function deleteFile(doc: Y.Doc, fileId: string): void {
  doc.transact(() => {
    files(doc).delete(fileId);
    if (roomMeta(doc).get("activeFileId") === fileId) roomMeta(doc).delete("activeFileId");
  });
}

export function setLanguage(doc: Y.Doc, fileId: string, language: Language): void {
  files(doc).get(fileId)?.set("language", language);
}

export function setActiveFile(doc: Y.Doc, fileId: string): void {
  roomMeta(doc).set("activeFileId", fileId);
}

/** The room's active file; otherwise the file named main, else the first file, else none. */
export function activeFileId(doc: Y.Doc): string | null {
  const active = roomMeta(doc).get("activeFileId");
  if (typeof active === "string" && files(doc).has(active)) return active;
  const all = listFileMeta(doc);
  return (all.find((f) => f.name === "main") ?? all[0])?._id ?? null;
}

/** A chat message as the room keeps it; another client may have pushed anything. */
export function isChatMessage(m: unknown): m is ChatMessage {
  if (!m || typeof m !== "object") return false;
  const { sender, text, time } = m as Record<string, unknown>;
  return typeof sender === "string" && sender.length <= MAX_SENDER &&
    typeof text === "string" && text.trim() !== "" && text.length <= MAX_CHAT_TEXT &&
    typeof time === "number" && Number.isFinite(time);
}

export function sendChat(doc: Y.Doc, message: ChatMessage): void {
  chat(doc).push([{
    sender: message.sender.slice(0, MAX_SENDER),
    text: message.text.slice(0, MAX_CHAT_TEXT),
    time: message.time,
  }]);
}

export function requestRun(doc: Y.Doc, request: Omit<RunRequest, "id">): string {
  const id = randomId();
  runRequests(doc).push([{ ...request, id, version: request.version.slice(0, MAX_VERSION) }]);
  return id;
}

/** The request ids the server says it has answered (`run.handled`). */
export function handledRuns(doc: Y.Doc): string[] {
  const handled = lastRun(doc).get("handled");
  return Array.isArray(handled) ? handled.filter((x) => typeof x === "string") : [];
}

export function readRun(doc: Y.Doc): RunState | null {
  const run = lastRun(doc);
  if (typeof run.get("id") !== "string") return null;
  return Object.fromEntries(run.entries()) as RunState;
}

/** A new room starts with one file, `main`, holding the JavaScript template. */
export function seedRoom(doc: Y.Doc, now: number): void {
  if (files(doc).size > 0) return;
  const id = createFile(doc, {
    name: "main",
    language: "javascript",
    content: STARTER_TEMPLATES.javascript,
    createdAt: now,
  });
  setActiveFile(doc, id);
}
