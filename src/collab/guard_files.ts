/**
 * Keeps a room's files and active file in shape inside the transaction of a client's update:
 * each file a map of name, language, creation time and text, names visible and within their
 * limit, texts within theirs, and no more files than the room holds (the files that update
 * added are the ones to go).
 */
import * as Y from "yjs";
import {
  cleanFileName,
  files,
  isLanguage,
  MAX_FILE_CHARS,
  MAX_FILES,
  roomMeta,
} from "../shared/room_doc.ts";
import { changedKeys, type SharedType } from "./ownership.ts";

const FILE_KEYS = new Set(["name", "language", "createdAt", "content"]);
/** File ids are 12 characters; this leaves room for ids made elsewhere. */
const MAX_FILE_ID = 40;

/** Checks the files and the room map after a client's update; answers true if it changed any. */
export function guardFiles(doc: Y.Doc, tr: Y.Transaction): boolean {
  const fileMap = files(doc) as Y.Map<unknown>;
  let fixed = false;
  for (const [type, keys] of tr.changed) {
    if (type === (fileMap as SharedType)) {
      for (const key of keys) {
        if (key === null) fixed = dropListItems(fileMap, tr) || fixed;
        else if (fileMap.has(key)) fixed = checkFile(fileMap, key, null, tr) || fixed;
      }
    } else if (type instanceof Y.Map && type._item?.parent === fileMap) {
      const id = type._item.parentSub;
      if (id !== null && fileMap.get(id) === type) {
        fixed = checkFile(fileMap, id, keys, tr) || fixed;
      }
    } else if (type instanceof Y.Text && type.length > MAX_FILE_CHARS) {
      type.delete(MAX_FILE_CHARS, type.length - MAX_FILE_CHARS);
      fixed = true;
    }
  }
  fixed = keepFileCount(fileMap, tr) || fixed;
  if (changedKeys(tr, roomMeta(doc))) fixed = checkRoomMeta(roomMeta(doc), tr) || fixed;
  return fixed;
}

/**
 * One file: removed when it is not a file at all, else its fields made valid. `keys` are the
 * fields the update changed (null: a file the update added, so every field is checked).
 */
function checkFile(
  fileMap: Y.Map<unknown>,
  id: string,
  keys: Set<string | null> | null,
  tr: Y.Transaction,
): boolean {
  const file = fileMap.get(id);
  const content = file instanceof Y.Map ? file.get("content") : undefined;
  if (
    id.length > MAX_FILE_ID || !(file instanceof Y.Map) || !(content instanceof Y.Text) ||
    typeof file.get("name") !== "string"
  ) {
    fileMap.delete(id);
    return true;
  }
  let fixed = false;
  if (keys?.has(null)) fixed = dropListItems(file, tr) || fixed;
  for (const key of keys ?? [...file.keys()]) {
    if (key !== null && !FILE_KEYS.has(key) && file.has(key)) {
      file.delete(key);
      fixed = true;
    }
  }
  const name = file.get("name") as string;
  if (cleanFileName(name) !== name) {
    file.set("name", cleanFileName(name));
    fixed = true;
  }
  if (!isLanguage(file.get("language"))) {
    file.set("language", "javascript");
    fixed = true;
  }
  if (typeof file.get("createdAt") !== "number") {
    file.set("createdAt", 0);
    fixed = true;
  }
  if (content.length > MAX_FILE_CHARS) {
    content.delete(MAX_FILE_CHARS, content.length - MAX_FILE_CHARS);
    fixed = true;
  }
  return fixed;
}

/** Past the limit, the files added by this transaction go first, then the newest. */
function keepFileCount(fileMap: Y.Map<unknown>, tr: Y.Transaction): boolean {
  let extra = fileMap.size - MAX_FILES;
  if (extra <= 0) return false;
  const added = [...(changedKeys(tr, fileMap) ?? [])].filter((key): key is string => {
    const item = key === null ? undefined : fileMap._map.get(key);
    return !!item && !item.deleted && item.id.clock >= (tr.beforeState.get(item.id.client) ?? 0);
  });
  for (const id of added.reverse()) {
    if (extra-- <= 0) break;
    fileMap.delete(id);
  }
  if (extra > 0) {
    const byAge = [...fileMap.entries()]
      .sort(([, a], [, b]) => createdAt(b) - createdAt(a));
    for (const [id] of byAge.slice(0, extra)) fileMap.delete(id);
  }
  return true;
}

function createdAt(file: unknown): number {
  return file instanceof Y.Map ? Number(file.get("createdAt")) || 0 : 0;
}

/** The room map holds the active file's id and nothing else. */
function checkRoomMeta(meta: Y.Map<unknown>, tr: Y.Transaction): boolean {
  let fixed = dropListItems(meta, tr);
  for (const key of [...meta.keys()]) {
    const value = meta.get(key);
    if (key === "activeFileId" && typeof value === "string" && value.length <= MAX_FILE_ID) {
      continue;
    }
    meta.delete(key);
    fixed = true;
  }
  return fixed;
}

/** A map used as a list too: its list part is removed. */
function dropListItems(type: SharedType, tr: Y.Transaction): boolean {
  let fixed = false;
  for (let item = type._start; item !== null; item = item.right) {
    if (item.deleted) continue;
    item.delete(tr);
    fixed = true;
  }
  return fixed;
}
