/**
 * Downloading one's data and deleting one's account over REST: the export holds everything X
 * owns and no secret; a wrong password deletes nothing; the right one ends every login, frees
 * the e-mail, corrects every counter of other students, the platform and trending, and leaves no
 * key or stored file that names X or anything X owned. A deletion cut short by a stopped server
 * finishes after the restart, counting nothing twice.
 */
import assert from "node:assert/strict";
import { systemClock } from "../../src/core/clock.ts";
import { createLogger } from "../../src/core/log.ts";
import { markForDeletion } from "../../src/account/deletion.ts";
import { runDeletion } from "../../src/account/phases.ts";
import { PASSWORD_MISSING, WRONG_PASSWORD } from "../../src/account/model.ts";
import { LOGIN_FAILED } from "../../src/auth/login_service.ts";
import { userKey } from "../../src/users/keys.ts";
import type { UserRecord } from "../../src/users/model.ts";
import {
  buildWorld,
  FILE_CONTENT,
  othersCounters,
  remnantsOf,
  unreadFromX,
  type World,
} from "../helpers/account_world.ts";
import { startServerWithSmtp } from "../helpers/server_setups.ts";
import type { TestServer } from "../helpers/server.ts";
import { openSocket } from "../helpers/socket.ts";
import { Client, signUp } from "../helpers/users.ts";

type Counters = Awaited<ReturnType<typeof othersCounters>>;

/** What X's removal must change in `before`, and nothing more. */
function expectedAfter(before: Counters, fromX: number): Counters {
  return {
    aFollowers: before.aFollowers - 1,
    aFollowing: before.aFollowing - 1,
    aTotalLikes: before.aTotalLikes - 1,
    bFollowing: before.bFollowing - 1,
    aPostLikes: before.aPostLikes - 1,
    aPostComments: before.aPostComments - 1,
    bPostShares: before.bPostShares - 1,
    aChatUnread: before.aChatUnread - 2,
    aNotificationsUnread: before.aNotificationsUnread - fromX,
    stats: { ...before.stats, students: before.stats.students - 1, posts: before.stats.posts - 3 },
    categoryPosts: before.categoryPosts - 1,
  };
}

async function settle(server: TestServer) {
  await server.trendingSettled();
  await server.deletionsSettled();
  await server.trendingSettled();
}

/** After X is gone: others' counters, trending, others' data, and no remnant in KV. */
async function assertErased(server: TestServer, w: World, before: Counters, fromX: number) {
  assert.deepEqual(await othersCounters(server, w), expectedAfter(before, fromX));
  for (const tab of ["posts", "profiles", "contributors"]) {
    const res = await w.b.client.request(
      "GET",
      `/api/trending/${tab}${tab === "contributors" ? "?limit=20" : ""}`,
    );
    assert.equal(res.status, 200);
    assert.ok(!JSON.stringify(res.body).includes(w.xId), `trending ${tab} still names X`);
  }
  const aPost = await w.b.client.request<{ post: { title: string } }>(
    "GET",
    `/api/posts/${w.posts.aPost}`,
  );
  assert.equal(aPost.body.post.title, "Asha's post");
  const feed = await w.a.client.request("GET", "/api/feed/following");
  assert.ok(!JSON.stringify(feed.body).includes(w.xId), "A's feed still shows X's posts");
  const chats = await w.a.client.request<{ chats: unknown[] }>("GET", "/api/chat");
  assert.equal(chats.body.chats.length, 0);
  assert.deepEqual(await remnantsOf(server, w), []);
}

