/**
 * Campus with no writable disk, as on Deno Deploy: the real `main.ts` under `--deny-write` with
 * KV-held blobs starts, answers its health probe, takes a student's sign-up and picture and serves
 * the picture back, and the editor's Run button answers a sentence instead of failing; a setting
 * that would need the disk stops start-up with one line naming it.
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

/** Runs `main.ts` under `--deny-write` with `env` until it exits; answers its code and stderr. */
async function startRefused(env: Record<string, string>) {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["run", "--allow-all", "--deny-write", "main.ts"],
    env: { APP_ENV: "test", PORT: "0", NO_COLOR: "1", ...env },
    stdout: "piped",
    stderr: "piped",
    signal: AbortSignal.timeout(30_000),
  }).output();
  return { code: out.code, stderr: new TextDecoder().decode(out.stderr).trim() };
}

Deno.test("[deploy] without write access a setting that needs the disk stops start-up by name", async (t) => {
  await t.step("BLOB_STORE=disk (the default)", async () => {
    const { code, stderr } = await startRefused({ DENO_KV_PATH: ":memory:" });
    assert.equal(code, 1);
    assert.match(
      stderr,
      /^campus: BLOB_STORE=disk keeps uploads under DATA_DIR=.* use BLOB_STORE=kv$/,
    );
  });
  await t.step("a KV file", async () => {
    const { code, stderr } = await startRefused({
      DENO_KV_PATH: "/tmp/campus-never/kv.sqlite3",
      BLOB_STORE: "kv",
    });
    assert.equal(code, 1);
    assert.match(
      stderr,
      /^campus: DENO_KV_PATH=\/tmp\/campus-never\/kv.sqlite3 is a file this process may not write/,
    );
  });
});

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
