/**
 * SIGTERM with everything still open: editor sockets, a half-sent request, an upload whose body
 * never ends. The server must exit within 10 s and have written every room first.
 */
import assert from "node:assert/strict";
import * as Y from "yjs";
import { type Child, startProcess } from "../bench/processes.ts";
import { type CollabClient, joinRoom, waitFor } from "../helpers/collab.ts";
import { activeFileId, fileText } from "../../src/shared/room_doc.ts";

function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  return port;
}

const text = (doc: Y.Doc) => fileText(doc, activeFileId(doc)!)!;

/** Sends SIGTERM and resolves with the milliseconds until the process has gone. */
async function stopTimed(pid: number, limitMs: number): Promise<number> {
  const started = Date.now();
  Deno.kill(pid, "SIGTERM");
  while (Date.now() - started < limitMs + 5_000) {
    try {
      Deno.kill(pid, "SIGCONT"); // signal 0 is not offered; SIGCONT is harmless to a live process
    } catch {
      return Date.now() - started;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  Deno.kill(pid, "SIGKILL");
  return Infinity;
}

Deno.test("[shutdown] SIGTERM stops a busy server within 10 s with every room written", async () => {
  const dir = await Deno.makeTempDir({ prefix: "campus-shutdown-" });
  const port = freePort();
  const env = {
    PORT: String(port),
    APP_ENV: "test",
    DENO_KV_PATH: `${dir}/kv.sqlite3`,
    DATA_DIR: dir,
    EXEC_BACKEND: "off",
  };
  const args = ["run", "-A", "main.ts"];
  let server: Child | null = await startProcess(args, { env });
  const clients: CollabClient[] = [];
  const held: Deno.Conn[] = [];
  const expected = new Map<string, string>();
  try {
    for (const roomId of ["stop-a", "stop-b", "stop-c"]) {
      const writer = await joinRoom(server.url, roomId);
      const watcher = await joinRoom(server.url, roomId);
      clients.push(writer, watcher);
      for (let i = 0; i < 200; i++) {
        text(writer.doc).insert(text(writer.doc).length, `${roomId}${i};`);
      }
      expected.set(roomId, text(writer.doc).toString());
      // Seen by another client means the server has applied it: the server must now keep it.
      await waitFor(
        () => text(watcher.doc).toString() === expected.get(roomId),
        "the edits to spread",
      );
    }
    // A request whose headers never finish, and an upload whose body never ends.
    const half = await Deno.connect({ hostname: "127.0.0.1", port });
    await half.write(new TextEncoder().encode("GET /api/health HTTP/1.1\r\nHost: x\r\n"));
    const upload = await Deno.connect({ hostname: "127.0.0.1", port });
    await upload.write(
      new TextEncoder().encode(
        "POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n" +
          'Content-Length: 100000\r\n\r\n{"emailOrUsername":"',
      ),
    );
    held.push(half, upload);

    const tookMs = await stopTimed(server.pid, 10_000);
    server = null;
    assert.ok(tookMs <= 10_000, `the server took ${tookMs} ms to stop`);
    console.log(`stopped in ${tookMs} ms`);
    for (const c of clients.splice(0)) c.close();

    server = await startProcess(args, { env });
    for (const [roomId, want] of expected) {
      const reader = await joinRoom(server.url, roomId);
      try {
        assert.equal(text(reader.doc).toString(), want, `room ${roomId} lost edits`);
      } finally {
        reader.close();
      }
    }
  } finally {
    for (const c of clients) c.close();
    for (const conn of held) {
      try {
        conn.close();
      } catch { /* closed by the server */ }
    }
    await server?.stop();
    await Deno.remove(dir, { recursive: true });
  }
});
