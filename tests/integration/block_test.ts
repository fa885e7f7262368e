/** Blocking a student over REST and the socket: what each of the two can no longer see or do. */
import assert from "node:assert/strict";
import { startServerWithSmtp } from "../helpers/server_setups.ts";
import { Client, signUpEach } from "../helpers/users.ts";
import { startServer } from "../helpers/server.ts";
import { textPost } from "../helpers/posts.ts";
import { openSocket } from "../helpers/socket.ts";
import { raisedLimits } from "../../src/core/write_limits.ts";

type Feed = { posts: { _id: string; title: string }[] };
type Profile = { user: { followersCount: number; followingCount: number; isBlocked: boolean } };
type Notifications = {
  notifications: { type: string; senderId: string; isRead: boolean }[];
  unreadCount: number;
};
type Comments = { comments: { content: string }[] };

const UNKNOWN = "01JZZZZZZZZZZZZZZZZZZZZZZZ";

/** Sends a chat message over a new socket of `client` and answers the text of its refusal. */
async function socketRefusal(
  server: Parameters<typeof openSocket>[0],
  client: Client,
  chatId: string,
  content: string,
  clientId: string,
): Promise<unknown> {
  const socket = await openSocket(server, client);
  try {
    socket.send("send_message", { chatId, content, clientId });
    return (await socket.waitFor("error", (d) => d.event === "send_message")).data.message;
  } finally {
    socket.close();
  }
}

