import assert from "node:assert/strict";
import * as Y from "yjs";
import { logPrefix } from "./keys.ts";
import { appendUpdate, compactRoom, loadRoom, mergeInGroups, writeSnapshot } from "./store.ts";

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
    await writeSnapshot(kv, "r1", mergeInGroups(updates.slice(0, 300)));
    for (const u of updates.slice(250)) await appendUpdate(kv, "r1", u);
    const doc = new Y.Doc();
    const loaded = await loadRoom(kv, "r1", doc);
    assert.equal(doc.getText("t").toString(), text);
    assert.equal(loaded.entryNames.length, updates.length - 250);
  } finally {
    kv.close();
  }
});

Deno.test("[collab store] a log written before entries had ULIDs still loads and compacts", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const { updates, text } = typing(200);
    updates.forEach((u, i) => kv.set(["collab", "old", "log", i], u));
    await kv.set(["collab", "old", "log", updates.length], updates[0]);
    const doc = new Y.Doc();
    await loadRoom(kv, "old", doc);
    assert.equal(doc.getText("t").toString(), text);
    await compactRoom(kv, "old", doc, {
      known: null,
      origin: "store",
      state: () => Y.encodeStateAsUpdate(doc),
    });
    assert.equal((await Array.fromAsync(kv.list({ prefix: logPrefix("old") }))).length, 0);
    const again = new Y.Doc();
    await loadRoom(kv, "old", again);
    assert.equal(again.getText("t").toString(), text);
  } finally {
    kv.close();
  }
});

Deno.test("[collab store] a room alone folds the entries it loaded and wrote, without listing", async () => {
  const kv = await Deno.openKv(":memory:");
  try {
    const { updates } = typing(300);
    // A previous process's log (one entry numbered, as older rooms' are), then this copy's own.
    for (const u of updates.slice(0, 99)) await appendUpdate(kv, "alone", u);
    await kv.set([...logPrefix("alone"), 7], updates[99]);
    const doc = new Y.Doc();
    const loaded = await loadRoom(kv, "alone", doc);
    assert.equal(loaded.entryNames.length, 100);
    const own = new Set(loaded.entryNames);
    for (const u of updates.slice(100)) {
      Y.applyUpdate(doc, u);
      own.add(await appendUpdate(kv, "alone", u));
    }
    // An entry this copy does not know of is left in the log, so it is not lost either.
    const other = new Y.Doc();
    other.getText("t").insert(0, "Z");
    const stray = await appendUpdate(kv, "alone", Y.encodeStateAsUpdate(other));
    const done = await compactRoom(kv, "alone", doc, {
      known: loaded.snapshotStamp,
      origin: "store",
      state: () => Y.encodeStateAsUpdate(doc),
      own,
      ownAll: true,
    });
    assert.equal(done.folded.length, 300);
    const log = await Array.fromAsync(kv.list({ prefix: logPrefix("alone") }));
    assert.deepEqual(log.map((e) => e.key.at(-1)), [stray]);
    const again = new Y.Doc();
    await loadRoom(kv, "alone", again);
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(other));
    assert.equal(again.getText("t").toString(), doc.getText("t").toString());
  } finally {
    kv.close();
  }
});

/** One instance's copy of a room: its own doc, appending what it types and compacting often. */
async function instance(kv: Deno.Kv, name: string, seed: number, edits: number) {
  const doc = new Y.Doc();
  const loaded = await loadRoom(kv, "shared", doc);
  let known = loaded.snapshotStamp;
  const text = doc.getText("t");
  let x = seed;
  const rand = () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
  const made: Uint8Array[] = [];
  const own = new Set<Deno.KvKeyPart>();
  doc.on("update", (u: Uint8Array, origin: unknown) => {
    if (origin !== "store") made.push(u);
  });
  for (let i = 0; i < edits; i++) {
    if (rand() < 0.2 && text.length > 2) text.delete(Math.floor(rand() * text.length), 1);
    else text.insert(Math.floor(rand() * (text.length + 1)), `${name}${i % 10}`);
    const batch = made.splice(0);
    // Appends and compactions interleave with the other instance's at every await.
    if (rand() < 0.08) {
      const done = await compactRoom(kv, "shared", doc, {
        known,
        origin: "store",
        state: () => Y.encodeStateAsUpdate(doc),
        own,
      });
      known = done.stamp;
    } else {
      own.add(await appendUpdate(kv, "shared", mergeInGroups(batch)));
    }
  }
  return doc;
}

Deno.test("[collab store] two instances appending and compacting one room lose nothing", async () => {
  // One handle serves both: what they share is the store, and they interleave at every await.
  const kv = await Deno.openKv(":memory:");
  try {
    const [a, b] = await Promise.all([instance(kv, "a", 1, 400), instance(kv, "b", 2, 400)]);
    // Neither copy saw the other's changes (no relay): KV alone must hold both.
    const expected = new Y.Doc();
    Y.applyUpdate(expected, Y.encodeStateAsUpdate(a));
    Y.applyUpdate(expected, Y.encodeStateAsUpdate(b));
    const want = expected.getText("t").toString();
    assert.ok(want.includes("a") && want.includes("b"));
    const doc = new Y.Doc();
    await loadRoom(kv, "shared", doc);
    assert.equal(doc.getText("t").toString(), want);
    const log = await Array.fromAsync(kv.list({ prefix: logPrefix("shared") }));
    assert.ok(log.length < 400, `compactions trimmed the log (${log.length} entries left)`);
    const chunks = await Array.fromAsync(kv.list({ prefix: ["chunks"] }));
    assert.equal(chunks.length, 0, "no chunks are left behind (the room fits inline)");
  } finally {
    kv.close();
  }
});