Deno.test("[account] export, then delete with a wrong and the right password", async (t) => {
  const { server, smtp, close } = await startServerWithSmtp();
  try {
    const w = await buildWorld(server, smtp);
    const { x } = w;
    await server.trendingSettled();

    await t.step("trending lists X's post before", async () => {
      const res = await w.b.client.request("GET", "/api/trending/posts");
      assert.ok(JSON.stringify(res.body).includes(w.posts.xImage));
    });

    await t.step("the export is a download of everything X owns, without secrets", async () => {
      const res = await fetch(`${server.url}/api/users/me/export`, {
        headers: { cookie: x.client.cookieHeader, origin: server.origin },
      });
      assert.equal(res.status, 200);
      const day = new Date().toISOString().slice(0, 10);
      assert.equal(
        res.headers.get("content-disposition"),
        `attachment; filename="campus-export-xavier-${day}.json"`,
      );
      const text = await res.text();
      for (const secret of ["passwordHash", "$argon2", "currentHash", x.password]) {
        assert.ok(!text.includes(secret), `the export holds ${secret}`);
      }
      for (const cookie of x.client.cookies.values()) assert.ok(!text.includes(cookie));
      const data = JSON.parse(text);
      assert.equal(data.profile._id, w.xId);
      assert.equal(data.profile.email, x.user.email);
      assert.deepEqual(
        data.posts.map((p: { _id: string }) => p._id).sort(),
        [w.posts.xImage, w.posts.xRoadmap, w.posts.xText].sort(),
      );
      const image = data.posts.find((p: { _id: string }) => p._id === w.posts.xImage);
      assert.equal(image.comments[0].content, "Nice bench");
      assert.equal(image.comments[0].author.username, "asha");
      assert.equal(image.likesCount, 1);
      assert.equal(
        data.posts.find((p: { _id: string }) => p._id === w.posts.xRoadmap).section.category,
        "Web Dev",
      );
      assert.deepEqual(data.comments.map((c: { _id: string }) => c._id), [w.xComment]);
      assert.deepEqual(data.likes.map((l: { postId: string }) => l.postId), [w.posts.aPost]);
      assert.deepEqual(data.shares.map((l: { postId: string }) => l.postId), [w.posts.bPost]);
      assert.deepEqual(
        data.saved.map((s: { postId: string; title: string }) => [s.postId, s.title]),
        [[w.posts.bPost, "Bilal's post"]],
      );
      assert.deepEqual(data.following.map((u: { username: string }) => u.username), ["asha"]);
      assert.deepEqual(
        data.followers.map((u: { username: string }) => u.username).sort(),
        ["asha", "bilal"],
      );
      assert.equal(data.chats.length, 1);
      assert.deepEqual(
        data.chats[0].messages.map((m: { content: string }) => m.content),
        ["Hi Asha", "Hi X", "See you in the lab"],
      );
      assert.equal(data.files[0].content, FILE_CONTENT);
      assert.deepEqual(data.studyFavourites, [w.subjectId]);
      assert.deepEqual(
        data.planner.tasks.map((t: { title: string }) => t.title).sort(),
        ["Read chapter 1", "Revise for the end-semester exam"],
      );
      assert.deepEqual(data.feedback.map((f: { type: string }) => f.type), ["quick", "technical"]);
      const attachment = data.feedback[1].attachments[0];
      assert.equal(attachment.contentType, "image/png");
      assert.ok(attachment.base64.length > 20);
      assert.ok(data.notifications.length >= 3, "follows, like, comment and share on X's posts");
      assert.equal(data.sessions.filter((s: { current: boolean }) => s.current).length, 1);
      assert.equal(data.uploads.length, 2, "the profile picture and the post image");
      for (const u of data.uploads) {
        assert.equal(u.contentType, "image/png");
        const bytes = Uint8Array.from(atob(u.base64), (ch) => ch.charCodeAt(0));
        assert.deepEqual([...bytes.slice(1, 4)], [0x50, 0x4e, 0x47]);
      }
    });

    await t.step("exports are limited: a 429 with Retry-After after three an hour", async () => {
      for (let i = 0; i < 2; i++) {
        assert.equal((await x.client.request("GET", "/api/users/me/export")).status, 200);
      }
      const res = await x.client.request<{ message: string }>("GET", "/api/users/me/export");
      assert.equal(res.status, 429);
      assert.ok(Number(res.headers.get("retry-after")) > 0);
      assert.match(
        res.body.message,
        /^Too many downloads of your data\. Try again in \d+ minutes?\.$/,
      );
      const visitor = await new Client(server).request("GET", "/api/users/me/export");
      assert.equal(visitor.status, 401);
    });

    const fromX = await unreadFromX(w);
    assert.ok(fromX >= 3);
    const before = await othersCounters(server, w);
    // The scan below finds X everywhere before the deletion, so an empty one after means gone.
    assert.ok((await remnantsOf(server, w)).length > 50);
    // A second device of X, and a live socket of it.
    const phone = new Client(server);
    assert.equal(
      (await phone.request("POST", "/api/auth/login", {
        emailOrUsername: "xavier",
        password: x.password,
      })).status,
      200,
    );
    const socket = await openSocket(server, phone);

    await t.step("a missing or wrong password deletes nothing", async () => {
      const missing = await x.client.request<{ message: string }>("DELETE", "/api/users/me", {});
      assert.equal(missing.status, 400);
      assert.equal(missing.body.message, PASSWORD_MISSING);
      const wrong = await x.client.request<{ message: string }>("DELETE", "/api/users/me", {
        password: "not my password",
      });
      assert.equal(wrong.status, 403);
      assert.equal(wrong.body.message, WRONG_PASSWORD);
      assert.equal((await x.client.request("GET", "/api/auth/me")).status, 200);
      assert.equal((await phone.request("GET", "/api/auth/me")).status, 200);
      assert.deepEqual(await othersCounters(server, w), before);
    });

    await t.step("the right password deletes the account and ends every login", async () => {
      const cookiesBefore = x.client.cookieHeader;
      const res = await x.client.request("DELETE", "/api/users/me", { password: x.password });
      assert.equal(res.status, 200);
      assert.deepEqual(res.body, { success: true });
      assert.equal(x.client.cookies.size, 0, "both cookies cleared");
      assert.equal((await socket.closed).code, 4001);
      assert.equal((await phone.request("GET", "/api/auth/me")).status, 401);
      const stale = await fetch(`${server.url}/api/auth/me`, {
        headers: { cookie: cookiesBefore, origin: server.origin },
      });
      assert.equal(stale.status, 401);
      await stale.body?.cancel();
      const login = await new Client(server).request<{ message: string }>(
        "POST",
        "/api/auth/login",
        { emailOrUsername: x.user.email, password: x.password },
      );
      assert.equal(login.status, 401);
      assert.equal(login.body.message, LOGIN_FAILED);
      assert.equal((await w.b.client.request("GET", `/api/users/${w.xId}`)).status, 404);
    });

    await t.step("others' counters, trending and stored data no longer hold X", async () => {
      await settle(server);
      await assertErased(server, w, before, fromX);
      for (const key of [w.imageBlob, w.pictureBlob, w.attachmentBlob]) {
        assert.equal(await server.blobs.get(key), null, `${key} is still stored`);
      }
    });

    await t.step("the e-mail and username can sign up again, as a new account", async () => {
      const again = await signUp(server, smtp, { email: x.user.email, username: "xavier" });
      assert.notEqual(again.user._id, w.xId);
      const profile = await again.client.request<{ user: Record<string, number> }>(
        "GET",
        `/api/users/${again.user._id}`,
      );
      assert.equal(profile.body.user.followersCount, 0);
      assert.equal(profile.body.user.totalPosts, 0);
    });
  } finally {
    await close();
  }
});

