/**
 * Campus with no writable disk, as on Deno Deploy: the real `main.ts` under `--deny-write` with
 * KV-held blobs starts, answers its health probe, takes a student's sign-up and picture and serves
 * the picture back, and the editor's Run button answers a sentence instead of failing.
 */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import { startAppProcess } from "../helpers/app_process.ts";
import { startSmtpSink } from "../helpers/smtp_sink.ts";
import { Client, completeTokenFor } from "../helpers/users.ts";
import { uploadImages } from "../helpers/posts.ts";
import { jpegWithGps } from "../helpers/images.ts";
import { joinRoom } from "../helpers/collab.ts";
import { stripMetadata } from "../../src/uploads/strip_metadata.ts";
import { createFile, lastRun, readRun, requestRun } from "../../src/shared/room_doc.ts";
import { NOT_ALLOWED_MESSAGE } from "../../src/exec/sandbox.ts";

Deno.test("[deploy] with --deny-write and BLOB_STORE=kv the app starts, stores pictures and says code cannot run", async (t) => {
  const smtp = await startSmtpSink();
  // A data folder that must still not exist at the end: nothing was written there.
  const parent = await Deno.makeTempDir({ prefix: "campus-nodisk-" });
  const dataDir = `${parent}/data`;
  const app = await startAppProcess({
    BLOB_STORE: "kv",
    DENO_KV_PATH: ":memory:",
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
  }, ["--deny-write"]);
  try {
    await t.step("it answers its health probe", async () => {
      const res = await fetch(`${app.url}/api/health`);
      assert.equal(res.status, 200);
      await res.body?.cancel();
    });

    await t.step("a student signs up, uploads a picture and gets it back", async () => {
      const client = new Client(app);
      const email = `nodisk.${Date.now()}@college.edu`;
      const done = await client.request("POST", "/api/auth/signup/complete", {
        completeToken: await completeTokenFor(client, smtp, email),
        name: "No Disk",
        username: `nodisk_${Math.floor(Math.random() * 1e6)}`,
        password: "correct horse battery",
      });
      assert.equal(done.status, 201);
      const original = jpegWithGps();
      const [url] = await uploadImages(client, 1, original);
      const res = await fetch(`${app.url}${url}`);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get("content-type"), "image/jpeg");
      const served = Buffer.from(await res.arrayBuffer());
      assert.ok(served.equals(Buffer.from(stripMetadata(original, "image/jpeg"))));
    });

    await t.step("Run in an editor room answers why code cannot run here", async () => {
      const room = await joinRoom(app.url, `nodisk${Date.now()}`);
      try {
        const fileId = createFile(room.doc, {
          name: "hello.js",
          language: "javascript",
          content: "console.log('hi')",
        });
        const id = requestRun(room.doc, {
          fileId,
          language: "javascript",
          version: "*",
          by: "Asha",
        });
        const output = await new Promise<string>((resolve) => {
          const check = () => {
            const state = readRun(room.doc);
            if (state?.id === id && state.status === "done") resolve(state.output);
          };
          lastRun(room.doc).observe(check);
          check();
        });
        assert.equal(output, NOT_ALLOWED_MESSAGE);
      } finally {
        room.close();
      }
    });

    assert.equal(
      await Deno.stat(dataDir).then(() => true, () => false),
      false,
      "the data folder was created",
    );
  } finally {
    await app.kill();
    await smtp.close();
    await Deno.remove(parent, { recursive: true });
  }
});
