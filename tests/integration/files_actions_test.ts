/** Saved files beyond the list: read in full, download, delete, open in a new editor room. */
import assert from "node:assert/strict";
import { startServer } from "../helpers/server.ts";
import { startSmtpSink } from "../helpers/smtp_sink.ts";
import { Client, signUp } from "../helpers/users.ts";
import { joinRoom } from "../helpers/collab.ts";
import { activeFileId, listFiles } from "../../src/shared/room_doc.ts";

type F = { _id: string; filename: string; content: string; visibility: string };

Deno.test("[files] open, download, delete and open in a room", async (t) => {
  const smtp = await startSmtpSink();
  const server = await startServer({ env: { SMTP_URL: smtp.url } });
  const a = await signUp(server, smtp, { username: "files_owner" });
  const b = await signUp(server, smtp, { username: "files_other" });
  const content = "def fib(n):\n    return n if n < 2 else fib(n - 1) + fib(n - 2)\n".repeat(40) +
    "print('héllo ✓')\n";

  async function save(filename: string, visibility = "private"): Promise<F> {
    const res = await a.client.request<{ file: F }>("POST", "/api/files/save", {
      roomId: "src1room",
      filename,
      content,
      visibility,
    });
    assert.equal(res.status, 201);
    return res.body.file;
  }
  const priv = await save("fib.py");
  // Direction overrides are refused at save (hardening_test.ts); quotes are allowed.
  const pub = await save('report "v1"txt.py', "public");

  /** A download as `client` (null: signed out): the raw answer, body read as text. */
  async function download(client: Client | null, id: string) {
    const res = await fetch(`${server.url}/api/files/${id}/download`, {
      headers: client ? { cookie: client.cookieHeader } : {},
    });
    return { res, text: await res.text() };
  }

  await t.step("the owner reads the whole content, past the preview", async () => {
    const res = await a.client.request<{ file: F }>("GET", `/api/files/${a.user._id}/${priv._id}`);
    assert.equal(res.status, 200);
    assert.equal(res.body.file.content, content);
    assert.ok(content.length > 600);
  });

  await t.step("download: the content as an attachment under a safe name", async () => {
    const { res, text } = await download(a.client, priv._id);
    assert.equal(res.status, 200);
    assert.equal(text, content);
    assert.equal(res.headers.get("content-type"), "text/plain; charset=utf-8");
    assert.equal(res.headers.get("content-disposition"), 'attachment; filename="fib.py"');
    assert.equal(res.headers.get("x-content-type-options"), "nosniff");

    // Quotes never reach the header as they are.
    const odd = await download(b.client, pub._id);
    assert.equal(odd.res.status, 200);
    assert.equal(
      odd.res.headers.get("content-disposition"),
      'attachment; filename="report _v1_txt.py"',
    );
  });

  await t.step("download: another's private file is 404, a public one is anyone's", async () => {
    assert.equal((await download(b.client, priv._id)).res.status, 404);
    assert.equal((await download(null, priv._id)).res.status, 404);
    const anon = await download(null, pub._id);
    assert.equal(anon.res.status, 200);
    assert.equal(anon.text, content);
    const bad = await download(a.client, "not-an-id");
    assert.equal(bad.res.status, 404);
    assert.equal(JSON.parse(bad.text).message, "File not found.");
  });

  await t.step("open in a room: a new room whose one file is the content", async () => {
    const res = await a.client.request<{ roomId: string }>(
      "POST",
      `/api/files/${priv._id}/room`,
    );
    assert.equal(res.status, 201);
    assert.match(res.body.roomId, /^[0-9a-z]{8}$/);
    const room = await joinRoom(server.url, res.body.roomId);
    try {
      const files = listFiles(room.doc);
      assert.deepEqual(
        files.map((f) => [f.name, f.language, f.content]),
        [["fib.py", "python", content]],
      );
      assert.equal(activeFileId(room.doc), files[0]._id);
    } finally {
      room.close();
    }
    const again = await a.client.request<{ roomId: string }>(
      "POST",
      `/api/files/${priv._id}/room`,
    );
    assert.notEqual(again.body.roomId, res.body.roomId);
  });

  await t.step("open in a room: signed in, and only a file one may read", async () => {
    const other = await b.client.request("POST", `/api/files/${priv._id}/room`);
    assert.equal(other.status, 404);
    const anon = await new Client(server).request("POST", `/api/files/${pub._id}/room`);
    assert.equal(anon.status, 401);
    const ok = await b.client.request<{ roomId: string }>("POST", `/api/files/${pub._id}/room`);
    assert.equal(ok.status, 201);
  });

  await t.step("delete: only the owner; then the file is gone everywhere", async () => {
    const hidden = await b.client.request("DELETE", `/api/files/${priv._id}`);
    assert.equal(hidden.status, 404);
    const seen = await b.client.request("DELETE", `/api/files/${pub._id}`);
    assert.equal(seen.status, 403);
    assert.equal(seen.body.message, "Only the owner can delete this file.");

    const res = await a.client.request("DELETE", `/api/files/${priv._id}`);
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { success: true });
    const list = await a.client.request<{ files: F[] }>("GET", `/api/files/${a.user._id}`);
    assert.deepEqual(list.body.files.map((f) => f._id), [pub._id]);
    assert.equal(
      (await a.client.request("GET", `/api/files/${a.user._id}/${priv._id}`)).status,
      404,
    );
    assert.equal((await download(a.client, priv._id)).res.status, 404);
    assert.equal((await a.client.request("DELETE", `/api/files/${priv._id}`)).status, 404);

    // The name is free again: saving it anew makes a new file.
    const fresh = await save("fib.py");
    assert.notEqual(fresh._id, priv._id);
  });

  await server.close();
  await smtp.close();
});
