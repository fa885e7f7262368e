/**
 * Trending over REST: bursts move a post to the top, toggling and self-acts cannot raise a
 * score, a deleted post leaves every list, filters and limits are checked, and an act recorded
 * just before the process stops still reaches the standings on the next start.
 */
import assert from "node:assert/strict";
import { manualClock } from "../../src/core/clock.ts";
import { createLogger } from "../../src/core/log.ts";
import { WRITE_LIMITS } from "../../src/core/write_limits.ts";
import { createPost, deletePost, updatePost } from "../../src/posts/service.ts";
import { deleteListed } from "../../src/core/kv.ts";
import { queueExistingOnce } from "../../src/trending/backfill.ts";
import { addComment, deleteComment, sharePost, toggleLike } from "../../src/posts/reactions.ts";
import { follow, unfollow } from "../../src/follow/service.ts";
import { DomainEvents } from "../../src/core/events.ts";
import { startServer, type TestServer } from "../helpers/server.ts";
import { startServerWithSmtp } from "../helpers/server_setups.ts";
import { Client, signUpEach } from "../helpers/users.ts";
import { makeStudent } from "../helpers/fixtures.ts";
import { fetchJson } from "../helpers/http.ts";
import type { Category as PostCategory } from "../../src/shared/post_rules.ts";

const HOUR = 3_600_000;
type Scored = { _id: string; trendingScore: number };
type Section = Scored & { count: number; totalLikes: number; totalComments: number };
type Category = Scored & { postCount: number; totalLikes: number };
type Contributor = { _id: string; contributions: number; likes: number; comments: number };

async function read<T>(server: TestServer, path: string, viewer?: Client): Promise<T> {
  await server.trendingSettled();
  const res = viewer
    ? await viewer.request<T>("GET", `/api/trending/${path}`)
    : await fetchJson<T>(`${server.url}/api/trending/${path}`);
  assert.equal(res.status, 200, `${path}: ${JSON.stringify(res.body)}`);
  return res.body;
}

const roadmap = (title: string, category: Category["_id"] & PostCategory = "DSA") => ({
  type: "section" as const,
  title,
  content: "",
  tags: [],
  section: {
    title: "Graph algorithms",
    description: "",
    category,
    resources: [{ title: "BFS notes", link: "https://example.com/bfs", description: "" }],
  },
});

/** Services on the server's KV with a clock the test moves. */
async function withClock() {
  const clock = manualClock(Date.UTC(2026, 10, 1));
  const server = await startServer({ clock });
  const deps = {
    kv: server.kv,
    clock,
    logger: createLogger("silent"),
    events: new DomainEvents(server.kv, createLogger("silent")),
    writeLimits: WRITE_LIMITS,
  };
  const users = await Promise.all([0, 1, 2].map((i) => makeStudent(server.kv, "fair", i)));
  return { server, clock, deps, users };
}

Deno.test("[trending] a burst of likes moves a post to the top", async () => {
  const { server, smtp, close } = await startServerWithSmtp();
  try {
    const [a, b, c, d] = await signUpEach(server, smtp, ["asha", "bhavin", "chitra", "dev"]);
    const quiet = (await b.client.request<{ postId: string }>("POST", "/api/posts", {
      type: "text",
      title: "Quiet post",
    })).body.postId;
    await a.client.request("POST", `/api/posts/${quiet}/like`);
    const hot = (await c.client.request<{ postId: string }>("POST", "/api/posts", {
      type: "text",
      title: "Hot post",
    })).body.postId;
    let posts = (await read<{ posts: Scored[] }>(server, "posts")).posts;
    assert.equal(posts[0]._id, quiet);

    await Promise.all(
      [a, b, d].map((s) => s.client.request("POST", `/api/posts/${hot}/like`)),
    );
    posts = (await read<{ posts: Scored[] }>(server, "posts", a.client)).posts;
    assert.deepEqual(posts.map((p) => p._id), [hot, quiet]);
    assert.ok(posts[0].trendingScore > posts[1].trendingScore);
    const liked = posts[0] as Scored & { likesCount: number; isLiked: boolean };
    assert.equal(liked.likesCount, 3);
    assert.equal(liked.isLiked, true);
  } finally {
    await close();
  }
});

