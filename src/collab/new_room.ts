/**
 * A fresh editor room that starts with one given file (a saved file opened again): its Y.Doc is
 * written to KV as the room's first snapshot before anyone connects, so the first visitor loads
 * it like any stored room and the usual seeding (a `main` template) sees files and adds none.
 */
import * as Y from "yjs";
import { getChunked } from "../core/chunked.ts";
import { createFile, type Language, newRoomId, setActiveFile } from "../shared/room_doc.ts";
import { logPrefix, snapshotKey } from "./keys.ts";
import { writeSnapshot } from "./store.ts";

/** True when nothing of room `roomId` is stored yet. */
async function isUnused(kv: Deno.Kv, roomId: string): Promise<boolean> {
  if (await getChunked(kv, snapshotKey(roomId))) return false;
  for await (const _ of kv.list({ prefix: logPrefix(roomId) }, { limit: 1 })) return false;
  return true;
}

/**
 * Creates a room with one file `name` in `language` holding `content`, active; answers its id.
 * Ids are 8 random base-36 characters (spec 001 §9); one already stored is never reused.
 */
export async function createRoomWithFile(
  kv: Deno.Kv,
  file: { name: string; language: Language; content: string },
  now: number,
): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const roomId = newRoomId();
    if (!(await isUnused(kv, roomId))) continue;
    const doc = new Y.Doc();
    const fileId = createFile(doc, { ...file, createdAt: now });
    setActiveFile(doc, fileId);
    await writeSnapshot(kv, roomId, Y.encodeStateAsUpdate(doc));
    doc.destroy();
    return roomId;
  }
  throw new Error("no unused room id after 5 tries");
}
