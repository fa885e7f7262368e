import assert from "node:assert/strict";
import * as Y from "yjs";
import { appendUpdate, loadRoom, mergeInGroups, writeSnapshot } from "./store.ts";

/** Two writers typing and deleting in one text; answers every update in the order made. */
function typing(edits: number): { updates: Uint8Array[]; text: string } {
  const a = new Y.Doc();
  const b = new Y.Doc();
  const updates: Uint8Array[] = [];
  a.on("update", (u: Uint8Array, origin: unknown) => {
    updates.push(u);
    if (origin !== "sync") Y.applyUpdate(b, u, "sync");
  });
  b.on("update", (u: Uint8Array, origin: unknown) => {
    if (origin !== "sync") Y.applyUpdate(a, u, "sync");
  });
  for (let i = 0; i < edits; i++) {
    const doc = i % 7 === 0 ? b : a;
    const text = doc.getText("t");
    if (i % 5 === 4 && text.length > 3) text.delete((i * 13) % (text.length - 2), 2);
    else text.insert((i * 31) % (text.length + 1), String.fromCharCode(97 + (i % 26)));
  }
  return { updates, text: a.getText("t").toString() };
}

function textOf(update: Uint8Array): string {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, update);
  return doc.getText("t").toString();
}

Deno.test("[collab store] updates merged in groups hold every change", async (t) => {
  const { updates, text } = typing(600);
  await t.step("one burst", () => assert.equal(textOf(mergeInGroups(updates)), text));
  await t.step("bursts of every size, merged again", () => {
    for (const size of [1, 2, 3, 17, 64, 300]) {
      const bursts: Uint8Array[] = [];
      for (let i = 0; i < updates.length; i += size) {
        bursts.push(mergeInGroups(updates.slice(i, i + size)));
      }
      assert.equal(textOf(mergeInGroups(bursts)), text, `bursts of ${size}`);
    }
  });
  await t.step("overlapping and out of order", () => {
    // A snapshot's changes logged again (a crash before the log was trimmed), and a later change
    // listed before the one it builds on.
    const head = mergeInGroups(updates.slice(0, 400));
    const shuffled = [head, ...updates.slice(350).reverse()];
    assert.equal(textOf(mergeInGroups(shuffled)), text);
  });
  await t.step("one or none", () => {
    assert.equal(mergeInGroups([updates[0]]), updates[0]);
    assert.equal(textOf(mergeInGroups([])), "");
  });
});

Deno.test("[collab store] a room loads from its snapshot and a long log", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const { updates, text } = typing(1200);
    await writeSnapshot(kv, "r1", mergeInGroups(updates.slice(0, 300)), 0);
    let seq = 0;
    for (const u of updates.slice(250)) seq = await appendUpdate(kv, "r1", seq, u) + 1;
    const doc = new Y.Doc();
    const loaded = await loadRoom(kv, "r1", doc);
    assert.equal(doc.getText("t").toString(), text);
    assert.equal(loaded.logEntries, updates.length - 250);
    assert.equal(loaded.nextSeq, seq);
  } finally {
    kv.close();
  }
});
