/**
 * Editor rooms hold against a participant who sends crafted Yjs and awareness updates over the
 * real socket: the server's run output stays the server's, a socket speaks only for its own
 * presence, files keep their limits, and deleted content frees the room's space at once.
 */
import assert from "node:assert/strict";
import * as Y from "yjs";
import * as encoding from "lib0/encoding.js";
import { startServer } from "../helpers/server.ts";
import { type CollabClient, joinRoom, waitFor } from "../helpers/collab.ts";
import {
  activeFileId,
  chat,
  createFile,
  files,
  fileText,
  lastRun,
  listFiles,
  MAX_FILE_CHARS,
  MAX_FILE_NAME,
  MAX_FILES,
  type Presence,
  readRun,
  requestRun,
  seedRoom,
  sendChat,
} from "../../src/shared/room_doc.ts";
import { writeSnapshot } from "../../src/collab/store.ts";

const FORGED = "Your session expired. Sign in again at https://evil.example/login";

function presence(name: string): Partial<Presence> {
  return { user: { name, color: "#60a5fa", colorLight: "#60a5fa33" }, fileId: null, typing: false };
}

/** An awareness frame as y-websocket sends it, with any ids, clocks and states. */
function awarenessFrame(entries: [id: number, clock: number, state: unknown][]): Uint8Array {
  const update = encoding.createEncoder();
  encoding.writeVarUint(update, entries.length);
  for (const [id, clock, state] of entries) {
    encoding.writeVarUint(update, id);
    encoding.writeVarUint(update, clock);
    encoding.writeVarString(update, JSON.stringify(state));
  }
  const frame = encoding.createEncoder();
  encoding.writeVarUint(frame, 1);
  encoding.writeVarUint8Array(frame, encoding.toUint8Array(update));
  return encoding.toUint8Array(frame);
}

function names(client: CollabClient): Map<number, string> {
  const out = new Map<number, string>();
  for (const [id, state] of client.provider.awareness.getStates()) {
    out.set(id, (state as Partial<Presence>).user?.name ?? "");
  }
  return out;
}

/** Sends an honest chat message through `writer` and waits until `reader` has it: everything
 * `writer` sent before has then been handled by the server. */
async function settle(writer: CollabClient, reader: CollabClient, mark: string) {
  sendChat(writer.doc, { sender: "Mark", text: mark, time: Date.now() });
  await waitFor(
    () => chat(reader.doc).toArray().some((m) => m.text === mark),
    `the message '${mark}' to arrive`,
  );
}

Deno.test("[collab integrity] a participant cannot write the run output or parts the room lacks", async () => {
  const server = await startServer();
  const victim = await joinRoom(server.url, "forge1");
  const mallory = await joinRoom(server.url, "forge1");
  try {
    // A real answer from the server: a run of a file that does not exist.
    const id = requestRun(victim.doc, {
      fileId: "nope",
      language: "python",
      version: "*",
      by: "V",
    });
    await waitFor(() => readRun(victim.doc)?.handled?.includes(id) ?? false, "the server's answer");
    const honest = readRun(victim.doc)!;
    assert.equal(honest.output, "That file no longer exists in this room.");

    mallory.doc.transact(() => {
      lastRun(mallory.doc).set("output", FORGED);
      lastRun(mallory.doc).set("by", "Server");
      lastRun(mallory.doc).delete("handled");
    });
    mallory.doc.getMap("server").set("ownsRun", false);
    mallory.doc.getMap("junk").set("blob", "x".repeat(50_000));
    mallory.doc.getArray("junkList").push(["y".repeat(1000)]);
    await settle(mallory, victim, "after the forgery");

    assert.deepEqual(readRun(victim.doc), honest, "the victim still sees the server's output");
    assert.equal(victim.doc.getMap("junk").size, 0);
    assert.equal(victim.doc.getArray("junkList").length, 0);
    // The forger's own copy is put back too.
    await waitFor(() => lastRun(mallory.doc).get("output") === honest.output, "the forger's fix");

    const later = await joinRoom(server.url, "forge1");
    try {
      assert.deepEqual(readRun(later.doc), honest, "a later joiner gets the server's output");
      assert.equal(later.doc.getMap("junk").size, 0);
    } finally {
      later.close();
    }
  } finally {
    victim.close();
    mallory.close();
    await server.close();
  }
});

