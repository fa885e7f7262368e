/**
 * The room rules the page needs before Yjs loads: the same values as `src/collab/room_doc.ts`
 * (a test holds them equal), kept in a Yjs-free module because importing anything from
 * room_doc.ts would put Yjs in the page's first download.
 */

export const ROOM_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const ROOM_ID_LENGTH = 8;
export const MAX_FILE_NAME = 100;
export const MAX_CHAT_TEXT = 2_000;
export const MAX_SENDER = 60;
export const MAX_VERSION = 20;

/** A fresh id for New Room: 8 random base-36 characters (spec 001 §9). */
export function newRoomId(): string {
  let id = "";
  while (id.length < ROOM_ID_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(ROOM_ID_LENGTH))) {
      // 252 = 7 × 36: dropping larger bytes keeps every character equally likely.
      if (byte < 252 && id.length < ROOM_ID_LENGTH) id += (byte % 36).toString(36);
    }
  }
  return id;
}
