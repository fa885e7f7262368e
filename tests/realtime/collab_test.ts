/**
 * Editor rooms over real WebSockets: concurrent edits converge, a late joiner gets everything,
 * a restart loses nothing, empty rooms leave memory, and the doc stays within its limits.
 */
import assert from "node:assert/strict";
import { startServer } from "../helpers/server.ts";
import { joinRoom, waitFor } from "../helpers/collab.ts";
import {
  chat,
  CHAT_HISTORY,
  createFile,
  fileText,
  lastRun,
  listFiles,
  readRun,
  requestRun,
  runRequests,
  sendChat,
} from "../../src/shared/room_doc.ts";
import { logPrefix } from "../../src/collab/keys.ts";
import { mainText, typeRandomly } from "../helpers/collab_typing.ts";

Deno.test("[collab] concurrent edits converge and a late joiner gets the full state", async () => {
  const server = await startServer();
  const a = await joinRoom(server.url, "converge1");
  const b = await joinRoom(server.url, "converge1");
  try {
    const files = listFiles(a.doc);
    assert.deepEqual(files.map((f) => [f.name, f.language]), [["main", "javascript"]]);
    await Promise.all([
      typeRandomly(mainText(a), "alpha beta gamma delta ".repeat(8), 1),
      typeRandomly(mainText(b), "ONE TWO THREE FOUR ".repeat(8), 2),
    ]);
    createFile(b.doc, { name: "newFile_1", language: "python", content: "print(1)" });
    sendChat(a.doc, { sender: "Asha", text: "hello", time: 1 });
    await waitFor(
      () => mainText(a).toString() === mainText(b).toString() && listFiles(a.doc).length === 2,
      "both clients to converge",
    );
    const c = await joinRoom(server.url, "converge1");
    try {
      assert.equal(mainText(c).toString(), mainText(a).toString());
      assert.deepEqual(listFiles(c.doc), listFiles(a.doc));
      assert.deepEqual(chat(c.doc).toArray(), [{ sender: "Asha", text: "hello", time: 1 }]);
    } finally {
      c.close();
    }
  } finally {
    a.close();
    b.close();
    await server.close();
  }
});

