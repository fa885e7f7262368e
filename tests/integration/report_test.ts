/** Reports over REST: what may be reported by whom, the checks on a report, once per item, the
 * daily limit, and the operator's queue they land in. */
import assert from "node:assert/strict";
import { startServerWithSmtp } from "../helpers/server_setups.ts";
import { signUpEach } from "../helpers/users.ts";
import { textPost } from "../helpers/posts.ts";
import { raisedLimits } from "../../src/core/write_limits.ts";
import { listOpenReports } from "../../src/safety/reports.ts";

type Report = { report: { _id: string; targetType: string; targetId: string; reason: string } };
type Refusal = { message: string; issues?: { path: string; message: string }[] };

const UNKNOWN = "01JZZZZZZZZZZZZZZZZZZZZZZZ";

Deno.test("[reports] a student reports what they can see, once each, with a reason", async (t) => {
  const { server, smtp, close } = await startServerWithSmtp();
  try {
    const [a, b, c] = await signUpEach(server, smtp, ["reporter_a", "author_b", "outsider_c"]);
    const post = await textPost(b.client, "Buy followers here");
    const comment = await b.client.request<{ comment: { _id: string } }>(
      "POST",
      `/api/posts/${post}/comment`,
      { content: "Cheap followers, DM me" },
    );
    const commentId = comment.body.comment._id;
    const chat = await b.client.request<{ chat: { _id: string } }>(
      "POST",
      `/api/chat/user/${a.user._id}`,
    );
    const chatId = chat.body.chat._id;
    const sent = await b.client.request<{ message: { _id: string } }>(
      "POST",
      `/api/chat/${chatId}/messages`,
      { content: "You will regret this" },
    );
    const messageId = sent.body.message._id;

    await t.step("a post, comment, profile and message each file one report", async () => {
      const bodies = [
        { targetType: "post", targetId: post, reason: "spam" },
        { targetType: "comment", targetId: commentId, parentId: post, reason: "spam" },
        { targetType: "profile", targetId: b.user._id, reason: "other", details: "Fake name" },
        { targetType: "message", targetId: messageId, parentId: chatId, reason: "harassment" },
      ];
      for (const body of bodies) {
        const res = await a.client.request<Report>("POST", "/api/reports", body);
        assert.equal(res.status, 201, JSON.stringify(res.body));
        assert.equal(res.body.report.targetType, body.targetType);
        assert.equal(res.body.report.targetId, body.targetId);
        assert.equal(res.body.report.reason, body.reason);
      }
      const queue = await listOpenReports(server.kv);
      assert.deepEqual(queue.map((r) => r.targetType), ["message", "profile", "comment", "post"]);
      assert.ok(queue.every((r) => r.reporterId === a.user._id && r.ownerId === b.user._id));
      assert.equal(queue[0].excerpt, "You will regret this");
      assert.equal(queue[1].details, "Fake name");
    });

    await t.step("Download my data lists one's reports", async () => {
      const data = await a.client.request<{ reports: { targetType: string; reason: string }[] }>(
        "GET",
        "/api/users/me/export",
      );
      assert.deepEqual(
        data.body.reports.map((r) => r.targetType).sort(),
        ["comment", "message", "post", "profile"],
      );
    });

    await t.step("the same item twice is 409 and files nothing", async () => {
      const again = await a.client.request<Refusal>("POST", "/api/reports", {
        targetType: "post",
        targetId: post,
        reason: "hate",
      });
      assert.equal(again.status, 409);
      assert.equal(again.body.message, "You have already reported this. We'll look into it.");
      assert.equal((await listOpenReports(server.kv)).length, 4);
    });

    await t.step("bad input is 400 with the field's problem", async () => {
      const cases: [Record<string, unknown>, RegExp][] = [
        [{ targetType: "video", targetId: post, reason: "spam" }, /targetType must be one of/],
        [{ targetType: "post", targetId: post, reason: "boring" }, /reason must be one of/],
        [
          { targetType: "post", targetId: post, reason: "spam", details: "x".repeat(501) },
          /at most 500/,
        ],
        [{ targetType: "comment", targetId: commentId, reason: "spam" }, /parentId is required/],
      ];
      for (const [body, message] of cases) {
        const res = await c.client.request<Refusal>("POST", "/api/reports", body);
        assert.equal(res.status, 400, JSON.stringify(body));
        assert.match(JSON.stringify(res.body), message);
      }
      const anon = await fetch(`${server.url}/api/reports`, {
        method: "POST",
        headers: { origin: server.origin, "content-type": "application/json" },
        body: JSON.stringify({ targetType: "post", targetId: post, reason: "spam" }),
      });
      assert.equal(anon.status, 401);
      await anon.body?.cancel();
    });

    await t.step(
      "only what the reporter can see: a chat's message only by a participant",
      async () => {
        const outsider = await c.client.request<Refusal>("POST", "/api/reports", {
          targetType: "message",
          targetId: messageId,
          parentId: chatId,
          reason: "harassment",
        });
        assert.equal(outsider.status, 404);
        assert.equal(outsider.body.message, "Chat not found.");
        const missing = await c.client.request<Refusal>("POST", "/api/reports", {
          targetType: "post",
          targetId: UNKNOWN,
          reason: "spam",
        });
        assert.equal(missing.status, 404);
        assert.equal(missing.body.message, "Post not found.");
        const wrongPost = await c.client.request<Refusal>("POST", "/api/reports", {
          targetType: "comment",
          targetId: commentId,
          parentId: UNKNOWN,
          reason: "spam",
        });
        assert.equal(wrongPost.status, 404);
        assert.equal(wrongPost.body.message, "Comment not found.");
        // Across a block the post is out of sight, so it cannot be reported either.
        await b.client.request("POST", `/api/users/${c.user._id}/block`);
        const blocked = await c.client.request<Refusal>("POST", "/api/reports", {
          targetType: "post",
          targetId: post,
          reason: "spam",
        });
        assert.equal(blocked.status, 404);
      },
    );

    await t.step("one's own post, comment, profile or message cannot be reported", async () => {
      const own = await b.client.request<Refusal>("POST", "/api/reports", {
        targetType: "post",
        targetId: post,
        reason: "spam",
      });
      assert.equal(own.status, 400);
      assert.equal(own.body.message, "You cannot report your own post.");
      const self = await b.client.request<Refusal>("POST", "/api/reports", {
        targetType: "profile",
        targetId: b.user._id,
        reason: "spam",
      });
      assert.equal(self.body.message, "You cannot report yourself.");
    });
  } finally {
    await close();
  }
});

Deno.test("[reports] at most the daily limit, with a sentence; a refused report is not kept", async () => {
  const { server, smtp, close } = await startServerWithSmtp({
    writeLimits: raisedLimits({ reports: 2 }),
  });
  try {
    const [a, b] = await signUpEach(server, smtp, ["many_reports_a", "many_reports_b"]);
    const posts = [];
    for (const n of [1, 2, 3]) posts.push(await textPost(b.client, `Post ${n}`));
    const statuses: number[] = [];
    let last: Refusal = { message: "" };
    for (const id of posts) {
      const res = await a.client.request<Refusal>("POST", "/api/reports", {
        targetType: "post",
        targetId: id,
        reason: "spam",
      });
      statuses.push(res.status);
      last = res.body;
    }
    assert.deepEqual(statuses, [201, 201, 429]);
    assert.match(last.message, /^You've sent 20 reports today, the most a day\. Try again in/);
    assert.equal((await listOpenReports(server.kv)).length, 2);
  } finally {
    await close();
  }
});
