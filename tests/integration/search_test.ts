/** Search over REST: the index follows posts as they are written, edited and deleted; ranking,
 * paging, people, tags, blocks, hidden and suspended content, the backfill and bad input. */
import assert from "node:assert/strict";
import { startServerWithSmtp } from "../helpers/server_setups.ts";
import { signUpEach } from "../helpers/users.ts";
import type { Client } from "../helpers/users.ts";
import { createPost, textPost } from "../helpers/posts.ts";
import { raisedLimits } from "../../src/core/write_limits.ts";
import { addBlock, removeBlock } from "../../src/safety/blocks.ts";
import { postKey } from "../../src/posts/keys.ts";
import { userKey } from "../../src/users/keys.ts";
import { backfilledKey } from "../../src/search/keys.ts";
import { indexPostOp, readIndexed } from "../../src/search/post_index.ts";
import { indexExistingOnce } from "../../src/search/backfill.ts";

type Result = { _id: string; title?: string; username?: string; tag?: string; postsCount?: number };
type Answer = { type: string; results: (Result & { matched: string[] })[]; cursor: string | null };

async function search(client: Client, query: string): Promise<Answer> {
  const res = await client.request<Answer>("GET", `/api/search?${query}`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res.body;
}
const titles = (a: Answer) => a.results.map((r) => r.title);
const q = (words: string) => `q=${encodeURIComponent(words)}`;

Deno.test("[search] posts are found by their words while they hold them", async (t) => {
  const { server, smtp, close } = await startServerWithSmtp({
    writeLimits: raisedLimits({ posts: 100 }),
  });
  try {
    const [a, b] = await signUpEach(server, smtp, ["finder_a", "writer_b"]);

    await t.step("a word of the content finds the post; so do section resources", async () => {
      const id = await textPost(b.client, "Weekend notes", {
        content: "Dijkstra's algorithm with a binary heap, explained slowly.",
      });
      const found = await search(a.client, q("dijkstra"));
      assert.deepEqual(found.results.map((r) => r._id), [id]);
      assert.deepEqual(found.results[0].matched, ["dijkstra"]);
      await createPost(b.client, {
        type: "section",
        title: "Frontend path",
        tags: [],
        section: {
          title: "Styling",
          category: "Web Dev",
          resources: [{ title: "Flexbox froggy", link: "https://flexboxfroggy.com" }],
        },
      });
      assert.deepEqual(titles(await search(a.client, q("froggy"))), ["Frontend path"]);
      // Another category filters it out.
      assert.deepEqual(titles(await search(a.client, `${q("froggy")}&category=DSA`)), []);
      assert.deepEqual(
        titles(await search(a.client, `${q("froggy")}&category=${encodeURIComponent("Web Dev")}`)),
        ["Frontend path"],
      );
    });

    await t.step(
      "an edit that removes the word stops finding it; a new word finds it",
      async () => {
        const id = await textPost(b.client, "Graph homework", { content: "Kruskal and Prim" });
        assert.deepEqual(titles(await search(a.client, q("kruskal"))), ["Graph homework"]);
        const edit = await b.client.request("PUT", `/api/posts/${id}`, {
          content: "Only Prim this week",
        });
        assert.equal(edit.status, 200);
        assert.deepEqual(titles(await search(a.client, q("kruskal"))), []);
        assert.deepEqual(titles(await search(a.client, q("prim week"))), ["Graph homework"]);
      },
    );

    await t.step("a deleted post is found no more", async () => {
      const id = await textPost(b.client, "Temporary zebra");
      assert.deepEqual(titles(await search(a.client, q("zebra"))), ["Temporary zebra"]);
      assert.equal((await b.client.request("DELETE", `/api/posts/${id}`)).status, 200);
      assert.deepEqual(titles(await search(a.client, q("zebra"))), []);
    });

    await t.step("every word must be there; the last word also finds its completions", async () => {
      await textPost(b.client, "Rust ownership", { content: "borrowing rules" });
      await textPost(b.client, "Rust async", { content: "futures and tokio" });
      assert.deepEqual(titles(await search(a.client, q("rust borrowing"))), ["Rust ownership"]);
      assert.deepEqual(titles(await search(a.client, q("rust tok"))), ["Rust async"]);
      assert.deepEqual(titles(await search(a.client, q("RUST"))).sort(), [
        "Rust async",
        "Rust ownership",
      ]);
    });

    await t.step("an exact tag ranks first, then an exact title, then the newest", async () => {
      const tagged = await textPost(b.client, "Old tree notes", { tags: ["Segment Tree"] });
      const titled = await textPost(b.client, "Segment tree");
      const newest = await textPost(b.client, "A segment tree trick", { content: "lazy" });
      const found = await search(a.client, q("segment tree"));
      assert.deepEqual(found.results.map((r) => r._id), [tagged, titled, newest]);
      assert.deepEqual(found.results[0].matched.sort(), ["segment", "tree"]);
    });

    await t.step("pages follow the cursor without repeats until it ends", async () => {
      for (let i = 0; i < 5; i++) await textPost(b.client, `Paging walrus ${i}`);
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: Answer = await search(
          a.client,
          `${q("walrus")}&limit=2${cursor ? `&cursor=${cursor}` : ""}`,
        );
        seen.push(...titles(page) as string[]);
        cursor = page.cursor;
        pages++;
      } while (cursor && pages < 10);
      assert.deepEqual(seen, [4, 3, 2, 1, 0].map((i) => `Paging walrus ${i}`));
    });

    await t.step("a longest post edited into all new words is one write that fits", async () => {
      // 20,000 characters of distinct words, ten tags: the index caps a post at 200 words.
      const words = (prefix: string) =>
        Array.from({ length: 2_500 }, (_, i) => `${prefix}${i.toString(36)}`).join(" ")
          .slice(0, 20_000);
      const tags = (prefix: string) => Array.from({ length: 10 }, (_, i) => `${prefix}tag${i}`);
      const id = await textPost(b.client, "Long essay", { content: words("ax"), tags: tags("a") });
      assert.deepEqual(titles(await search(a.client, q("ax1"))), ["Long essay"]);
      const edit = await b.client.request("PUT", `/api/posts/${id}`, {
        title: "Long rewrite",
        content: words("by"),
        tags: tags("b"),
      });
      assert.equal(edit.status, 200, JSON.stringify(edit.body));
      assert.deepEqual(titles(await search(a.client, q("ax1"))), []);
      assert.deepEqual(titles(await search(a.client, q("by1"))), ["Long rewrite"]);
    });

    await t.step("tags come with their post counts, which follow edits", async () => {
      const one = await textPost(b.client, "Counting 1", { tags: ["graphql"] });
      await textPost(b.client, "Counting 2", { tags: ["GraphQL", "graphs"] });
      const tags = await search(a.client, `${q("graph")}&type=tags`);
      const counts = Object.fromEntries(tags.results.map((r) => [r.tag, r.postsCount]));
      assert.equal(counts["graphql"], 2);
      assert.equal(counts["graphs"], 1);
      await b.client.request("PUT", `/api/posts/${one}`, { tags: [] });
      const after = await search(a.client, `${q("#graphql")}&type=tags`);
      assert.deepEqual(after.results.map((r) => [r.tag, r.postsCount]), [["graphql", 1]]);
    });
  } finally {
    await close();
  }
});

