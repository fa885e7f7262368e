/**
 * A server killed mid-edit (SIGKILL, no chance to save) loses nothing: the writer's client
 * reconnects to the restarted server and the sync hands over whatever the server lacks.
 */
import assert from "node:assert/strict";
import * as Y from "yjs";
import { startProcess } from "../bench/processes.ts";
import { joinRoom, waitFor } from "../helpers/collab.ts";
import { activeFileId, fileText } from "../../src/shared/room_doc.ts";

function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  return port;
}

const text = (doc: Y.Doc) => fileText(doc, activeFileId(doc)!)!;

Deno.test("[collab] a server killed mid-edit loses nothing once its clients reconnect", async () => {
  const dir = await Deno.makeTempDir({ prefix: "campus-crash-" });
  const env = {
    PORT: String(freePort()),
    APP_ENV: "test",
    DENO_KV_PATH: `${dir}/kv.sqlite3`,
    DATA_DIR: dir,
    EXEC_BACKEND: "off",
  };
  const args = ["run", "-A", "main.ts"];
  let server = await startProcess(args, { env });
  const writer = await joinRoom(server.url, "crash1");
  try {
    for (let i = 0; i < 300; i++) text(writer.doc).insert(text(writer.doc).length, `${i % 10}`);
    Deno.kill(server.pid, "SIGKILL");
    const expected = text(writer.doc).toString();
    await waitFor(() => !writer.provider.wsconnected, "the writer to notice the crash");

    server = await startProcess(args, { env });
    await waitFor(() => writer.provider.synced, "the writer to reconnect", 15_000);
    const reader = await joinRoom(server.url, "crash1");
    try {
      await waitFor(() => text(reader.doc).toString() === expected, "the edits to come back");
    } finally {
      reader.close();
    }
    assert.equal(text(writer.doc).toString(), expected);
  } finally {
    writer.close();
    await server.stop();
    await Deno.remove(dir, { recursive: true });
  }
});
