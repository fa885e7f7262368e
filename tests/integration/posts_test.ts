/** Posts over REST: the three types, their rules, author-only edits, reactions, deletion. */
import assert from "node:assert/strict";
import { startServerWithSmtp } from "../helpers/server_setups.ts";
import { Client, signUp, signUpEach } from "../helpers/users.ts";
import { textPost, uploadImages } from "../helpers/posts.ts";
import { hashPassword } from "../../src/auth/password.ts";
import { makeStudent } from "../helpers/fixtures.ts";

async function setup() {
  const { server, smtp, close } = await startServerWithSmtp();
  const [a, b] = await signUpEach(server, smtp, ["author_a", "reader_b"]);
  return { server, smtp, a, b, close };
}

type Post = Record<string, unknown> & { _id: string; title: string; tags: string[] };

Deno.test("[posts] the three kinds, and their rules", async (t) => {
  const s = await setup();
  const { a, b } = s;

  await t.step("a text post: title trimmed, tags cleaned", async () => {
    const res = await a.client.request<{ postId: string; postType: string }>("POST", "/api/posts", {
      type: "text",
      title: "  Graphs 101  ",
      content: "BFS and DFS.",
      tags: [" dsa ", "graphs", "DSA", "", "  "],
    });
    assert.equal(res.status, 201);
    assert.equal(res.body.postType, "text");
    const post = await b.client.request<{ post: Post }>("GET", `/api/posts/${res.body.postId}`);
    assert.equal(post.body.post.title, "Graphs 101");
    assert.deepEqual(post.body.post.tags, ["dsa", "graphs"]);
    assert.deepEqual((post.body.post.author as { username: string }).username, "author_a");
    assert.equal(post.body.post.likesCount, 0);
  });

  await t.step("a roadmap with a section and resources", async () => {
    const res = await a.client.request<{ postId: string; postType: string }>("POST", "/api/posts", {
      type: "section",
      title: "Web dev roadmap",
      section: {
        title: "Frontend",
        description: "Start here",
        category: "Web Dev",
        resources: [{ title: "MDN", link: "https://developer.mozilla.org", description: "Docs" }],
      },
    });
    assert.equal(res.status, 201);
    const post = await b.client.request<{ post: Post }>("GET", `/api/posts/${res.body.postId}`);
    assert.equal((post.body.post.section as { category: string }).category, "Web Dev");
  });

  await t.step("an image post uses the author's own uploads only", async () => {
    const urls = await uploadImages(a.client, 2);
    assert.equal(urls.length, 2);
    const res = await a.client.request<{ postId: string; postType: string }>("POST", "/api/posts", {
      type: "image",
      title: "Hackathon",
      images: urls.map((url, i) => ({ url, caption: `Photo ${i}` })),
    });
    assert.equal(res.status, 201);
    assert.equal(res.body.postType, "image");
    const stolen = await b.client.request("POST", "/api/posts", {
      type: "image",
      title: "Not mine",
      images: [{ url: urls[0] }],
    });
    assert.equal(stolen.status, 400);
    assert.equal(stolen.body.message, "Images must be uploaded with Add images first.");
    const outside = await a.client.request("POST", "/api/posts", {
      type: "image",
      title: "Hotlink",
      images: [{ url: "https://evil.example/x.png" }],
    });
    assert.equal(outside.status, 400);
  });

  const bad: [Record<string, unknown>, string][] = [
    [{ type: "text", title: "   " }, "Title is required"],
    [{ type: "text" }, "Title is required"],
    [{ type: "poll", title: "x" }, "Type must be text, section or image"],
    [{ type: "text", title: "x".repeat(151) }, "Title must be at most 150 characters"],
    [
      { type: "text", title: "x", tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
      "At most 10 tags",
    ],
    [
      { type: "section", title: "x", section: { title: "s", category: "Cooking" } },
      "Category must be one of DSA, Web Dev, Mobile Dev, AI/ML, DevOps, Data Science, Cybersecurity, Other",
    ],
    [
      {
        type: "section",
        title: "x",
        section: {
          title: "s",
          category: "DSA",
          resources: [{ title: "r", link: "javascript:alert(1)" }],
        },
      },
      "Resource links must start with http:// or https://",
    ],
    [
      {
        type: "section",
        title: "x",
        section: {
          title: "s",
          category: "DSA",
          resources: [{ title: "r", link: "ftp://x.org/a" }],
        },
      },
      "Resource links must start with http:// or https://",
    ],
    [{ type: "image", title: "x", images: [] }, "Add at least one image"],
  ];
  for (const [body, message] of bad) {
    await t.step(`refused: ${message}`, async () => {
      const res = await a.client.request("POST", "/api/posts", body);
      assert.equal(res.status, 400);
      assert.equal(res.body.message, message);
    });
  }

  await t.step("visitors cannot post", async () => {
    const res = await new Client(s.server).request("POST", "/api/posts", {
      type: "text",
      title: "x",
    });
    assert.equal(res.status, 401);
  });

  await s.close();
});

Deno.test("[posts] author-only edits and deletes; reactions", async (t) => {
  const s = await setup();
  const { a, b } = s;
  const id = await textPost(a.client, "Editable");

  await t.step("the author edits; another student is refused", async () => {
    const res = await a.client.request<{ post: Post }>("PUT", `/api/posts/${id}`, {
      title: "Edited",
      tags: ["x"],
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.post.title, "Edited");
    const other = await b.client.request("PUT", `/api/posts/${id}`, { title: "Hijacked" });
    assert.equal(other.status, 403);
    assert.equal(other.body.message, "Only the author can edit this post.");
    const del = await b.client.request("DELETE", `/api/posts/${id}`);
    assert.equal(del.status, 403);
    const wrongKind = await a.client.request("PUT", `/api/posts/${id}`, {
      section: { title: "s", category: "DSA" },
    });
    assert.equal(wrongKind.body.message, "Only roadmap posts have a section.");
  });

  await t.step("like toggles; the answer is what the UI adopts", async () => {
    const like = await b.client.request("POST", `/api/posts/${id}/like`);
    assert.deepEqual(like.body, { isLiked: true, likesCount: 1 });
    const unlike = await b.client.request("POST", `/api/posts/${id}/like`);
    assert.deepEqual(unlike.body, { isLiked: false, likesCount: 0 });
    await b.client.request("POST", `/api/posts/${id}/like`);
    const author = await b.client.request<{ user: { totalLikes: number } }>(
      "GET",
      `/api/users/${a.user._id}`,
    );
    assert.equal(author.body.user.totalLikes, 1);
  });

  let commentId = "";
  await t.step("comments: non-empty, signed in; listed with their author", async () => {
    const empty = await b.client.request("POST", `/api/posts/${id}/comment`, { content: "   " });
    assert.equal(empty.status, 400);
    assert.equal(empty.body.message, "Comment cannot be empty");
    const anon = await new Client(s.server).request("POST", `/api/posts/${id}/comment`, {
      content: "hi",
    });
    assert.equal(anon.status, 401);
    const res = await b.client.request<{ comment: { _id: string; content: string } }>(
      "POST",
      `/api/posts/${id}/comment`,
      { content: "  Nice one  " },
    );
    assert.equal(res.status, 201);
    assert.equal(res.body.comment.content, "Nice one");
    commentId = res.body.comment._id;
    const list = await a.client.request<{ comments: { author: { username: string } }[] }>(
      "GET",
      `/api/posts/${id}/comments`,
    );
    assert.equal(list.body.comments[0].author.username, "reader_b");
    const post = await a.client.request<{ post: Post }>("GET", `/api/posts/${id}`);
    assert.equal(post.body.post.commentsCount, 1);
  });

  await t.step("a comment is deleted by its author or the post's author only", async () => {
    const c = await signUp(s.server, s.smtp, { username: "stranger_c" });
    const refused = await c.client.request("DELETE", `/api/posts/${id}/comments/${commentId}`);
    assert.equal(refused.status, 403);
    assert.equal(refused.body.message, "You are not authorized to delete this comment.");
    const anon = await new Client(s.server).request(
      "DELETE",
      `/api/posts/${id}/comments/${commentId}`,
    );
    assert.equal(anon.status, 401);
    const missing = await a.client.request(
      "DELETE",
      `/api/posts/${id}/comments/01J0000000000000000000000A`,
    );
    assert.equal(missing.status, 404);
    assert.equal(missing.body.message, "Comment not found.");
    const byPostAuthor = await a.client.request("DELETE", `/api/posts/${id}/comments/${commentId}`);
    assert.equal(byPostAuthor.status, 200);
    const own = await c.client.request<{ comment: { _id: string } }>(
      "POST",
      `/api/posts/${id}/comment`,
      {
        content: "mine",
      },
    );
    const byOwnAuthor = await c.client.request(
      "DELETE",
      `/api/posts/${id}/comments/${own.body.comment._id}`,
    );
    assert.equal(byOwnAuthor.status, 200);
    const post = await a.client.request<{ post: Post }>("GET", `/api/posts/${id}`);
    assert.equal(post.body.post.commentsCount, 0);
  });

  await t.step("shares count each student once", async () => {
    const first = await b.client.request("POST", `/api/posts/${id}/share`);
    assert.deepEqual(first.body, { sharesCount: 1 });
    const again = await b.client.request("POST", `/api/posts/${id}/share`);
    assert.deepEqual(again.body, { sharesCount: 1 });
    const byAuthor = await a.client.request("POST", `/api/posts/${id}/share`);
    assert.deepEqual(byAuthor.body, { sharesCount: 2 });
  });

  await t.step("delete removes the post, its reactions and counters", async () => {
    const res = await a.client.request("DELETE", `/api/posts/${id}`);
    assert.deepEqual(res.body, { success: true });
    const gone = await b.client.request("GET", `/api/posts/${id}`);
    assert.equal(gone.status, 404);
    assert.equal(gone.body.message, "Post not found.");
    for (const prefix of [["likes", id], ["shares", id], ["comments", id], ["post_stats", id]]) {
      const left = await Array.fromAsync(s.server.kv.list({ prefix }));
      assert.equal(left.length, 0, prefix[0]);
    }
    const author = await b.client.request<{ user: { totalLikes: number; totalPosts: number } }>(
      "GET",
      `/api/users/${a.user._id}`,
    );
    assert.equal(author.body.user.totalLikes, 0);
    assert.equal(author.body.user.totalPosts, 0);
    const likeGone = await b.client.request("POST", `/api/posts/${id}/like`);
    assert.equal(likeGone.status, 404);
  });

  await s.close();
});

Deno.test("[posts] concurrent likes from many students count exactly", async () => {
  const s = await setup();
  const id = await textPost(s.a.client, "Popular");
  const passwordHash = await hashPassword("long enough pw");
  const clients = await Promise.all(Array.from({ length: 20 }, async (_, i) => {
    const user = await makeStudent(s.server.kv, "Liker", i, passwordHash);
    const c = new Client(s.server);
    await c.request("POST", "/api/auth/login", {
      emailOrUsername: user.username,
      password: "long enough pw",
    });
    return c;
  }));
  // Everyone taps like three times at the same moment: whatever the order, the counter must
  // equal the likes stored.
  await Promise.all(
    clients.flatMap((c) => [1, 2, 3].map(() => c.request("POST", `/api/posts/${id}/like`))),
  );
  const liked = await Array.fromAsync(s.server.kv.list({ prefix: ["likes", id] }));
  const mid = await s.b.client.request<{ post: { likesCount: number } }>("GET", `/api/posts/${id}`);
  assert.equal(mid.body.post.likesCount, liked.length);
  // From a clean slate, everyone likes once, all at once: exactly 20.
  await Promise.all(clients.map(async (c) => {
    const state = await c.request<{ post: { isLiked: boolean } }>("GET", `/api/posts/${id}`);
    if (state.body.post.isLiked) await c.request("POST", `/api/posts/${id}/like`);
  }));
  await Promise.all(clients.map((c) => c.request("POST", `/api/posts/${id}/like`)));
  const after = await s.b.client.request<{ post: { likesCount: number } }>(
    "GET",
    `/api/posts/${id}`,
  );
  assert.equal(after.body.post.likesCount, 20);
  const author = await s.b.client.request<{ user: { totalLikes: number } }>(
    "GET",
    `/api/users/${s.a.user._id}`,
  );
  assert.equal(author.body.user.totalLikes, 20);
  await s.close();
});