Deno.test("[search] people by name and username; blocks, suspensions and hidden posts", async (t) => {
  const { server, smtp, close } = await startServerWithSmtp();
  try {
    const [a, b, c] = await signUpEach(server, smtp, [
      { username: "seeker_a", name: "Asha Verma" },
      { username: "lovelace_b", name: "Ada Lovelace" },
      { username: "adarsh_c", name: "Adarsh Kumar" },
    ]);
    const people = async (client: Client, words: string) =>
      (await search(client, `${q(words)}&type=people`)).results.map((r) => r.username);

    await t.step("a word of the name, or of the username, finds the student once", async () => {
      assert.deepEqual(await people(a.client, "lovelace"), ["lovelace_b"]);
      assert.deepEqual((await people(a.client, "ada")).sort(), ["adarsh_c", "lovelace_b"]);
      assert.deepEqual(await people(a.client, "ada love"), ["lovelace_b"]);
      assert.deepEqual(await people(a.client, "adarsh_c"), ["adarsh_c"]);
    });

    await t.step("a renamed student is found by the new name only", async () => {
      const res = await c.client.request("PUT", `/api/users/${c.user._id}`, { name: "Kiran Rao" });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.deepEqual(await people(a.client, "kumar"), []);
      assert.deepEqual(await people(a.client, "kiran"), ["adarsh_c"]);
    });

    const postId = await textPost(b.client, "Analytical engine", { content: "first program" });
    await t.step(
      "a block hides posts and people both ways, and lifting it shows them",
      async () => {
        await addBlock(server.kv.atomic(), a.user._id, b.user._id, Date.now()).commit();
        assert.deepEqual(await people(a.client, "lovelace"), []);
        assert.deepEqual(titles(await search(a.client, q("analytical"))), []);
        const ownPost = await textPost(a.client, "Analytical notes by Asha");
        assert.deepEqual(await people(b.client, "asha"), []);
        assert.deepEqual(titles(await search(b.client, q("analytical"))), ["Analytical engine"]);
        // A third student still sees both.
        assert.deepEqual(titles(await search(c.client, q("analytical"))).length, 2);
        await removeBlock(server.kv.atomic(), a.user._id, b.user._id).commit();
        assert.deepEqual(await people(a.client, "lovelace"), ["lovelace_b"]);
        await a.client.request("DELETE", `/api/posts/${ownPost}`);
      },
    );

    await t.step("a hidden post is found by its author only", async () => {
      const entry = await server.kv.get<Record<string, unknown>>(postKey(postId));
      await server.kv.set(postKey(postId), { ...entry.value, hiddenAt: Date.now() });
      assert.deepEqual(titles(await search(a.client, q("analytical"))), []);
      assert.deepEqual(titles(await search(b.client, q("analytical"))), ["Analytical engine"]);
      await server.kv.set(postKey(postId), entry.value);
    });

    await t.step("a suspended student and their posts are found by nobody", async () => {
      const entry = await server.kv.get<Record<string, unknown>>(userKey(b.user._id));
      await server.kv.set(userKey(b.user._id), { ...entry.value, suspendedAt: Date.now() });
      assert.deepEqual(await people(a.client, "lovelace"), []);
      assert.deepEqual(titles(await search(a.client, q("analytical"))), []);
      await server.kv.set(userKey(b.user._id), entry.value);
      assert.deepEqual(titles(await search(a.client, q("analytical"))), ["Analytical engine"]);
    });

    await t.step("visitors may search; bad input is a clear 400", async () => {
      const anon = await fetch(`${server.url}/api/search?q=analytical`);
      assert.equal(anon.status, 200);
      assert.equal((await anon.json()).results.length, 1);
      for (
        const [query, message] of [
          ["q=", "Type something to search for."],
          ["q=%20%20", "Type something to search for."],
          [`q=${"x".repeat(101)}`, "Searches are at most 100 characters."],
          ["q=ok&type=groups", "type must be posts, people or tags"],
          [
            "q=ok&cursor=not-a-cursor",
            "The cursor is not valid. Search again from the first page.",
          ],
        ]
      ) {
        const res = await a.client.request<{ message: string }>("GET", `/api/search?${query}`);
        assert.equal(res.status, 400, query);
        assert.match(JSON.stringify(res.body), new RegExp(message.replace(/\./g, "\\.")));
      }
      const missing = await fetch(`${server.url}/api/search`);
      assert.equal(missing.status, 400);
      await missing.body?.cancel();
    });

    await t.step("an erased account leaves no search entry behind", async () => {
      const [gone] = await signUpEach(server, smtp, [{
        username: "leaving_l",
        name: "Lena Leaving",
      }]);
      await textPost(gone.client, "Farewell pangolin", { tags: ["goodbye"] });
      assert.deepEqual(titles(await search(a.client, q("pangolin"))), ["Farewell pangolin"]);
      const res = await gone.client.request("DELETE", "/api/users/me", { password: gone.password });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      await server.deletionsSettled();
      assert.deepEqual(titles(await search(a.client, q("pangolin"))), []);
      assert.deepEqual(await people(a.client, "lena"), []);
      assert.deepEqual((await search(a.client, `${q("goodbye")}&type=tags`)).results, []);
      for (const prefix of ["search_person", "search_term", "search_tag", "search_post"]) {
        for await (const e of server.kv.list({ prefix: [prefix] })) {
          assert.ok(
            !e.key.includes(gone.user._id),
            `${JSON.stringify(e.key)} outlived the account`,
          );
        }
      }
    });

    await t.step(
      "a post stored before search existed is indexed once by the backfill",
      async () => {
        const id = await textPost(b.client, "Older quokka", { tags: ["marsupial"] });
        // Take it out of the index, as a database written before search would be.
        await indexPostOp(server.kv.atomic(), id, await readIndexed(server.kv, id), null).commit();
        await server.kv.delete(backfilledKey);
        assert.deepEqual(titles(await search(a.client, q("quokka"))), []);
        assert.ok(await indexExistingOnce(server.kv, Date.now()) >= 1);
        await server.kv.delete(backfilledKey);
        assert.equal(await indexExistingOnce(server.kv, Date.now()), 0);
        assert.deepEqual(titles(await search(a.client, q("quokka"))), ["Older quokka"]);
        const tags = await search(a.client, `${q("marsupial")}&type=tags`);
        assert.deepEqual(tags.results.map((r) => r.postsCount), [1]);
        assert.deepEqual(await people(a.client, "lovelace"), ["lovelace_b"]);
      },
    );
  } finally {
    await close();
  }
});
