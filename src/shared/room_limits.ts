/**
 * An editor room's names and limits, free of Yjs so the room page can check input before the
 * editor's code loads (`room_doc.ts` re-exports all of it).
 */

/** Room ids: the spec's 8 base-36 characters, plus readable names such as `demo`. */
import { withoutHiddenCharacters } from "./visible_text.ts";

export const ROOM_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const ROOM_ID_LENGTH = 8;

export const MAX_FILES = 50;
export const MAX_FILE_NAME = 100;
/** The same bound as a file saved to a profile. */
export const MAX_FILE_CHARS = 256 * 1024;
export const MAX_CHAT_TEXT = 2_000;
/** The room keeps this many recent chat messages. */
export const CHAT_HISTORY = 200;
export const MAX_SENDER = 60;
export const MAX_VERSION = 20;

/**
 * A file name as a room keeps it: no characters that hide or reorder the rest (a tab reading
 * `main` that is not), at most 100 characters, never empty.
 */
export function cleanFileName(name: string): string {
  return withoutHiddenCharacters(name).slice(0, MAX_FILE_NAME) || "untitled";
}

/** `length` random base-36 characters, each equally likely. */
export function randomId(length = 12): string {
  let id = "";
  while (id.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length))) {
      // 252 = 7 × 36: dropping larger bytes keeps every character equally likely.
      if (byte < 252 && id.length < length) id += (byte % 36).toString(36);
    }
  }
  return id;
}

/** A fresh id for New Room: 8 random base-36 characters (spec 001 §9). */
export function newRoomId(): string {
  return randomId(ROOM_ID_LENGTH);
}

/** `newFile_N` with the lowest N not already taken (spec 001 §5). */
export function nextFileName(names: Iterable<string>): string {
  const taken = new Set(names);
  for (let n = 1;; n++) if (!taken.has(`newFile_${n}`)) return `newFile_${n}`;
}
