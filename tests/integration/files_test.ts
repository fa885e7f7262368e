/** Files saved from the editor: save, list, read, visibility, limits. */
import assert from "node:assert/strict";
import { startServer } from "../helpers/server.ts";
import { startSmtpSink } from "../helpers/smtp_sink.ts";
import { Client, signUp } from "../helpers/users.ts";

type F = {
  _id: string;
  filename: string;
  visibility: string;
  preview: string;
  truncated: boolean;
  content?: string;
};

Deno.test("[files] saved files and who sees them", async (t) => {
  const smtp = await startSmtpSink();
  const server = await startServer({ env: { SMTP_URL: smtp.url } });
  const a = await signUp(server, smtp, { username: "file_owner" });
  const b = await signUp(server, smtp, { username: "file_visitor" });
  const long = "x = 1\n".repeat(200);
  let file: F;

  await t.step("save defaults to private and answers the file", async () => {
    const res = await a.client.request<{ file: F }>("POST", "/api/files/save", {
      roomId: "abc123xy",
      filename: "main.py",
      content: long,
    });
    assert.equal(res.status, 201);
    file = res.body.file;
    assert.equal(file.visibility, "private");
    assert.equal(file.content, long);
    assert.equal(file.preview.length, 600);
    assert.equal(file.truncated, true);
  });

  await t.step("saving the same room and name again updates that file", async () => {
    const res = await a.client.request<{ file: F }>("POST", "/api/files/save", {
      roomId: "abc123xy",
      filename: "main.py",
      content: "print('v2')",
      visibility: "private",
    });
    assert.equal(res.body.file._id, file._id);
    const list = await a.client.request<{ files: F[] }>("GET", `/api/files/${a.user._id}`);
    assert.equal(list.body.files.length, 1);
    assert.equal(list.body.files[0].preview, "print('v2')");
  });

  await t.step("others see no private file, by list or by id", async () => {
    const list = await b.client.request<{ files: F[] }>("GET", `/api/files/${a.user._id}`);
    assert.deepEqual(list.body.files, []);
    const anon = await new Client(server).request<{ files: F[] }>(
      "GET",
      `/api/files/${a.user._id}`,
    );
    assert.deepEqual(anon.body.files, []);
    const one = await b.client.request("GET", `/api/files/${a.user._id}/${file._id}`);
    assert.equal(one.status, 404);
    const mine = await a.client.request<{ file: F }>("GET", `/api/files/${a.user._id}/${file._id}`);
    assert.equal(mine.body.file.content, "print('v2')");
  });

  await t.step("the owner makes it public; then others read it", async () => {
    const res = await a.client.request<{ file: F }>("PUT", `/api/files/${file._id}/visibility`, {
      visibility: "public",
    });
    assert.equal(res.body.file.visibility, "public");
    const list = await b.client.request<{ files: F[] }>("GET", `/api/files/${a.user._id}`);
    assert.deepEqual(list.body.files.map((f) => f.filename), ["main.py"]);
    const one = await new Client(server).request<{ file: F }>(
      "GET",
      `/api/files/${a.user._id}/${file._id}`,
    );
    assert.equal(one.body.file.content, "print('v2')");
  });

  await t.step("limits and bad input get clear answers", async () => {
    const big = await a.client.request("POST", "/api/files/save", {
      roomId: "r1",
      filename: "big.txt",
      content: "y".repeat(300 * 1024),
    });
    assert.equal(big.status, 413);
    assert.equal(big.body.message, "The file is too large to save (at most 256 KB).");
    const cases: [Record<string, unknown>, string][] = [
      [
        { roomId: "r1", filename: "../etc/passwd", content: "" },
        "File names cannot contain / \\ or control characters",
      ],
      [{ roomId: "r1", filename: "  ", content: "" }, "Give the file a name"],
      [
        { roomId: "bad room!", filename: "a", content: "" },
        "roomId must be 1 to 64 letters, digits, - or _",
      ],
      [
        { roomId: "r1", filename: "a", content: "", visibility: "friends" },
        "Visibility must be private or public",
      ],
    ];
    for (const [body, message] of cases) {
      const res = await a.client.request("POST", "/api/files/save", body);
      assert.equal(res.status, 400);
      assert.equal(res.body.message, message);
    }
    const anon = await new Client(server).request("POST", "/api/files/save", {
      roomId: "r",
      filename: "a",
      content: "",
    });
    assert.equal(anon.status, 401);
  });

  await server.close();
  await smtp.close();
});
