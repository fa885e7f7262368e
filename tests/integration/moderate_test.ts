/**
 * `deno task moderate` as an operator runs it: a subprocess on the KV file the running server
 * uses. Hiding takes a post out of every list; suspending refuses sign-in and takes everything
 * the student wrote out of sight of everyone else.
 */
import assert from "node:assert/strict";
import { operatorTask } from "../helpers/operator_task.ts";
import { startServerWithSmtp } from "../helpers/server_setups.ts";
import { Client, signUpEach } from "../helpers/users.ts";
import { textPost } from "../helpers/posts.ts";
import { ACCOUNT_SUSPENDED } from "../../src/auth/suspended.ts";

const moderate = (kvPath: string, ...args: string[]) => operatorTask("moderate", kvPath, ...args);

type Feed = { posts: { _id: string }[] };
const ids = (feed: { body: Feed }) => feed.body.posts.map((p) => p._id);

Deno.test("[moderate] the operator hides a post and suspends an account from the command line", async (t) => {
  const dir = await Deno.makeTempDir({ prefix: "campus-moderate-" });
  const kvPath = `${dir}/kv.sqlite3`;
  const { server, smtp, close } = await startServerWithSmtp({ kvPath });
  try {
    const [a, b, c] = await signUpEach(server, smtp, ["mod_reader", "mod_author", "mod_other"]);
    await a.client.request("POST", `/api/users/${b.user._id}/follow`);
    const spam = await textPost(b.client, "Buy cheap followers");
    const fine = await textPost(b.client, "Notes on graphs");
    const comment = await b.client.request<{ comment: { _id: string } }>(
      "POST",
      `/api/posts/${fine}/comment`,
      { content: "Visit my shop" },
    );
    const commentId = comment.body.comment._id;
    const report = await a.client.request<{ report: { _id: string } }>("POST", "/api/reports", {
      targetType: "post",
      targetId: spam,
      reason: "spam",
      details: "Sells followers",
    });
    await a.client.request("POST", "/api/reports", {
      targetType: "comment",
      targetId: commentId,
      parentId: fine,
      reason: "spam",
    });

    await t.step("before any action, the author's posts trend", async () => {
      await server.trendingSettled();
      const trending = await c.client.request<Feed>("GET", "/api/trending/posts");
      assert.ok(ids(trending).includes(fine));
    });

    await t.step(
      "list prints the open reports, newest first, with what they are about",
      async () => {
        const { code, out } = await moderate(kvPath, "list");
        assert.equal(code, 0);
        const lines = out.trimEnd().split("\n");
        assert.equal(lines.length, 3);
        assert.match(lines[0], /^id +date \(UTC\) +type +target +reason +by → about +excerpt$/);
        assert.match(
          lines[1],
          new RegExp(
            `comment +${fine}/${commentId} +spam +@mod_reader → @mod_author +Visit my shop$`,
          ),
        );
        assert.match(
          lines[2],
          new RegExp(
            `^${report.body.report._id} .* post +${spam} +spam .* Buy cheap followers — Sells followers$`,
          ),
        );
      },
    );

    await t.step(
      "hide post: it leaves every list and its page for all but its author",
      async () => {
        const hidden = await moderate(kvPath, "hide", "post", spam);
        assert.equal(hidden.code, 0, hidden.err);
        assert.equal(hidden.out.trim(), `post ${spam} is hidden`);
        for (
          const path of ["/api/feed/global", "/api/feed/following", `/api/posts/user/${b.user._id}`]
        ) {
          assert.ok(!ids(await a.client.request<Feed>("GET", path)).includes(spam), path);
        }
        assert.equal((await c.client.request("GET", `/api/posts/${spam}`)).status, 404);
        // Its author still sees it, on its page and in their own list.
        assert.equal((await b.client.request("GET", `/api/posts/${spam}`)).status, 200);
        const own = await b.client.request<Feed>("GET", `/api/posts/user/${b.user._id}`);
        assert.ok(ids(own).includes(spam));
      },
    );

    await t.step(
      "hide comment by its id alone (its report knows the post); unhide shows it again",
      async () => {
        const hidden = await moderate(kvPath, "hide", "comment", commentId);
        assert.equal(hidden.code, 0, hidden.err);
        assert.equal(hidden.out.trim(), `comment ${fine}/${commentId} is hidden`);
        type Comments = { comments: { _id: string }[] };
        const seen = await c.client.request<Comments>("GET", `/api/posts/${fine}/comments`);
        assert.deepEqual(seen.body.comments, []);
        const own = await b.client.request<Comments>("GET", `/api/posts/${fine}/comments`);
        assert.deepEqual(own.body.comments.map((x) => x._id), [commentId]);
        assert.equal((await moderate(kvPath, "unhide", "comment", `${fine}/${commentId}`)).code, 0);
        const back = await c.client.request<Comments>("GET", `/api/posts/${fine}/comments`);
        assert.deepEqual(back.body.comments.map((x) => x._id), [commentId]);
      },
    );

    await t.step(
      "suspend: logins end, sign-in is refused, their posts leave every feed",
      async () => {
        const done = await moderate(kvPath, "suspend", "mod_author");
        assert.equal(done.code, 0, done.err);
        assert.equal(done.out.trim(), `@mod_author (${b.user._id}) is suspended; 1 login(s) ended`);
        // The tool is another process: the server learns of ended logins within a quarter
        // second (src/auth/confirmed_logins.ts), so a login ends within a second at the most.
        const until = Date.now() + 1_000;
        let me = await b.client.request("GET", "/api/auth/me");
        while (me.status === 200 && Date.now() < until) {
          await new Promise((r) => setTimeout(r, 50));
          me = await b.client.request("GET", "/api/auth/me");
        }
        assert.equal(me.status, 401);
        const login = await new Client(server).request<{ message: string }>(
          "POST",
          "/api/auth/login",
          { emailOrUsername: "mod_author", password: b.password },
        );
        assert.equal(login.status, 403);
        assert.equal(login.body.message, ACCOUNT_SUSPENDED);
        assert.match(ACCOUNT_SUSPENDED, /^This account is suspended\. Contact support@/);
        // A wrong password still answers as ever: the suspension is told only to the owner.
        const wrong = await new Client(server).request<{ message: string }>(
          "POST",
          "/api/auth/login",
          { emailOrUsername: "mod_author", password: "not the password" },
        );
        assert.equal(wrong.status, 401);
        for (const path of ["/api/feed/global", "/api/posts", "/api/feed/following"]) {
          const feed = ids(await a.client.request<Feed>("GET", path));
          assert.ok(!feed.includes(fine), path);
        }
        const page = await a.client.request<Feed>("GET", `/api/posts/user/${b.user._id}`);
        assert.deepEqual(page.body.posts, []);
        // Nor in trending, once ranked, nor among trending students.
        await server.trendingSettled();
        const trending = await c.client.request<Feed>("GET", "/api/trending/posts");
        assert.ok(!ids(trending).includes(fine));
        const people = await c.client.request<{ profiles: { _id: string }[] }>(
          "GET",
          "/api/trending/profiles",
        );
        assert.ok(!people.body.profiles.some((p) => p._id === b.user._id));
        // Nor in search.
        type Found = { results: { _id: string }[] };
        const found = await a.client.request<Found>("GET", "/api/search?q=graphs");
        assert.deepEqual(found.body.results, []);
        assert.equal((await a.client.request("GET", `/api/posts/${fine}`)).status, 404);
        assert.equal((await c.client.request("GET", `/api/users/${b.user._id}`)).status, 404);
        type Comments = { comments: unknown[] };
        const comments = await c.client.request<Comments>("GET", `/api/posts/${fine}/comments`);
        assert.equal(comments.status, 404);
      },
    );

    await t.step("the code sign-in is refused the same way", async () => {
      const client = new Client(server);
      const before = smtp.mails.filter((m) => m.to.includes(b.user.email)).length;
      await client.request("POST", "/api/auth/login/code", { emailOrUsername: "mod_author" });
      const mail = await smtp.waitForMail(b.user.email, before);
      const otp = /sign-in code is: (\d{6})/.exec(mail.raw)![1];
      const res = await client.request<{ message: string }>("POST", "/api/auth/login/code/verify", {
        emailOrUsername: "mod_author",
        otp,
      });
      assert.equal(res.status, 403);
      assert.equal(res.body.message, ACCOUNT_SUSPENDED);
    });

    await t.step(
      "unsuspend restores sign-in and the posts; resolve empties the queue",
      async () => {
        const back = await moderate(kvPath, "unsuspend", b.user._id);
        assert.equal(back.code, 0, back.err);
        const login = await b.client.request("POST", "/api/auth/login", {
          emailOrUsername: "mod_author",
          password: b.password,
        });
        assert.equal(login.status, 200);
        assert.ok(ids(await a.client.request<Feed>("GET", "/api/feed/global")).includes(fine));
        const found = await a.client.request<{ results: { _id: string }[] }>(
          "GET",
          "/api/search?q=graphs",
        );
        assert.deepEqual(found.body.results.map((p) => p._id), [fine]);
        const list = (await moderate(kvPath, "list")).out.trim().split("\n").slice(1);
        for (const line of list) {
          const resolved = await moderate(kvPath, "resolve", line.split(/\s+/)[0]);
          assert.equal(resolved.code, 0, resolved.err);
        }
        assert.equal((await moderate(kvPath, "list")).out.trim(), "no open reports");
      },
    );

    await t.step("an unknown id exits 1, a wrong command 2, each with a message", async () => {
      const unknown = await moderate(kvPath, "suspend", "nobody_here");
      assert.equal(unknown.code, 1);
      assert.equal(unknown.err.trim(), "No student is nobody_here.");
      const wrong = await moderate(kvPath, "hide", "video", spam);
      assert.equal(wrong.code, 2);
      assert.match(wrong.err, /hide takes post or comment, not video\nusage: deno task moderate/);
    });
  } finally {
    await close();
    await Deno.remove(dir, { recursive: true });
  }
});
