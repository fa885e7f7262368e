/**
 * Nothing acknowledged is lost to a crash: students comment on each other's posts while the
 * server process is killed with SIGKILL at random moments and restarted on the same KV file.
 * Afterwards every acknowledged comment is stored, every post's comment counter equals its
 * comments, and each author holds exactly one notification per comment by someone else: none
 * lost between the act and its notification, none doubled by a second delivery.
 */
import assert from "node:assert/strict";
import { hashPassword } from "../../src/auth/password.ts";
import { makeStudent } from "../helpers/fixtures.ts";
import { type AppProcess, startAppProcess } from "../helpers/app_process.ts";
import { Client } from "../helpers/users.ts";
import { seeded } from "../helpers/seeded_random.ts";

const STUDENTS = 12;
const KILLS = 5;
const PASSWORD = "crash test password";

type Student = { id: string; username: string; client: Client; postId: string };
type Ack = { postId: string; commentId: string; authorId: string; by: string };

/** The ids of the domain events recorded but not yet delivered. */
async function pendingEvents(kvPath: string): Promise<string[]> {
  const kv = await Deno.openKv(kvPath);
  try {
    const entries = await Array.fromAsync(kv.list({ prefix: ["domain_events"] }));
    return entries.map((e) => String(e.key[1]));
  } finally {
    kv.close();
  }
}

/** Every page of a cursor-paged list. */
async function all<T>(client: Client, path: string, field: string): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page++) {
    const sep = path.includes("?") ? "&" : "?";
    const q: string = cursor ? `${sep}cursor=${encodeURIComponent(cursor)}` : "";
    const res = await client.request<Record<string, unknown>>("GET", `${path}${q}`);
    assert.equal(res.status, 200, `${path}: ${JSON.stringify(res.body)}`);
    items.push(...(res.body[field] as T[]));
    cursor = res.body.cursor as string | null;
    if (!cursor) return items;
  }
  throw new Error(`${path}: more than 100 pages`);
}

Deno.test("acknowledged writes, counters and notifications survive SIGKILL", async () => {
  const dir = await Deno.makeTempDir({ prefix: "campus-crash-" });
  const kvPath = `${dir}/kv.sqlite3`;
  const env = { DENO_KV_PATH: kvPath, DATA_DIR: `${dir}/data` };
  const rand = seeded(20261124);
  let app: AppProcess | null = null;
  try {
    const kv = await Deno.openKv(kvPath);
    const hash = await hashPassword(PASSWORD);
    const records = [];
    for (let i = 0; i < STUDENTS; i++) records.push(await makeStudent(kv, "Crash", i, hash));
    kv.close();

    app = await startAppProcess(env);
    // Where every client sends its requests: the process running now.
    const where = { url: app.url, origin: app.origin };
    const students: Student[] = [];
    for (const r of records) {
      const client = new Client(where);
      const login = await client.request("POST", "/api/auth/login", {
        emailOrUsername: r.username,
        password: PASSWORD,
      });
      assert.equal(login.status, 200, JSON.stringify(login.body));
      const post = await client.request<{ postId: string }>("POST", "/api/posts", {
        type: "text",
        title: `Notes of ${r.name}`,
        content: "Comments welcome.",
      });
      assert.equal(post.status, 201);
      students.push({ id: r._id, username: r.username, client, postId: post.body.postId });
    }

    const acked: Ack[] = [];
    const leftPending = new Set<string>();
    for (let round = 0; round < KILLS; round++) {
      const server = app!;
      let stop = false;
      // Each student comments on a random other student's post, one comment at a time.
      const load = students.map(async (s) => {
        for (let n = 0; n < 3 && !stop; n++) {
          const target = students[
            (students.indexOf(s) + 1 + Math.floor(rand() * (STUDENTS - 1))) %
            STUDENTS
          ];
          try {
            const res = await s.client.request<{ comment: { _id: string } }>(
              "POST",
              `/api/posts/${target.postId}/comment`,
              { content: `round ${round}, comment ${n} by ${s.username}` },
            );
            if (res.status === 201) {
              acked.push({
                postId: target.postId,
                commentId: res.body.comment._id,
                authorId: target.id,
                by: s.id,
              });
            }
          } catch {
            return; // The server died under this request: its fate is unknown, not acknowledged.
          }
        }
      });
      // The kill lands after a few acknowledgements of this round, however fast the machine is,
      // then a random few milliseconds on, while other comments are between write and answer.
      const ackedBefore = acked.length;
      const wanted = 1 + Math.floor(rand() * 6);
      for (let i = 0; i < 500 && acked.length - ackedBefore < wanted; i++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await new Promise((resolve) => setTimeout(resolve, rand() * 30));
      await server.kill();
      stop = true;
      await Promise.all(load);
      for (const id of await pendingEvents(kvPath)) leftPending.add(id);
      app = await startAppProcess(env);
      Object.assign(where, { url: app.url, origin: app.origin });
    }
    console.log(
      `${acked.length} comments acknowledged across ${KILLS} kills; ` +
        `${leftPending.size} events were left undelivered by the kills`,
    );
    assert.ok(acked.length > 0, "the load wrote nothing");

    // The restarted process delivers what the killed ones left behind.
    for (let i = 0; i < 100 && (await pendingEvents(kvPath)).length > 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.deepEqual(await pendingEvents(kvPath), [], "events still undelivered after the restart");

    const reader = students[0].client;
    for (const s of students) {
      const comments = await all<{ _id: string; author: { _id: string } }>(
        reader,
        `/api/posts/${s.postId}/comments?limit=100`,
        "comments",
      );
      const stored = new Set(comments.map((c) => c._id));
      for (const a of acked.filter((a) => a.postId === s.postId)) {
        assert.ok(stored.has(a.commentId), `acknowledged comment ${a.commentId} is lost`);
      }
      const post = await reader.request<{ post: { commentsCount: number } }>(
        "GET",
        `/api/posts/${s.postId}`,
      );
      assert.equal(post.body.post.commentsCount, comments.length, `${s.username}'s counter`);
      const byOthers = comments.filter((c) => c.author._id !== s.id).length;
      const notifications = await all<{ type: string }>(
        s.client,
        "/api/notifications",
        "notifications",
      );
      assert.equal(
        notifications.filter((n) => n.type === "comment").length,
        byOthers,
        `${s.username}: one notification per comment by someone else`,
      );
    }
  } finally {
    await app?.kill();
    await Deno.remove(dir, { recursive: true });
  }
});