Deno.test("[trending] like/unlike/like counts once, from the first like; self-acts never count", async () => {
  const { server, clock, deps, users: [a, b, c] } = await withClock();
  try {
    const toggled =
      (await createPost(deps, b._id, { type: "text", title: "T", content: "", tags: [] })).postId;
    const control =
      (await createPost(deps, c._id, { type: "text", title: "C", content: "", tags: [] })).postId;
    await toggleLike(deps, a._id, toggled);
    await toggleLike(deps, a._id, control);
    await server.trendingSettled();
    clock.advance(6 * HOUR); // a re-like now would weigh 1.4 times a like of then
    await toggleLike(deps, a._id, toggled); // unlike
    await server.trendingSettled();
    await toggleLike(deps, a._id, toggled); // like again
    const score = async () => {
      const posts = (await read<{ posts: Scored[] }>(server, "posts")).posts;
      return Object.fromEntries(posts.map((p) => [p._id, p.trendingScore]));
    };
    const after = await score();
    assert.equal(after[toggled], after[control]);

    await toggleLike(deps, b._id, toggled); // the author likes their own post
    await addComment(deps, b._id, toggled, "my own comment");
    await sharePost(deps, b._id, toggled);
    assert.deepEqual(await score(), after);
    const contributors =
      (await read<{ contributors: Contributor[] }>(server, "contributors")).contributors;
    const author = contributors.find((x) => x._id === b._id)!;
    assert.deepEqual([author.contributions, author.likes, author.comments], [1, 0, 0]);
    const liker = contributors.find((x) => x._id === a._id)!;
    assert.equal(liker.likes, 2);
  } finally {
    await server.close();
  }
});

Deno.test("[trending] comments count once per student, and deleting them takes it back", async () => {
  const { server, deps, users: [a, b] } = await withClock();
  try {
    const post = (await createPost(deps, b._id, roadmap("Comments"))).postId;
    const first = await addComment(deps, a._id, post, "one");
    const second = await addComment(deps, a._id, post, "two");
    let [section] = (await read<{ sections: Section[] }>(server, "sections")).sections;
    assert.equal(section.totalComments, 1);
    const commented = section.trendingScore;
    await deleteComment(deps, a._id, post, first._id);
    [section] = (await read<{ sections: Section[] }>(server, "sections")).sections;
    assert.equal(section.trendingScore, commented);
    await deleteComment(deps, a._id, post, second._id);
    [section] = (await read<{ sections: Section[] }>(server, "sections")).sections;
    assert.equal(section.totalComments, 0);
    assert.ok(section.trendingScore < commented);
    const contributors =
      (await read<{ contributors: Contributor[] }>(server, "contributors")).contributors;
    assert.equal(contributors.find((x) => x._id === a._id), undefined);
  } finally {
    await server.close();
  }
});

Deno.test("[trending] a deleted post leaves every list", async () => {
  const { server, deps, users: [a, b, c] } = await withClock();
  try {
    const gone = (await createPost(deps, b._id, roadmap("Goes away", "Web Dev"))).postId;
    const stays = (await createPost(deps, c._id, roadmap("Stays"))).postId;
    for (const p of [gone, stays]) await toggleLike(deps, a._id, p);
    await addComment(deps, a._id, gone, "nice");
    await sharePost(deps, a._id, gone);
    await follow(deps, a._id, c._id);
    let categories = (await read<{ categories: Category[] }>(server, "categories")).categories;
    assert.deepEqual(categories.map((x) => x._id).sort(), ["DSA", "Web Dev"]);
    let section = (await read<{ sections: Section[] }>(server, "sections")).sections[0];
    assert.deepEqual([section._id, section.count, section.totalLikes], ["Graph algorithms", 2, 2]);

    await deletePost(deps, b._id, gone);
    const posts = (await read<{ posts: Scored[] }>(server, "posts")).posts;
    assert.deepEqual(posts.map((p) => p._id), [stays]);
    section = (await read<{ sections: Section[] }>(server, "sections")).sections[0];
    assert.deepEqual([section.count, section.totalLikes, section.totalComments], [1, 1, 0]);
    categories = (await read<{ categories: Category[] }>(server, "categories")).categories;
    assert.deepEqual(categories.map((x) => [x._id, x.postCount, x.totalLikes]), [["DSA", 1, 1]]);
    const profiles = (await read<{ profiles: Scored[] }>(server, "profiles")).profiles;
    assert.deepEqual(profiles.map((p) => p._id), [c._id]);
    const contributors =
      (await read<{ contributors: Contributor[] }>(server, "contributors")).contributors;
    const liker = contributors.find((x) => x._id === a._id)!;
    assert.deepEqual([liker.contributions, liker.likes, liker.comments], [1, 1, 0]);
    assert.equal(contributors.find((x) => x._id === b._id), undefined);

    await unfollow(deps, a._id, c._id);
    const after = (await read<{ profiles: Scored[] }>(server, "profiles")).profiles;
    assert.ok(after[0].trendingScore < profiles[0].trendingScore);
  } finally {
    await server.close();
  }
});

