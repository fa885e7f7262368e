/**
 * `deno task backup` and `deno task restore`, run as an operator would: a backup taken while the
 * server keeps writing is consistent (every post's comment counter equals its comments), a server
 * started on the restored KV and blob folder serves the same posts, pictures and logins, a restore
 * with BLOB_STORE=kv moves the pictures into KV, and a restore refuses a KV that already holds data.
 */
import assert from "node:assert/strict";
import { hashPassword } from "../../src/auth/password.ts";
import { makeStudent } from "../helpers/fixtures.ts";
import { startAppProcess } from "../helpers/app_process.ts";
import { createPost, uploadImages } from "../helpers/posts.ts";
import { Client } from "../helpers/users.ts";

const PASSWORD = "backup test password";

async function task(name: string, args: string[], env: Record<string, string>) {
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["task", "-q", name, ...args],
    env: { NO_COLOR: "1", ...env },
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder();
  return { code: out.code, output: text.decode(out.stdout) + text.decode(out.stderr) };
}

Deno.test("a backup taken under writes restores into a working Campus", async () => {
  const dir = await Deno.makeTempDir({ prefix: "campus-backup-" });
  const live = { DENO_KV_PATH: `${dir}/live.sqlite3`, DATA_DIR: `${dir}/live-data` };
  const restored = { DENO_KV_PATH: `${dir}/restored.sqlite3`, DATA_DIR: `${dir}/restored-data` };
  let app = null;
  try {
    const kv = await Deno.openKv(live.DENO_KV_PATH);
    const student = await makeStudent(kv, "Backup", 1, await hashPassword(PASSWORD));
    kv.close();
    app = await startAppProcess(live);
    const where = { url: app.url, origin: app.origin };
    const client = new Client(where);
    const login = await client.request("POST", "/api/auth/login", {
      emailOrUsername: student.username,
      password: PASSWORD,
    });
    assert.equal(login.status, 200);
    const [image] = await uploadImages(client, 1);
    const picture = new Uint8Array(await (await fetch(`${app.url}${image}`)).arrayBuffer());
    const postId = await createPost(client, {
      type: "image",
      title: "Lab bench",
      images: [{ url: image, caption: "The bench", alt: "A breadboard with wires" }],
    });

    // Comments keep landing while the backup runs.
    let writing = true;
    const writer = (async () => {
      for (let n = 0; writing && n < 25; n++) {
        await client.request("POST", `/api/posts/${postId}/comment`, { content: `note ${n}` });
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const made = await task("backup", ["--out", `${dir}/backup`], live);
    writing = false;
    await writer;
    assert.equal(made.code, 0, made.output);
    assert.match(made.output, /backup written to .*: \d+ KV entries, 1 blobs/);
    await app.kill();
    app = null;

    const put = await task("restore", [`${dir}/backup`], restored);
    assert.equal(put.code, 0, put.output);
    app = await startAppProcess(restored);
    Object.assign(where, { url: app.url, origin: app.origin });
    // The login of the backup still holds, and so does the password.
    const post = await client.request<{ post: { title: string; commentsCount: number } }>(
      "GET",
      `/api/posts/${postId}`,
    );
    assert.equal(post.status, 200);
    assert.equal(post.body.post.title, "Lab bench");
    const comments = await client.request<{ comments: unknown[] }>(
      "GET",
      `/api/posts/${postId}/comments?limit=100`,
    );
    assert.equal(comments.body.comments.length, post.body.post.commentsCount, "consistent copy");
    const served = await fetch(`${app.url}${image}`);
    assert.equal(served.status, 200);
    assert.deepEqual(new Uint8Array(await served.arrayBuffer()), picture);
    const again = new Client(where);
    const relogin = await again.request("POST", "/api/auth/login", {
      emailOrUsername: student.username,
      password: PASSWORD,
    });
    assert.equal(relogin.status, 200);

    // The same backup into KV alone: a machine with a disk moving to one without.
    await app.kill();
    app = null;
    const intoKv = {
      DENO_KV_PATH: `${dir}/kv-only.sqlite3`,
      DATA_DIR: `${dir}/kv-only-data`,
      BLOB_STORE: "kv",
    };
    const moved = await task("restore", [`${dir}/backup`], intoKv);
    assert.equal(moved.code, 0, moved.output);
    assert.match(moved.output, /and 1 blobs/);
    app = await startAppProcess(intoKv);
    const fromKv = await fetch(`${app.url}${image}`);
    assert.equal(fromKv.status, 200);
    assert.deepEqual(new Uint8Array(await fromKv.arrayBuffer()), picture);
    assert.equal(await Deno.stat(intoKv.DATA_DIR).then(() => true, () => false), false);

    const twice = await task("restore", [`${dir}/backup`], restored);
    assert.equal(twice.code, 1);
    assert.match(twice.output, /not empty/);
    const none = await task("restore", [`${dir}/nothing`], {
      ...restored,
      DENO_KV_PATH: `${dir}/x`,
    });
    assert.equal(none.code, 1);
    assert.match(none.output, /holds no backup/);
  } finally {
    await app?.kill();
    await Deno.remove(dir, { recursive: true });
  }
});
