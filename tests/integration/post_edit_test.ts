/**
 * Editing a whole post over REST (`PUT /api/posts/{id}`): a roadmap's section and resources, an
 * image post's images with their captions and descriptions, the same refusals as creation, the
 * category filters and trending following a moved roadmap, and nobody but the author.
 */
import assert from "node:assert/strict";
import { startServerWithSmtp } from "../helpers/server_setups.ts";
import { signUpEach } from "../helpers/users.ts";
import { createPost, readAll, uploadImages } from "../helpers/posts.ts";
import { postKey } from "../../src/posts/keys.ts";
import type { PostRecord } from "../../src/posts/model.ts";

type Resource = { title: string; link: string; description: string };
type Image = { url: string; caption: string; alt: string };
type Post = {
  _id: string;
  type: string;
  title: string;
  content: string;
  tags: string[];
  section: { title: string; description: string; category: string; resources: Resource[] } | null;
  images: Image[];
};

const mdn: Resource = {
  title: "MDN HTTP",
  link: "https://developer.mozila.org/en-US/docs/Web/HTTP",
  description: "Start here",
};

/** A roadmap's whole body, as the edit form sends it. */
function roadmapBody(category: string, resources: Resource[] = [mdn]) {
  return {
    title: "Backend roadmap",
    content: "From HTTP to deployment.",
    tags: ["backend"],
    section: { title: "HTTP first", description: "The basics", category, resources },
  };
}

