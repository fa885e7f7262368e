/**
 * The room's copy in this browser (spec 001 §3 "Local browser storage"): `collabRooms` maps
 * room → file name → content, `collabRooms:lang` room → file name → language. The shared room
 * stays the source of truth; this is a backup kept while the page is open. Storage that cannot
 * be read or written (private mode, quota, bad JSON) counts as empty.
 */

export const ROOMS_KEY = "collabRooms";
export const LANG_KEY = "collabRooms:lang";

type RoomMap = Record<string, Record<string, string>>;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readMap(key: string): RoomMap {
  try {
    const parsed = JSON.parse(storage()?.getItem(key) ?? "{}");
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

function writeMap(key: string, map: RoomMap): void {
  try {
    storage()?.setItem(key, JSON.stringify(map));
  } catch {
    // Full or blocked storage: the room itself still has everything.
  }
}

function update(key: string, roomId: string, change: (files: Record<string, string>) => void) {
  const map = readMap(key);
  const room = map[roomId] && typeof map[roomId] === "object" ? { ...map[roomId] } : {};
  change(room);
  map[roomId] = room;
  writeMap(key, map);
}

export function saveContent(roomId: string, fileName: string, content: string): void {
  update(ROOMS_KEY, roomId, (files) => files[fileName] = content);
}

export function saveLanguage(roomId: string, fileName: string, language: string): void {
  update(LANG_KEY, roomId, (files) => files[fileName] = language);
}

/** Keeps a renamed file's saved content and language under its new name. */
export function renameStored(roomId: string, from: string, to: string): void {
  for (const key of [ROOMS_KEY, LANG_KEY]) {
    update(key, roomId, (files) => {
      if (!(from in files)) return;
      files[to] = files[from];
      delete files[from];
    });
  }
}

export function forgetFile(roomId: string, fileName: string): void {
  for (const key of [ROOMS_KEY, LANG_KEY]) update(key, roomId, (files) => delete files[fileName]);
}

/** Deletes everything stored for the room (on leaving the page, spec 001 §4). */
export function forgetRoom(roomId: string): void {
  for (const key of [ROOMS_KEY, LANG_KEY]) {
    const map = readMap(key);
    if (!(roomId in map)) continue;
    delete map[roomId];
    writeMap(key, map);
  }
}
