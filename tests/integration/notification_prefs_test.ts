/**
 * Notification preferences and muted posts over REST: a kind turned off stores nothing, a muted
 * post notifies its muter no more, and the daily e-mail digest goes out once through a real SMTP
 * sink when the clock passes its time, however many instances sweep.
 */
import assert from "node:assert/strict";
import { manualClock } from "../../src/core/clock.ts";
import { startServerWithSmtp } from "../helpers/server_setups.ts";
import { startServer } from "../helpers/server.ts";
import { type Client, signUpEach } from "../helpers/users.ts";
import { textPost } from "../helpers/posts.ts";

type Prefs = { live: Record<string, boolean>; email: Record<string, boolean> };
type Notes = { notifications: { type: string; message: string }[] };

const kinds = ["followers", "posts", "likes", "comments", "shares", "mentions", "chat"];

async function types(client: Client): Promise<string[]> {
  const res = await client.request<Notes>("GET", "/api/notifications");
  return res.body.notifications.map((n) => n.type);
}

Deno.test("[notification prefs] a kind turned off is not stored; a muted post stays quiet", async (t) => {
  const { server, smtp, close } = await startServerWithSmtp();
  try {
    const [a, b] = await signUpEach(server, smtp, ["pref_asha", "pref_bhavin"]);

    await t.step("defaults: everything in the bell, nothing by e-mail", async () => {
      const res = await a.client.request<{ preferences: Prefs }>(
        "GET",
        "/api/notifications/preferences",
      );
      assert.equal(res.status, 200);
      assert.deepEqual(Object.keys(res.body.preferences.live), kinds);
      assert.ok(Object.values(res.body.preferences.live).every((v) => v));
      assert.ok(Object.values(res.body.preferences.email).every((v) => !v));
      const anon = await fetch(`${server.url}/api/notifications/preferences`);
      assert.equal(anon.status, 401);
      await anon.body?.cancel();
    });

    await t.step("bad input is refused with a clear 400", async () => {
      const bad = await a.client.request<{ message: string }>(
        "PUT",
        "/api/notifications/preferences",
        { live: { gossip: true } },
      );
      assert.equal(bad.status, 400);
      const wrongType = await a.client.request("PUT", "/api/notifications/preferences", {
        email: { likes: "yes" },
      });
      assert.equal(wrongType.status, 400);
    });

    await t.step("likes off: a like is not stored, a comment still is", async () => {
      const res = await a.client.request<{ preferences: Prefs }>(
        "PUT",
        "/api/notifications/preferences",
        { live: { likes: false } },
      );
      assert.equal(res.status, 200);
      assert.equal(res.body.preferences.live.likes, false);
      assert.equal(res.body.preferences.live.comments, true);
      const post = await textPost(a.client, "Quiet likes");
      await b.client.request("POST", `/api/posts/${post}/like`);
      await b.client.request("POST", `/api/posts/${post}/comment`, { content: "Nice" });
      assert.deepEqual(await types(a.client), ["comment"]);
      // The other student's preferences are their own.
      const theirs = await b.client.request<{ preferences: Prefs }>(
        "GET",
        "/api/notifications/preferences",
      );
      assert.equal(theirs.body.preferences.live.likes, true);
    });

    await t.step("a muted post notifies its muter no more; unmuted, it does again", async () => {
      const post = await textPost(a.client, "Busy thread");
      const other = await textPost(a.client, "Other thread");
      const mute = await a.client.request<{ isMuted: boolean }>(
        "POST",
        `/api/posts/${post}/mute`,
      );
      assert.deepEqual(mute.body, { isMuted: true });
      const state = await a.client.request<{ isMuted: boolean }>("GET", `/api/posts/${post}/mute`);
      assert.deepEqual(state.body, { isMuted: true });
      // Muting is one's own: the other student's state of the same post is theirs.
      const bState = await b.client.request<{ isMuted: boolean }>(
        "GET",
        `/api/posts/${post}/mute`,
      );
      assert.deepEqual(bState.body, { isMuted: false });
      const before = (await types(a.client)).length;
      await b.client.request("POST", `/api/posts/${post}/comment`, { content: "Hi @pref_asha" });
      await b.client.request("POST", `/api/posts/${post}/share`);
      assert.equal((await types(a.client)).length, before);
      await b.client.request("POST", `/api/posts/${other}/comment`, { content: "Here" });
      assert.equal((await types(a.client)).length, before + 1);
      const unmute = await a.client.request<{ isMuted: boolean }>(
        "DELETE",
        `/api/posts/${post}/mute`,
      );
      assert.deepEqual(unmute.body, { isMuted: false });
      await b.client.request("POST", `/api/posts/${post}/comment`, { content: "Again" });
      assert.equal((await types(a.client)).length, before + 2);
    });

    await t.step(
      "/settings/notifications shows one's switches; a visitor goes to /login",
      async () => {
        const page = await fetch(`${server.url}/settings/notifications`, {
          headers: { cookie: a.client.cookieHeader },
        });
        assert.equal(page.status, 200);
        const html = await page.text();
        assert.match(html, /Notification settings/);
        assert.match(html, /aria-label="Likes on your posts: in app"/);
        const anon = await fetch(`${server.url}/settings/notifications`, { redirect: "manual" });
        await anon.body?.cancel();
        assert.equal(anon.status, 302);
        assert.equal(new URL(anon.headers.get("location")!, server.url).pathname, "/login");
      },
    );

    await t.step("a missing or malformed post answers 404", async () => {
      const missing = await a.client.request<{ message: string }>(
        "POST",
        "/api/posts/01JZZZZZZZZZZZZZZZZZZZZZZZ/mute",
      );
      assert.equal(missing.status, 404);
      assert.equal(missing.body.message, "Post not found.");
      assert.equal((await a.client.request("DELETE", "/api/posts/nope/mute")).status, 404);
    });
  } finally {
    await close();
  }
});

