/**
 * Per-student write limits: a burst of posts, comments, likes, shares, follows or uploads stores
 * exactly what the limit allows, the rest is a 429 with `Retry-After` and a sentence, followers
 * are notified only of what was stored, and once the window has passed writes work again.
 */
import assert from "node:assert/strict";
import { manualClock } from "../../src/core/clock.ts";
import { raisedLimits } from "../../src/core/write_limits.ts";
import { createPost as createPostAs } from "../../src/posts/service.ts";
import { serviceDeps, startServerWithSmtp } from "../helpers/server_setups.ts";
import { type Client, signUp } from "../helpers/users.ts";
import { makeStudent } from "../helpers/fixtures.ts";
import { textPost, uploadImages } from "../helpers/posts.ts";
import { pngWithText } from "../helpers/images.ts";

const TEN_MINUTES = 10 * 60_000;

type Answer = { message?: string };

/** Sends `count` requests, `together` at a time; answers their statuses and the first refusal. */
async function burst(count: number, send: (i: number) => Promise<Res>, together = 10) {
  const answers: Res[] = [];
  for (let i = 0; i < count; i += together) {
    const wave = Array.from({ length: Math.min(together, count - i) }, (_, j) => send(i + j));
    answers.push(...await Promise.all(wave));
  }
  const statuses = answers.map((a) => a.status);
  const refused = answers.find((a) => a.status === 429);
  // Whatever was not stored was refused as too fast, never answered otherwise.
  assert.deepEqual(new Set(statuses.filter((s) => s >= 300)), new Set(refused ? [429] : []));
  return { statuses, refused, ok: statuses.filter((s) => s < 300).length };
}

type Res = { status: number; headers: Headers; body: Answer };

function assertRefusal(res: Res | undefined, sentence: string) {
  assert.ok(res, "some request was refused");
  assert.equal(res.status, 429);
  assert.match(
    res.body.message ?? "",
    new RegExp(`^${sentence} Try again in \\d+ (minute|second)s?\\.$`),
  );
  const after = Number(res.headers.get("retry-after"));
  assert.ok(after >= 1 && after <= 600, `Retry-After ${after}`);
}

async function unread(client: Client): Promise<number> {
  const res = await client.request<{ unreadCount: number }>(
    "GET",
    "/api/notifications/unread-count",
  );
  return res.body.unreadCount;
}

/** Polls `read` until it stops changing for a while; answers the settled value. */
async function settled(read: () => Promise<number>): Promise<number> {
  let last = await read();
  for (let quiet = 0; quiet < 5;) {
    await new Promise((r) => setTimeout(r, 60));
    const now = await read();
    quiet = now === last ? quiet + 1 : 0;
    last = now;
  }
  return last;
}