Deno.test("[account] a deletion cut short by a stopped server finishes after the restart", async () => {
  const dir = await Deno.makeTempDir({ prefix: "campus-delete-" });
  const kvPath = `${dir}/kv.sqlite3`;
  try {
    const first = await startServerWithSmtp({ kvPath });
    const w = await buildWorld(first.server, first.smtp);
    await first.server.trendingSettled();
    const fromX = await unreadFromX(w);
    const before = await othersCounters(first.server, w);
    const { kv } = first.server;
    const entry = await kv.get<UserRecord>(userKey(w.xId));
    assert.ok(await markForDeletion({ kv, clock: systemClock }, entry as Deno.KvEntry<UserRecord>));
    const deps = {
      kv,
      clock: systemClock,
      hub: first.server.hub,
      blobs: first.server.blobs,
      logger: createLogger("silent"),
    };
    // Sessions, posts and acts are removed; the process stops before follows.
    assert.equal(await runDeletion(deps, w.xId, { stopBefore: "follows" }), "stopped");
    const halfway = await othersCounters(first.server, w);
    assert.equal(halfway.stats.posts, before.stats.posts - 3, "X's posts are gone");
    assert.equal(halfway.aFollowers, before.aFollowers, "X's follows are not yet");
    await first.close();

    const second = await startServerWithSmtp({ kvPath });
    try {
      const again = { ...w, a: reconnect(w.a, second.server), b: reconnect(w.b, second.server) };
      await settle(second.server);
      await assertErased(second.server, again, before, fromX);
    } finally {
      await second.close();
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

/** The same signed-in student, talking to the restarted server. */
function reconnect<S extends { client: Client }>(student: S, server: TestServer): S {
  const client = new Client(server);
  for (const [k, v] of student.client.cookies) client.cookies.set(k, v);
  return { ...student, client };
}