Deno.test("[trending] filters and limits: top10 is at most 10, bad values are a 400", async () => {
  const { server, deps } = await withClock();
  try {
    const authors = await Promise.all(
      Array.from({ length: 12 }, (_, i) => makeStudent(server.kv, "many", i)),
    );
    for (const u of authors) {
      await createPost(deps, u._id, { type: "text", title: u.name, content: "", tags: [] });
    }
    const all = (await read<{ profiles: Scored[] }>(server, "profiles?filter=all")).profiles;
    assert.equal(all.length, 12);
    const top10 = (await read<{ profiles: Scored[] }>(server, "profiles?filter=top10")).profiles;
    assert.equal(top10.length, 10);
    const contributors = await read<{ contributors: unknown[] }>(server, "contributors?limit=6");
    assert.equal(contributors.contributors.length, 6);

    for (
      const [path, message] of [
        ["profiles?filter=top5", "filter must be all, top10, top20 or top50"],
        ["contributors?limit=0", "limit must be between 1 and 20"],
        ["contributors?limit=abc", "limit must be a whole number"],
      ]
    ) {
      const res = await fetchJson(`${server.url}/api/trending/${path}`);
      assert.equal(res.status, 400, path);
      assert.equal(res.body.message, message);
    }
  } finally {
    await server.close();
  }
});

Deno.test("[trending] an act recorded just before a stop reaches the standings on the next start", async () => {
  const dir = await Deno.makeTempDir({ prefix: "campus-trending-" });
  const kvPath = `${dir}/kv.sqlite`;
  try {
    // The acts are written with no worker running, as if the process died right after them.
    const kv = await Deno.openKv(kvPath);
    const deps = {
      kv,
      clock: manualClock(),
      logger: createLogger("silent"),
      events: new DomainEvents(kv, createLogger("silent")),
      writeLimits: WRITE_LIMITS,
    };
    const [a, b] = await Promise.all([0, 1].map((i) => makeStudent(kv, "crash", i)));
    const post =
      (await createPost(deps, b._id, { type: "text", title: "Survives", content: "", tags: [] }))
        .postId;
    await toggleLike(deps, a._id, post);
    kv.close();

    const server = await startServer({ kvPath });
    try {
      const posts =
        (await read<{ posts: (Scored & { likesCount: number })[] }>(server, "posts")).posts;
      assert.deepEqual(posts.map((p) => p._id), [post]);
      const contributors =
        (await read<{ contributors: Contributor[] }>(server, "contributors")).contributors;
      assert.equal(contributors.find((x) => x._id === a._id)?.likes, 1);
    } finally {
      await server.close();
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("[trending] editing a roadmap's section or category moves its score", async () => {
  const { server, deps, users: [a, b] } = await withClock();
  try {
    const post = (await createPost(deps, b._id, roadmap("Moves"))).postId;
    await toggleLike(deps, a._id, post);
    const before = (await read<{ sections: Section[] }>(server, "sections")).sections;
    assert.deepEqual(before.map((s) => [s._id, s.totalLikes]), [["Graph algorithms", 1]]);
    await updatePost(deps, b._id, post, {
      section: { ...roadmap("Moves", "AI/ML").section, title: "Neural networks" },
    });
    const sections = (await read<{ sections: Section[] }>(server, "sections")).sections;
    assert.deepEqual(sections.map((s) => [s._id, s.count, s.totalLikes]), [[
      "Neural networks",
      1,
      1,
    ]]);
    assert.equal(sections[0].trendingScore, before[0].trendingScore);
    const categories = (await read<{ categories: Category[] }>(server, "categories")).categories;
    assert.deepEqual(categories.map((c) => [c._id, c.postCount, c.totalLikes]), [["AI/ML", 1, 1]]);
  } finally {
    await server.close();
  }
});

Deno.test("[trending] a database from before trending has its stored acts counted once", async () => {
  const { server, deps, users: [a, b] } = await withClock();
  try {
    const post = (await createPost(deps, b._id, roadmap("Old"))).postId;
    await toggleLike(deps, a._id, post);
    await follow(deps, a._id, b._id);
    await server.trendingSettled();
    const expected = {
      posts: await read<unknown>(server, "posts"),
      profiles: await read<unknown>(server, "profiles"),
      contributors: await read<unknown>(server, "contributors"),
    };
    // As an older version left it: the acts are stored, the standings are not.
    await deleteListed(server.kv, { prefix: ["trending"] });
    await deleteListed(server.kv, { prefix: ["trending_rank"] });
    await deleteListed(server.kv, { prefix: ["trending_credit"] });
    await deleteListed(server.kv, { prefix: ["trending_follow_credit"] });
    assert.deepEqual((await read<{ posts: unknown[] }>(server, "posts")).posts, []);

    assert.equal(await queueExistingOnce(server.kv, Date.now()), 3);
    assert.equal(await queueExistingOnce(server.kv, Date.now()), 0);
    assert.deepEqual(await read<unknown>(server, "posts"), expected.posts);
    assert.deepEqual(await read<unknown>(server, "profiles"), expected.profiles);
    assert.deepEqual(await read<unknown>(server, "contributors"), expected.contributors);
  } finally {
    await server.close();
  }
});