Deno.test("[block] a block hides each student from the other and stops chat both ways", async (t) => {
  const { server, smtp, close } = await startServerWithSmtp();
  try {
    const [a, b, c, d] = await signUpEach(server, smtp, [
      "blocked_a",
      "blocker_b",
      "bystander_c",
      "other_blocker_d",
    ]);
    await a.client.request("POST", `/api/users/${b.user._id}/follow`);
    await b.client.request("POST", `/api/users/${a.user._id}/follow`);
    const aPost = await textPost(a.client, "Post by A");
    const bPost = await textPost(b.client, "Post by B");
    const cPost = await textPost(c.client, "Post by C");
    const opened = await a.client.request<{ chat: { _id: string } }>(
      "POST",
      `/api/chat/user/${b.user._id}`,
    );
    const chatId = opened.body.chat._id;
    const hello = await a.client.request("POST", `/api/chat/${chatId}/messages`, {
      content: "Hello before",
    });
    assert.equal(hello.status, 201);
    await b.client.request("POST", `/api/posts/${cPost}/comment`, { content: "B was here" });
    await a.client.request("POST", `/api/posts/${bPost}/save`);

    const fromOther = async (me: typeof a, other: typeof a) => {
      const list = await me.client.request<Notifications>("GET", "/api/notifications");
      const theirs = list.body.notifications.filter((n) => n.senderId === other.user._id);
      const unread = list.body.notifications.filter((n) => !n.isRead).length;
      return { theirs: theirs.length, unread, unreadCount: list.body.unreadCount };
    };
    assert.ok((await fromOther(a, b)).theirs > 0, "B's follow told A");
    assert.ok((await fromOther(b, a)).theirs > 0, "A's follow and post told B");

    await t.step("blocking answers isBlocked and ends the follows both ways", async () => {
      const res = await b.client.request("POST", `/api/users/${a.user._id}/block`);
      assert.equal(res.status, 200);
      // What each was told about the other before is gone, and the bell counts what is left.
      for (const [me, other] of [[a, b], [b, a]]) {
        const left = await fromOther(me, other);
        assert.equal(left.theirs, 0);
        assert.equal(left.unreadCount, left.unread);
      }
      assert.deepEqual(res.body, { isBlocked: true });
      const again = await b.client.request("POST", `/api/users/${a.user._id}/block`);
      assert.deepEqual(again.body, { isBlocked: true });
      for (const id of [a.user._id, b.user._id]) {
        const p = await c.client.request<Profile>("GET", `/api/users/${id}`);
        assert.equal(p.body.user.followersCount, 0);
        assert.equal(p.body.user.followingCount, 0);
      }
    });

    await t.step("yourself 400, an unknown student 404, signed out 401", async () => {
      const self = await b.client.request<{ message: string }>(
        "POST",
        `/api/users/${b.user._id}/block`,
      );
      assert.equal(self.status, 400);
      assert.equal(self.body.message, "You cannot block yourself.");
      const unknown = await b.client.request<{ message: string }>(
        "POST",
        `/api/users/${UNKNOWN}/block`,
      );
      assert.equal(unknown.status, 404);
      assert.equal(unknown.body.message, "User not found.");
      const anon = await fetch(`${server.url}/api/users/me/blocked`);
      assert.equal(anon.status, 401);
      await anon.body?.cancel();
    });

    await t.step("neither sees the other's posts in any feed or on the post page", async () => {
      for (const [viewer, hidden, own] of [[a, bPost, aPost], [b, aPost, bPost]] as const) {
        for (const path of ["/api/feed/global", "/api/posts", "/api/feed/following"]) {
          const feed = await viewer.client.request<Feed>("GET", path);
          assert.equal(feed.status, 200);
          const ids = feed.body.posts.map((p) => p._id);
          assert.ok(!ids.includes(hidden), `${path} still carries the blocked post`);
          if (path !== "/api/feed/following") assert.ok(ids.includes(cPost), path);
        }
        const other = viewer === a ? b : a;
        const page = await viewer.client.request<Feed>("GET", `/api/posts/user/${other.user._id}`);
        assert.deepEqual(page.body.posts, []);
        const single = await viewer.client.request("GET", `/api/posts/${hidden}`);
        assert.equal(single.status, 404);
        // One's own stays.
        assert.equal((await viewer.client.request("GET", `/api/posts/${own}`)).status, 200);
      }
      // A post saved before the block leaves the saved list too.
      const saved = await a.client.request<Feed>("GET", "/api/users/me/saved");
      assert.deepEqual(saved.body.posts, []);
      // A bystander sees both.
      const all = await c.client.request<Feed>("GET", "/api/feed/global");
      const ids = all.body.posts.map((p) => p._id);
      assert.ok(ids.includes(aPost) && ids.includes(bPost));
    });

    await t.step(
      "the blocked one gets 404 for the blocker's profile; the blocker still sees theirs",
      async () => {
        const gone = await a.client.request<{ message: string }>("GET", `/api/users/${b.user._id}`);
        assert.equal(gone.status, 404);
        assert.equal(gone.body.message, "User not found.");
        const mine = await b.client.request<Profile>("GET", `/api/users/${a.user._id}`);
        assert.equal(mine.status, 200);
        assert.equal(mine.body.user.isBlocked, true);
      },
    );

    await t.step("neither is suggested to or found by the other", async () => {
      for (let i = 0; i < 5; i++) {
        const s = await a.client.request<{ users: { _id: string }[] }>(
          "GET",
          "/api/users/suggest?limit=20",
        );
        assert.ok(!s.body.users.some((u) => u._id === b.user._id));
        assert.ok(s.body.users.some((u) => u._id === c.user._id));
      }
      const search = await a.client.request<{ users: { _id: string }[] }>(
        "GET",
        "/api/users/search?username=blocker",
      );
      assert.deepEqual(search.body.users, []);
      const byC = await c.client.request<{ users: { _id: string }[] }>(
        "GET",
        "/api/users/search?username=blocker",
      );
      assert.deepEqual(byC.body.users.map((u) => u._id), [b.user._id]);
      // Nor in search: people or posts.
      type Found = { results: { _id: string }[] };
      const people = await a.client.request<Found>("GET", "/api/search?q=blocker&type=people");
      assert.deepEqual(people.body.results, []);
      const posts = await a.client.request<Found>("GET", "/api/search?q=post&type=posts");
      assert.ok(!posts.body.results.some((p) => p._id === bPost));
      assert.ok(posts.body.results.some((p) => p._id === cPost));
    });

    await t.step(
      "comments: none on the other's posts, and theirs are left out elsewhere",
      async () => {
        const refused = await a.client.request<{ message: string }>(
          "POST",
          `/api/posts/${bPost}/comment`,
          { content: "Let me in" },
        );
        assert.equal(refused.status, 403);
        assert.equal(refused.body.message, "You can't comment on this student's posts.");
        const seenByA = await a.client.request<Comments>("GET", `/api/posts/${cPost}/comments`);
        assert.deepEqual(seenByA.body.comments, []);
        const seenByC = await c.client.request<Comments>("GET", `/api/posts/${cPost}/comments`);
        assert.deepEqual(seenByC.body.comments.map((x) => x.content), ["B was here"]);
      },
    );

    await t.step(
      "chat: no new chat, no message over REST or the socket; history stays",
      async () => {
        for (const [from, to] of [[a, b], [b, a]] as const) {
          // The existing chat still opens, read-only.
          const open = await from.client.request<{ chat: { _id: string; blocked: boolean } }>(
            "POST",
            `/api/chat/user/${to.user._id}`,
          );
          assert.equal(open.status, 200);
          assert.deepEqual([open.body.chat._id, open.body.chat.blocked], [chatId, true]);
          const send = await from.client.request<{ message: string }>(
            "POST",
            `/api/chat/${chatId}/messages`,
            { content: "Still there?" },
          );
          assert.equal(send.status, 403);
          assert.equal(send.body.message, "You can't message this student.");
        }
        // No new chat starts across a block, whoever asks.
        await d.client.request("POST", `/api/users/${a.user._id}/block`);
        for (const [from, to] of [[a, d], [d, a]] as const) {
          const open = await from.client.request<{ message: string }>(
            "POST",
            `/api/chat/user/${to.user._id}`,
          );
          assert.equal(open.status, 403);
          assert.equal(open.body.message, "You can't message this student.");
        }
        const refused = await socketRefusal(server, a.client, chatId, "Over the socket", "c1");
        assert.equal(refused, "You can't message this student.");
        // A server that has not seen this chat yet (another instance, a restart) refuses too.
        const other = await startServer({ kv: server.kv });
        const elsewhere = new Client(other);
        for (const [name, value] of a.client.cookies) elsewhere.cookies.set(name, value);
        try {
          const there = await socketRefusal(other, elsewhere, chatId, "From elsewhere", "c2");
          assert.equal(there, "You can't message this student.");
        } finally {
          await other.close();
        }
        const history = await b.client.request<
          { chat: { blocked: boolean }; messages: { content: string }[] }
        >("GET", `/api/chat/${chatId}/messages`);
        assert.equal(history.status, 200);
        assert.equal(history.body.chat.blocked, true);
        assert.deepEqual(history.body.messages.map((m) => m.content), ["Hello before"]);
      },
    );

    await t.step("no notification passes either way: follow, like, comment", async () => {
      const before = await Promise.all(
        [a, b].map((s) => s.client.request<Notifications>("GET", "/api/notifications")),
      );
      const follow = await a.client.request<{ message: string }>(
        "POST",
        `/api/users/${b.user._id}/follow`,
      );
      assert.equal(follow.status, 403);
      assert.equal(follow.body.message, "You can't follow this student.");
      assert.equal((await b.client.request("POST", `/api/users/${a.user._id}/follow`)).status, 403);
      // A post out of sight answers as missing to a like, share or save sent by its id.
      for (const act of ["like", "share", "save"]) {
        const res = await b.client.request<{ message: string }>(
          "POST",
          `/api/posts/${aPost}/${act}`,
        );
        assert.equal(res.status, 404, act);
        assert.equal(res.body.message, "Post not found.");
      }
      assert.equal((await a.client.request("POST", `/api/posts/${bPost}/like`)).status, 404);
      assert.equal(
        (await b.client.request("POST", `/api/posts/${aPost}/comment`, { content: "Hi" })).status,
        403,
      );
      const after = await Promise.all(
        [a, b].map((s) => s.client.request<Notifications>("GET", "/api/notifications")),
      );
      for (let i = 0; i < 2; i++) {
        assert.equal(after[i].body.notifications.length, before[i].body.notifications.length);
        assert.equal(after[i].body.unreadCount, before[i].body.unreadCount);
      }
    });

    await t.step("Download my data lists whom one blocked", async () => {
      const data = await b.client.request<{ blocked: { _id: string; username: string }[] }>(
        "GET",
        "/api/users/me/export",
      );
      assert.equal(data.status, 200);
      assert.deepEqual(data.body.blocked.map((x) => [x._id, x.username]), [[
        a.user._id,
        "blocked_a",
      ]]);
    });

    await t.step("the other student cannot lift the block; only the blocker can", async () => {
      const theirs = await b.client.request<{ users: { _id: string }[] }>(
        "GET",
        "/api/users/me/blocked",
      );
      assert.deepEqual(theirs.body.users.map((u) => u._id), [a.user._id]);
      const none = await a.client.request<{ users: unknown[] }>("GET", "/api/users/me/blocked");
      assert.deepEqual(none.body.users, []);
      // A's DELETE names B: it lifts only a block A made, and there is none.
      const tried = await a.client.request("DELETE", `/api/users/${b.user._id}/block`);
      assert.equal(tried.status, 200);
      assert.deepEqual(tried.body, { isBlocked: false });
      const still = await a.client.request("POST", `/api/chat/${chatId}/messages`, {
        content: "Now?",
      });
      assert.equal(still.status, 403);
      const lifted = await b.client.request("DELETE", `/api/users/${a.user._id}/block`);
      assert.deepEqual(lifted.body, { isBlocked: false });
      const sent = await a.client.request("POST", `/api/chat/${chatId}/messages`, {
        content: "Friends again",
      });
      assert.equal(sent.status, 201);
      const feed = await a.client.request<Feed>("GET", "/api/feed/global");
      assert.ok(feed.body.posts.some((p) => p._id === bPost));
    });
  } finally {
    await close();
  }
});

