/**
 * Students typing in an editor room, for tests of rooms across instances: the room's main file,
 * random typing (inserts and deletes at random places, seeded), and a presence to show.
 */
import assert from "node:assert/strict";
import type * as Y from "yjs";
import { activeFileId, fileText } from "../../src/shared/room_doc.ts";
import type { CollabClient } from "./collab.ts";

export function mainText(client: CollabClient): Y.Text {
  const id = activeFileId(client.doc);
  assert.ok(id, "the room has a main file");
  return fileText(client.doc, id)!;
}

/** Types `text` one character at a time at random places, yielding now and then. */
export async function typeRandomly(t: Y.Text, text: string, seed: number) {
  let x = seed;
  const rand = () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < text.length; i++) {
    if (rand() < 0.15 && t.length > 0) t.delete(Math.floor(rand() * t.length), 1);
    else t.insert(Math.floor(rand() * (t.length + 1)), text[i]);
    if (i % 7 === 0) await new Promise((r) => setTimeout(r, 0));
  }
}

export const person = (name: string) => ({
  user: { name, color: "#336699", colorLight: "#33669933" },
  fileId: null,
  typing: false,
});

export const sameText = (a: CollabClient, b: CollabClient) =>
  mainText(a).toString() === mainText(b).toString();