Deno.test("[limits] each write has a per-student limit that a burst meets", async (t) => {
  const clock = manualClock(Date.now());
  const { server, smtp, close } = await startServerWithSmtp({ clock });
  // Tokens last 15 minutes on this clock too, so each step signs up whom it needs afresh.
  const student = (name: string) => signUp(server, smtp, { username: name });
  // Posts to react to, made as the seed makes them: the author's own pace is not under test.
  const postsBy = async (authorId: string, count: number) => {
    const deps = { ...serviceDeps(server), writeLimits: raisedLimits({ posts: count }) };
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      ids.push(
        (await createPostAs(deps, authorId, {
          type: "text",
          title: `R${i}`,
          content: "",
          tags: [],
        })).postId,
      );
    }
    return ids;
  };
  try {
    await t.step("posts: 10 of 100 at once are stored and notify, then 429", async () => {
      const [author, fan] = [await student("poster"), await student("poster_fan")];
      await fan.client.request("POST", `/api/follow/${author.user._id}`);
      const before = await settled(() => unread(author.client));
      const { ok, refused, statuses } = await burst(
        100,
        (i) =>
          author.client.request<Answer>("POST", "/api/posts", { type: "text", title: `P${i}` }),
      );
      assert.equal(ok, 10, `stored ${ok}: ${statuses.join(",")}`);
      assertRefusal(refused, "You're posting too fast\\.");
      const mine = await author.client.request<{ posts: unknown[] }>(
        "GET",
        `/api/posts/user/${author.user._id}?limit=50`,
      );
      assert.equal(mine.body.posts.length, 10, "nothing beyond the limit is stored");
      assert.equal(await settled(() => unread(fan.client)), 10, "the follower hears of 10 posts");
      assert.equal(before, 1, "the author heard of the follow");
      clock.advance(TEN_MINUTES);
      await textPost(author.client, "After the window");
    });

    await t.step("comments: 30 on one post, then 429; again after the window", async () => {
      const [author, talker] = [await student("commented"), await student("talker")];
      const postId = await textPost(author.client, "Talk here");
      const { ok, refused } = await burst(
        40,
        (i) =>
          talker.client.request<Answer>("POST", `/api/posts/${postId}/comment`, {
            content: `c${i}`,
          }),
      );
      assert.equal(ok, 30);
      assertRefusal(refused, "You're commenting too fast\\.");
      const stored = await talker.client.request<{ comments: unknown[] }>(
        "GET",
        `/api/posts/${postId}/comments?limit=100`,
      );
      assert.equal(stored.body.comments.length, 30);
      clock.advance(TEN_MINUTES);
      const again = await talker.client.request<Answer>("POST", `/api/posts/${postId}/comment`, {
        content: "later",
      });
      assert.equal(again.status, 201);
    });

    await t.step("likes: 120 taps per 10 minutes, likes and unlikes alike", async () => {
      const author = await student("liked");
      const fan = await student("liker");
      const posts = await postsBy(author.user._id, 3);
      let likes = 0;
      let refusal: Res | undefined;
      for (let i = 0; i < 125 && !refusal; i++) {
        const res = await fan.client.request<Answer>("POST", `/api/posts/${posts[i % 3]}/like`);
        if (res.status === 200) likes++;
        else refusal = res;
      }
      assert.equal(likes, 120);
      assertRefusal(refusal, "You're liking posts too fast\\.");
      clock.advance(TEN_MINUTES);
      assert.equal((await fan.client.request("POST", `/api/posts/${posts[0]}/like`)).status, 200);
    });

    await t.step(
      "shares: 120 new shares per 10 minutes; a repeated share is no write",
      async () => {
        const author = await student("shared");
        const sharer = await student("sharer");
        const posts = await postsBy(author.user._id, 122);
        const share = (postId: string) =>
          sharer.client.request<Answer>("POST", `/api/posts/${postId}/share`);
        const { ok, refused } = await burst(121, (i) => share(posts[i]));
        assert.equal(ok, 120);
        assertRefusal(refused, "You're sharing posts too fast\\.");
        const again = await share(posts[0]);
        assert.equal(again.status, 200, "sharing a shared post again is answered, not counted");
        clock.advance(TEN_MINUTES);
        assert.equal((await share(posts[121])).status, 200);
      },
    );

    await t.step("follows: 60 new follows, then 429; again after the window", async () => {
      const follower = await student("follower");
      const targets = await Promise.all(
        Array.from({ length: 62 }, (_, i) => makeStudent(server.kv, "target", i)),
      );
      const { ok, refused } = await burst(
        61,
        (i) => follower.client.request<Answer>("POST", `/api/follow/${targets[i]._id}`),
      );
      assert.equal(ok, 60);
      assertRefusal(refused, "You're following students too fast\\.");
      const list = await follower.client.request<{ following: unknown[] }>(
        "GET",
        `/api/follow/${follower.user._id}/following?limit=100`,
      );
      assert.equal(list.body.following.length, 60);
      clock.advance(TEN_MINUTES);
      const later = await follower.client.request("POST", `/api/follow/${targets[61]._id}`);
      assert.equal(later.status, 200);
    });

    await t.step("uploads: 50 images per 10 minutes, counted per image", async () => {
      const uploader = await student("uploader");
      for (let i = 0; i < 5; i++) {
        assert.equal((await uploadImages(uploader.client, 10)).length, 10);
      }
      const before = await countFiles(server);
      const over = await postImages(uploader.client, 1);
      assertRefusal(over, "You're uploading images too fast\\.");
      assert.equal(await countFiles(server), before, "nothing beyond the limit is stored");
      const picture = await postPicture(uploader.client);
      assertRefusal(picture, "You're uploading images too fast\\.");
      clock.advance(TEN_MINUTES);
      assert.equal((await uploadImages(uploader.client, 10)).length, 10);
      assert.equal((await postPicture(uploader.client)).status, 200);
    });
  } finally {
    await close();
  }
});

async function countFiles(server: { kv: Deno.Kv }): Promise<number> {
  let n = 0;
  for await (const _ of server.kv.list({ prefix: ["uploads"] })) n++;
  return n;
}

async function postImages(client: Client, count: number): Promise<Res> {
  const form = new FormData();
  for (let i = 0; i < count; i++) {
    form.append("images", new File([pngWithText() as Uint8Array<ArrayBuffer>], `i${i}.png`));
  }
  return await send(client, "/api/upload/multiple", form);
}

async function postPicture(client: Client): Promise<Res> {
  const form = new FormData();
  form.append("profilePicture", new File([pngWithText() as Uint8Array<ArrayBuffer>], "me.png"));
  return await send(client, "/api/upload/profile-picture", form);
}

async function send(client: Client, path: string, form: FormData): Promise<Res> {
  const res = await fetch(`${client.server.url}${path}`, {
    method: "POST",
    headers: { cookie: client.cookieHeader, origin: client.server.origin },
    body: form,
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}