Deno.test("[block] blocking too fast is refused with a sentence", async () => {
  const { server, smtp, close } = await startServerWithSmtp({
    writeLimits: raisedLimits({ blocks: 2 }),
  });
  try {
    const [a, b] = await signUpEach(server, smtp, ["pace_block_a", "pace_block_b"]);
    const statuses: number[] = [];
    let last: { message?: string } = {};
    for (const method of ["POST", "DELETE", "POST"]) {
      const res = await a.client.request<{ message?: string }>(
        method,
        `/api/users/${b.user._id}/block`,
      );
      statuses.push(res.status);
      last = res.body;
    }
    assert.deepEqual(statuses, [200, 200, 429]);
    assert.match(last.message ?? "", /^You're blocking and unblocking too fast\. Try again in/);
    const list = await a.client.request<{ users: unknown[] }>("GET", "/api/users/me/blocked");
    assert.deepEqual(list.body.users, []);
  } finally {
    await close();
  }
});

Deno.test("[block] an erased account leaves no block behind, either way", async () => {
  const { server, smtp, close } = await startServerWithSmtp();
  try {
    const [a, b, c] = await signUpEach(server, smtp, ["erased_a", "keeps_b", "keeps_c"]);
    await a.client.request("POST", `/api/users/${b.user._id}/block`);
    await c.client.request("POST", `/api/users/${a.user._id}/block`);
    const post = await textPost(b.client, "By b");
    await c.client.request("POST", "/api/reports", {
      targetType: "post",
      targetId: post,
      reason: "spam",
    });
    const gone = await a.client.request("DELETE", "/api/users/me", { password: a.password });
    assert.equal(gone.status, 200);
    const goneC = await c.client.request("DELETE", "/api/users/me", { password: c.password });
    assert.equal(goneC.status, 200);
    await server.deletionsSettled();
    const left: string[] = [];
    for (const prefix of [["blocks"], ["blocked_by"], ["reports_by_reporter"]]) {
      for await (const e of server.kv.list({ prefix })) left.push(JSON.stringify(e.key));
    }
    assert.deepEqual(left, []);
    const list = await b.client.request<{ users: unknown[] }>("GET", "/api/users/me/blocked");
    assert.deepEqual(list.body.users, []);
  } finally {
    await close();
  }
});

Deno.test("[block] a server that already wrote to a chat sees a block and an unblock made on another", async () => {
  const { server, smtp, close } = await startServerWithSmtp();
  const other = await startServer({ kv: server.kv });
  try {
    const [a, b] = await signUpEach(server, smtp, ["writer_a", "blocker_b2"]);
    // A writes through the other server, which then knows the chat and that nobody blocked.
    const there = new Client(other);
    for (const [name, value] of a.client.cookies) there.cookies.set(name, value);
    const opened = await there.request<{ chat: { _id: string } }>(
      "POST",
      `/api/chat/user/${b.user._id}`,
    );
    const chatId = opened.body.chat._id;
    const send = (content: string) =>
      there.request<{ message: string }>("POST", `/api/chat/${chatId}/messages`, { content });
    assert.equal((await send("First")).status, 201);

    assert.equal((await b.client.request("POST", `/api/users/${a.user._id}/block`)).status, 200);
    const refused = await send("After the block");
    assert.equal(refused.status, 403);
    assert.equal(refused.body.message, "You can't message this student.");

    assert.equal((await b.client.request("DELETE", `/api/users/${a.user._id}/block`)).status, 200);
    assert.equal((await send("After the unblock")).status, 201);
    const history = await b.client.request<{ messages: { content: string }[] }>(
      "GET",
      `/api/chat/${chatId}/messages`,
    );
    assert.deepEqual(history.body.messages.map((m) => m.content), ["First", "After the unblock"]);
  } finally {
    await other.close();
    await close();
  }
});