Deno.test("[posts] editing a whole post: section, images, rules, filters, permissions", async (t) => {
  const { server, smtp, close } = await startServerWithSmtp();
  try {
    const [a, b] = await signUpEach(server, smtp, ["edit_author", "edit_reader"]);
    const read = async (id: string) =>
      (await b.client.request<{ post: Post }>("GET", `/api/posts/${id}`)).body.post;
    const roadmap = await createPost(a.client, { type: "section", ...roadmapBody("DSA") });
    const [first, second] = await uploadImages(a.client, 2);
    const photos = await createPost(a.client, {
      type: "image",
      title: "Lab day",
      images: [
        { url: first, caption: "The oscilloscope", alt: "  A green trace on a dark screen  " },
        { url: second, caption: "Our circuit" },
      ],
    });

    await t.step("a roadmap's resource link is fixed and read back", async () => {
      const fixed = { ...mdn, link: "https://developer.mozilla.org/en-US/docs/Web/HTTP" };
      const res = await a.client.request<{ post: Post }>(
        "PUT",
        `/api/posts/${roadmap}`,
        roadmapBody("DSA", [fixed, {
          title: "RFC 9110",
          link: "https://www.rfc-editor.org/rfc/rfc9110",
          description: "",
        }]),
      );
      assert.equal(res.status, 200, JSON.stringify(res.body));
      const post = await read(roadmap);
      assert.equal(post.type, "section");
      assert.deepEqual(post.section?.resources.map((r) => r.link), [
        "https://developer.mozilla.org/en-US/docs/Web/HTTP",
        "https://www.rfc-editor.org/rfc/rfc9110",
      ]);
      assert.equal(post.section?.title, "HTTP first");
      assert.deepEqual(post.tags, ["backend"]);
      assert.deepEqual(res.body.post.section, post.section);
    });

    await t.step('alt text is trimmed, round-trips, and defaults to ""', async () => {
      const post = await read(photos);
      assert.deepEqual(post.images.map((i) => i.alt), ["A green trace on a dark screen", ""]);
      // A post stored before descriptions existed has none, and still reads and edits.
      const entry = await server.kv.get<PostRecord>(postKey(photos));
      const old = entry.value!;
      await server.kv.set(postKey(photos), {
        ...old,
        images: old.images.map(({ url, caption }) => ({ url, caption })),
      });
      assert.deepEqual((await read(photos)).images.map((i) => i.alt), ["", ""]);
      const res = await a.client.request<{ post: Post }>("PUT", `/api/posts/${photos}`, {
        title: "Lab day",
        images: [
          { url: first, caption: "The oscilloscope", alt: "A green trace on a dark screen" },
          { url: second, caption: "Our circuit", alt: "" },
        ],
      });
      assert.equal(res.status, 200);
      assert.deepEqual((await read(photos)).images.map((i) => i.alt), [
        "A green trace on a dark screen",
        "",
      ]);
    });

    await t.step("an image is replaced by a new upload", async () => {
      const [fresh] = await uploadImages(a.client, 1);
      const res = await a.client.request<{ post: Post }>("PUT", `/api/posts/${photos}`, {
        title: "Lab day",
        content: "",
        tags: [],
        images: [
          { url: first, caption: "The oscilloscope", alt: "A green trace on a dark screen" },
          { url: fresh, caption: "The fixed circuit", alt: "A breadboard with two LEDs lit" },
        ],
      });
      assert.equal(res.status, 200);
      const post = await read(photos);
      assert.deepEqual(post.images.map((i) => i.url), [first, fresh]);
      assert.ok(!post.images.some((i) => i.url === second), "the removed image left the post");
      assert.deepEqual(post.images[1], {
        url: fresh,
        caption: "The fixed circuit",
        alt: "A breadboard with two LEDs lit",
      });
      // The new file is served from this server.
      const served = await fetch(`${server.url}${fresh}`);
      assert.equal(served.status, 200);
      await served.body?.cancel();
    });

    const link = (l: string) => [{ title: "r", link: l, description: "" }];
    const tooMany = Array.from({ length: 21 }, (_, i) => link(`https://x.org/${i}`)[0]);
    const section = (s: Record<string, unknown>) => ({
      title: "s",
      description: "",
      category: "DSA",
      resources: [],
      ...s,
    });
    const image = (i: Record<string, unknown>) => [{ url: first, caption: "", alt: "", ...i }];
    const uploadFirst = "Images must be uploaded with Add images first.";
    /** The kind, what is wrong, the fields sent, and the sentence creation answers. */
    const refusals: [string, string, Record<string, unknown>, string][] = [
      ["section", "a bad resource link", {
        section: section({ resources: link("javascript:alert(1)") }),
      }, "Resource links must start with http:// or https://"],
      [
        "section",
        "an empty section title",
        { section: section({ title: "   " }) },
        "The roadmap section needs a title",
      ],
      [
        "section",
        "more than 20 resources",
        { section: section({ resources: tooMany }) },
        "At most 20 resources",
      ],
      [
        "section",
        "an unknown category",
        { section: section({ category: "Cooking" }) },
        "Category must be one of DSA, Web Dev, Mobile Dev, AI/ML, DevOps, Data Science, Cybersecurity, Other",
      ],
      ["image", "no images", { images: [] }, "Add at least one image"],
      [
        "image",
        "a caption over 300 characters",
        { images: image({ caption: "c".repeat(301) }) },
        "Captions must be at most 300 characters",
      ],
      [
        "image",
        "a description over 500 characters",
        { images: image({ alt: "a".repeat(501) }) },
        "Image descriptions must be at most 500 characters",
      ],
      ["image", "an image from another site", {
        images: image({ url: "https://evil.example/x.png" }),
      }, uploadFirst],
      [
        "image",
        "an image never uploaded",
        { images: image({ url: "/media/missing.png" }) },
        uploadFirst,
      ],
    ];
    for (const [type, what, fields, message] of refusals) {
      await t.step(`refused like creation: ${what}`, async () => {
        const created = await a.client.request("POST", "/api/posts", {
          type,
          title: "x",
          ...fields,
        });
        assert.equal(created.status, 400);
        assert.equal(created.body.message, message);
        const id = type === "section" ? roadmap : photos;
        const before = await read(id);
        const res = await a.client.request("PUT", `/api/posts/${id}`, { title: "x", ...fields });
        assert.equal(res.status, 400);
        assert.equal(res.body.message, created.body.message);
        assert.deepEqual(await read(id), before, "a refused edit changes nothing");
      });
    }

    await t.step(
      "a roadmap's new category moves it between the Global Feed's filters",
      async () => {
        assert.deepEqual(await readAll(b.client, "/api/feed/global?category=DSA"), [
          "Backend roadmap",
        ]);
        assert.deepEqual(await readAll(b.client, "/api/feed/global?category=Web%20Dev"), []);
        const res = await a.client.request("PUT", `/api/posts/${roadmap}`, roadmapBody("Web Dev"));
        assert.equal(res.status, 200);
        assert.deepEqual(await readAll(b.client, "/api/feed/global?category=DSA"), []);
        assert.deepEqual(await readAll(b.client, "/api/feed/global?category=Web%20Dev"), [
          "Backend roadmap",
        ]);
        await server.trendingSettled();
        const trending = await b.client.request<
          { categories: { _id: string; postCount: number }[] }
        >(
          "GET",
          "/api/trending/categories",
        );
        assert.deepEqual(trending.body.categories.map((c) => [c._id, c.postCount]), [[
          "Web Dev",
          1,
        ]]);
      },
    );

    await t.step("another student's edit is refused and changes nothing", async () => {
      const before = await read(roadmap);
      const res = await b.client.request("PUT", `/api/posts/${roadmap}`, {
        ...roadmapBody("Other", link("https://evil.example/")),
        title: "Hijacked",
      });
      assert.equal(res.status, 403);
      assert.equal(res.body.message, "Only the author can edit this post.");
      const images = await b.client.request("PUT", `/api/posts/${photos}`, {
        images: image({ caption: "Mine now" }),
      });
      assert.equal(images.status, 403);
      assert.deepEqual(await read(roadmap), before);
      assert.equal((await read(photos)).images[0].caption, "The oscilloscope");
      const missing = await a.client.request("PUT", "/api/posts/01JZZZZZZZZZZZZZZZZZZZZZZZ", {
        title: "Nothing here",
      });
      assert.equal(missing.status, 404);
      assert.equal(missing.body.message, "Post not found.");
    });
  } finally {
    await close();
  }
});