Deno.test("[notification prefs] the daily digest is mailed once, with a link and how to stop it", async () => {
  const clock = manualClock(Date.now());
  const { server, smtp, close } = await startServerWithSmtp({ clock });
  // A second instance on the same store sweeps too: the digest must still come once.
  const twin = await startServer({ kv: server.kv, clock, env: { SMTP_URL: smtp.url } });
  try {
    const [a, b] = await signUpEach(server, smtp, [
      { username: "digest_asha", name: "Asha" },
      { username: "digest_bhavin", name: "Bhavin" },
    ]);
    const on = await a.client.request("PUT", "/api/notifications/preferences", {
      email: { likes: true, mentions: true },
    });
    assert.equal(on.status, 200);
    const post = await textPost(a.client, "Heaps in one page");
    await b.client.request("POST", `/api/posts/${post}/like`);
    await b.client.request("POST", `/api/posts/${post}/comment`, { content: "@digest_asha yes" });
    await b.client.request("POST", `/api/users/${a.user._id}/follow`);
    const mailsTo = () => smtp.mails.filter((m) => m.to.includes(a.user.email.toLowerCase()));
    const before = mailsTo().length;

    // Not yet a day: nothing.
    clock.advance(23 * 3600_000);
    assert.equal(await server.sweepDigests() + await twin.sweepDigests(), 0);
    clock.advance(3600_000 + 1000);
    const sent = await Promise.all([server.sweepDigests(), twin.sweepDigests()]);
    assert.equal(sent[0] + sent[1], 1);
    assert.equal(await server.sweepDigests(), 0);
    const mails = mailsTo().slice(before);
    assert.equal(mails.length, 1);
    const raw = mails[0].raw.replace(/=\r?\n/g, "");
    assert.ok(raw.includes("Bhavin liked your post"));
    assert.ok(raw.includes("Bhavin mentioned you in a comment on"));
    // Kinds without e-mail stay out: the comment and the follow.
    assert.ok(!raw.includes("commented on"));
    assert.ok(!raw.includes("started following"));
    // Whichever instance claimed the digest links to its own address (in the test each has its
    // own port; behind one proxy they share the configured origin).
    assert.ok(
      [server, twin].some((s) => raw.includes(`${s.origin}/settings/notifications`)),
      raw,
    );
    // The next day, with nothing new, no mail.
    clock.advance(24 * 3600_000 + 1000);
    assert.equal(await server.sweepDigests(), 0);
    assert.equal(mailsTo().length, before + 1);
  } finally {
    await twin.close();
    await close();
  }
});