Deno.test("[collab] a restarted server brings back every room exactly", async () => {
  const dir = await Deno.makeTempDir({ prefix: "campus-collab-" });
  const kvPath = `${dir}/kv.sqlite3`;
  let expected: ReturnType<typeof listFiles>;
  let expectedChat: unknown[];
  {
    const server = await startServer({ kvPath });
    const a = await joinRoom(server.url, "restart1");
    const b = await joinRoom(server.url, "restart1");
    // Enough edits to pass the log's compaction point, so snapshot and log are both exercised.
    await Promise.all([
      typeRandomly(mainText(a), "x = 1\n".repeat(150), 3),
      typeRandomly(mainText(b), "y = 2\n".repeat(150), 4),
    ]);
    createFile(a.doc, { name: "big", language: "cpp", content: "// big\n".repeat(20_000) });
    sendChat(b.doc, { sender: "Bo", text: "saved?", time: 2 });
    await waitFor(() => mainText(a).toString() === mainText(b).toString(), "convergence");
    await waitFor(() => listFiles(b.doc).length === 2, "the new file to reach b");
    // Edits after the big file's snapshot live only in the log.
    await typeRandomly(mainText(b), "// after\n".repeat(10), 5);
    await waitFor(() => mainText(a).toString() === mainText(b).toString(), "convergence again");
    expected = listFiles(a.doc);
    expectedChat = chat(a.doc).toArray();
    a.close();
    b.close();
    await server.close();
  }
  const reopened = await Deno.openKv(kvPath);
  let largest = 0;
  for await (const e of reopened.list<unknown>({ prefix: [] })) {
    const v = e.value as Uint8Array | { inline?: Uint8Array };
    largest = Math.max(largest, v instanceof Uint8Array ? v.length : v?.inline?.length ?? 0);
  }
  const logLeft = await Array.fromAsync(reopened.list({ prefix: logPrefix("restart1") }));
  reopened.close();
  assert.ok(largest < 64 * 1024, `every KV value is under 64 KiB (largest ${largest})`);
  assert.ok(logLeft.length < 500, `the log was compacted (${logLeft.length} entries left)`);

  const server = await startServer({ kvPath });
  const c = await joinRoom(server.url, "restart1");
  try {
    assert.deepEqual(listFiles(c.doc), expected);
    assert.deepEqual(chat(c.doc).toArray(), expectedChat);
  } finally {
    c.close();
    await server.close();
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("[collab] a room with nobody left is unloaded, then loads again intact", async () => {
  const server = await startServer({ roomIdleMs: 200 });
  try {
    const a = await joinRoom(server.url, "idle1");
    mainText(a).insert(0, "// kept\n");
    await waitFor(() => server.collab.loadedIds().includes("idle1"), "the room to load");
    const text = mainText(a).toString();
    a.close();
    await waitFor(() => !server.collab.loadedIds().includes("idle1"), "the room to unload", 5000);
    const b = await joinRoom(server.url, "idle1");
    assert.equal(mainText(b).toString(), text);
    b.close();
  } finally {
    await server.close();
  }
});

Deno.test("[collab] the doc keeps to its limits and foreign pages are refused", async () => {
  const server = await startServer();
  const a = await joinRoom(server.url, "limits1");
  try {
    for (let i = 0; i < CHAT_HISTORY + 30; i++) {
      sendChat(a.doc, { sender: "Spam", text: `m${i}`, time: i });
    }
    chat(a.doc).push([{ sender: "Bad", text: "x".repeat(5000), time: 1 }]);
    await waitFor(
      () =>
        chat(a.doc).length === CHAT_HISTORY &&
        chat(a.doc).get(CHAT_HISTORY - 1).text === `m${CHAT_HISTORY + 29}`,
      "the server to trim the chat",
    );

    const foreign = await fetch(`${server.url}/collab/limits1`, {
      headers: { upgrade: "websocket", origin: "https://evil.example" },
    });
    assert.equal(foreign.status, 403);
    await foreign.body?.cancel();
    const badId = await fetch(`${server.url}/collab/${"x".repeat(65)}`, {
      headers: { upgrade: "websocket" },
    });
    assert.equal(badId.status, 400);
    assert.match((await badId.json()).message, /room id/);
  } finally {
    a.close();
    await server.close();
  }
});

Deno.test("[collab] a run's output reaches everyone in the room", async () => {
  const server = await startServer();
  const a = await joinRoom(server.url, "run1");
  const b = await joinRoom(server.url, "run1");
  try {
    const fileId = createFile(a.doc, {
      name: "hello",
      language: "python",
      content: "import sys\nprint(6 * 7)\nprint('oops', file=sys.stderr)\n",
    });
    await waitFor(() => fileText(b.doc, fileId) !== null, "the file to reach b");
    const outputs = new Map<string, string>();
    lastRun(a.doc).observe(() => {
      const run = readRun(a.doc);
      if (run?.status === "done") outputs.set(run.id, run.output);
    });
    const id = requestRun(b.doc, { fileId, language: "python", version: "*", by: "Bo" });
    const gone = requestRun(b.doc, { fileId: "nope", language: "python", version: "*", by: "Bo" });
    for (const client of [a, b]) {
      await waitFor(
        () => readRun(client.doc)?.handled?.includes(gone) ?? false,
        "both runs",
        20_000,
      );
    }
    // Runs go in order, and the watcher saw both: stdout and stderr, then the refusal.
    assert.deepEqual([...outputs], [
      [id, "42\noops\n"],
      [gone, "That file no longer exists in this room."],
    ]);
    assert.equal(runRequests(a.doc).length, 0, "the server took the requests out of the doc");
  } finally {
    a.close();
    b.close();
    await server.close();
  }
});

Deno.test("[collab] hostile runs in a room are contained while the server keeps answering", async () => {
  const server = await startServer();
  const a = await joinRoom(server.url, "hostile1");
  try {
    const programs: [string, "python" | "javascript" | "cpp", string, RegExp][] = [
      [
        "bomb",
        "python",
        "import os\nwhile True:\n    try: os.fork()\n    except OSError: pass",
        /limit/i,
      ],
      ["loop", "javascript", "while (true) {}", /Time limit exceeded/],
      [
        "hog",
        "cpp",
        "#include <vector>\nint main(){ std::vector<char*> v; while (true) v.push_back(new char[1 << 24]()); }",
        /memory|limit|bad_alloc|fatal/i,
      ],
    ];
    const outputs = new Map<string, string>();
    lastRun(a.doc).observe(() => {
      const run = readRun(a.doc);
      if (run?.status === "done") outputs.set(run.id, run.output);
    });
    const ids = programs.map(([name, language, content]) => {
      const fileId = createFile(a.doc, { name, language, content });
      return requestRun(a.doc, { fileId, language, version: "*", by: "Mallory" });
    });
    // Meanwhile other students keep loading pages: every answer comes, and quickly.
    let worst = 0;
    let answered = 0;
    while (outputs.size < ids.length && answered < 2_000) {
      const t0 = performance.now();
      const res = await fetch(`${server.url}/api/health`);
      await res.body?.cancel();
      assert.equal(res.status, 200);
      worst = Math.max(worst, performance.now() - t0);
      answered++;
      await new Promise((r) => setTimeout(r, 20));
    }
    ids.forEach((id, i) => assert.match(outputs.get(id) ?? "", programs[i][3], programs[i][0]));
    console.log(`${answered} health checks during the runs, slowest ${Math.round(worst)} ms`);
    assert.ok(worst < 1_000, `a request waited ${worst} ms`);
  } finally {
    a.close();
    await server.close();
  }
});