Deno.test("[collab integrity] forged output stored before the room owned its run map is not served", async () => {
  const server = await startServer();
  try {
    const doc = new Y.Doc();
    seedRoom(doc, 1);
    doc.transact(() => {
      const run = lastRun(doc);
      for (
        const [k, v] of Object.entries({
          id: "forged",
          status: "done",
          by: "Server",
          fileName: "main",
          language: "javascript",
          output: FORGED,
          startedAt: 1,
          finishedAt: 2,
        })
      ) run.set(k, v);
      doc.getMap("junk").set("blob", "x".repeat(10_000));
    });
    await writeSnapshot(server.kv, "legacy1", Y.encodeStateAsUpdate(doc));
    const visitor = await joinRoom(server.url, "legacy1");
    try {
      assert.equal(readRun(visitor.doc), null);
      assert.equal(lastRun(visitor.doc).get("output"), undefined);
      assert.equal(visitor.doc.getMap("junk").size, 0);
      assert.deepEqual(listFiles(visitor.doc).map((f) => f.name), ["main"], "the files stay");
    } finally {
      visitor.close();
    }
  } finally {
    await server.close();
  }
});

Deno.test("[collab integrity] a socket speaks only for its own presence", async () => {
  const server = await startServer();
  const victim = await joinRoom(server.url, "presence1", presence("Victim"));
  const observer = await joinRoom(server.url, "presence1", presence("Observer"));
  const mallory = await joinRoom(server.url, "presence1", presence("Mallory"));
  try {
    const victimId = victim.doc.clientID;
    await waitFor(() => names(observer).size === 3, "all three to be listed");
    const ws = mallory.provider.ws!;
    // Rename the victim, then remove them, then add 300 ghosts: clocks far ahead of theirs.
    ws.send(awarenessFrame([[victimId, 1_000, presence("Victim (fake sign-in link)")]]));
    ws.send(awarenessFrame([[victimId, 1_001, null]]));
    ws.send(awarenessFrame(
      Array.from({ length: 300 }, (_, i) => [4_000_000 + i, 1, presence(`Ghost ${i}`)]),
    ));
    // Mallory's own presence still works, and arrives after the frames above.
    mallory.provider.awareness.setLocalStateField("typing", true);
    await waitFor(
      () => (observer.provider.awareness.getStates().get(mallory.doc.clientID) as Presence)?.typing,
      "Mallory's own update",
    );
    assert.deepEqual(
      [...names(observer)].sort(([a], [b]) => a - b),
      [
        [victimId, "Victim"],
        [observer.doc.clientID, "Observer"],
        [mallory.doc.clientID, "Mallory"],
      ].sort(([a], [b]) => Number(a) - Number(b)),
    );
  } finally {
    victim.close();
    observer.close();
    mallory.close();
    await server.close();
  }
});

Deno.test("[collab integrity] a student who reconnects stays listed when the old socket closes", async () => {
  const server = await startServer();
  const observer = await joinRoom(server.url, "handover1", presence("Observer"));
  const doc = new Y.Doc();
  const id = doc.clientID;
  // The old connection: it announced the student, then went quiet (a dropped network).
  const old = new WebSocket(`${server.url.replace(/^http/, "ws")}/collab/handover1`);
  old.binaryType = "arraybuffer";
  await new Promise((resolve) => old.addEventListener("open", resolve, { once: true }));
  old.send(awarenessFrame([[id, 1, presence("Asha")]]));
  let student: CollabClient | null = null;
  try {
    await waitFor(() => names(observer).get(id) === "Asha", "the first socket's presence");
    // The student's page reconnects on a new socket with the same client id.
    student = await joinRoom(server.url, "handover1", presence("Asha"), doc);
    student.provider.awareness.setLocalStateField("typing", true);
    await waitFor(
      () => (observer.provider.awareness.getStates().get(id) as Presence)?.typing === true,
      "the new socket's presence",
    );
    const closed = new Promise((resolve) => old.addEventListener("close", resolve, { once: true }));
    old.close();
    await closed;
    // The server handles the close shortly after; the student must stay listed throughout.
    const until = Date.now() + 600;
    while (Date.now() < until) {
      assert.equal(names(observer).get(id), "Asha", "the returning student is still listed");
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    if (old.readyState !== WebSocket.CLOSED) old.close();
    student?.close();
    observer.close();
    await server.close();
  }
});

Deno.test("[collab integrity] file names stay visible and the number of files keeps to its limit", async () => {
  const server = await startServer();
  const honest = await joinRoom(server.url, "files1");
  const mallory = await joinRoom(server.url, "files1");
  try {
    const mine = createFile(honest.doc, { name: "notes", language: "python", content: "x = 1" });
    await waitFor(() => fileText(mallory.doc, mine) !== null, "the honest file to arrive");
    const mainId = activeFileId(mallory.doc)!;
    files(mallory.doc).get(mainId)!.set("name", "n".repeat(10_000));
    mallory.doc.transact(() => {
      for (let i = 0; i < MAX_FILES + 10; i++) {
        const file = new Y.Map<unknown>();
        file.set("name", `spam_${i}`);
        file.set("language", "javascript");
        file.set("createdAt", 0);
        file.set("content", new Y.Text("//"));
        files(mallory.doc).set(`spam${i}`, file);
      }
    });
    const target = files(mallory.doc).get(mine)!;
    target.set("name", "notes\u202etxt.exe\u200b");
    mallory.doc.transact(() => {
      for (let i = 0; i < 500; i++) target.set(`extra${i}`, `name_${i}`);
    });
    await settle(mallory, honest, "after the spam");

    const seen = listFiles(honest.doc);
    assert.equal(seen.length, MAX_FILES, "the room holds at most its number of files");
    const byId = new Map(seen.map((f) => [f._id, f]));
    assert.ok(byId.has(mine) && byId.has(mainId), "the files already there are kept");
    assert.equal(byId.get(mainId)!.name.length, MAX_FILE_NAME);
    assert.equal(byId.get(mine)!.name, "notestxt.exe", "no characters that hide or reorder");
    assert.deepEqual(
      [...files(honest.doc).get(mine)!.keys()].sort(),
      ["content", "createdAt", "language", "name"],
    );
  } finally {
    honest.close();
    mallory.close();
    await server.close();
  }
});

/** A sync update frame carrying what `change` does to a copy of `client`'s doc, so the copy
 * may use the room's parts as other types than the room does (a list where it keeps a map). */
function craftedUpdate(client: CollabClient, change: (copy: Y.Doc) => void): Uint8Array {
  const copy = new Y.Doc();
  Y.applyUpdate(copy, Y.encodeStateAsUpdate(client.doc));
  const before = Y.encodeStateVector(copy);
  change(copy);
  const frame = encoding.createEncoder();
  encoding.writeVarUint(frame, 0);
  encoding.writeVarUint(frame, 2);
  encoding.writeVarUint8Array(frame, Y.encodeStateAsUpdate(copy, before));
  copy.destroy();
  return encoding.toUint8Array(frame);
}

Deno.test("[collab integrity] the room's parts keep their shape", async () => {
  const server = await startServer();
  const honest = await joinRoom(server.url, "shape1");
  const mallory = await joinRoom(server.url, "shape1");
  try {
    mallory.provider.ws!.send(craftedUpdate(mallory, (copy) => {
      copy.getArray("files").push(["x".repeat(10_000)]);
      copy.getMap("chat").set("pinned", { sender: "Admin", text: "Sign in here", time: 1 });
      copy.getArray("room").push(["junk"]);
    }));
    const bad = new Y.Map<unknown>();
    bad.set("name", "not a file");
    bad.set("content", "plain string, not text");
    files(mallory.doc).set("bad", bad);
    mallory.doc.getMap("room").set("theme", "x".repeat(1000));
    await settle(mallory, honest, "after the shapes");

    const filesRoot = honest.doc.share.get("files")!;
    assert.equal(filesRoot._start === null || filesRoot._start.deleted, true, "no list in files");
    assert.equal(files(honest.doc).has("bad"), false, "a file without text is removed");
    assert.deepEqual([...honest.doc.getMap("room").keys()], ["activeFileId"]);
    const chatRoot = honest.doc.share.get("chat")!;
    assert.ok([...chatRoot._map.values()].every((item) => item.deleted), "no map in chat");
    assert.deepEqual(listFiles(honest.doc).map((f) => f.name), ["main"]);
  } finally {
    honest.close();
    mallory.close();
    await server.close();
  }
});

Deno.test("[collab integrity] deleted content stops counting against the room's size", async () => {
  const server = await startServer();
  const writer = await joinRoom(server.url, "size1");
  const reader = await joinRoom(server.url, "size1");
  const closes: number[] = [];
  writer.provider.on("connection-close", (event) => {
    if (event) closes.push(event.code);
  });
  // The room as stored: what the limit was measured against before deletions counted at once.
  const saved = async () => await (await server.collab.open("size1")).flushNow();
  const big = "a".repeat(MAX_FILE_CHARS);
  // Seven full files fit in one 2 MB frame; four such batches fill most of the 8 MB room.
  const batch = (tag: string) =>
    writer.doc.transact(() => {
      for (let i = 0; i < 7; i++) {
        createFile(writer.doc, { name: `${tag}_${i}`, language: "javascript", content: big });
      }
    });
  try {
    for (let round = 0; round < 4; round++) {
      batch(`fill${round}`);
      await waitFor(() => listFiles(reader.doc).length === 1 + 7 * (round + 1), "a batch", 30_000);
      await saved();
    }
    writer.doc.transact(() => {
      for (const f of listFiles(writer.doc)) {
        if (f.name.startsWith("fill")) files(writer.doc).delete(f._id);
      }
    });
    await waitFor(() => listFiles(reader.doc).length === 1, "the deletions to arrive", 30_000);
    await saved();
    batch("again");
    await waitFor(
      () => listFiles(reader.doc).length === 8 || closes.length > 0,
      "the new files to arrive",
      30_000,
    );
    assert.deepEqual(closes, [], "the room took the new files without closing the socket");
  } finally {
    writer.close();
    reader.close();
    await server.close();
  }
});
