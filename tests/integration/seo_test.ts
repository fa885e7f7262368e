/**
 * What crawlers and link previews read: robots.txt, a well-formed sitemap.xml listing public
 * pages, posts and profiles, the preview tags of a post page, and the head of `/`.
 */
import assert from "node:assert/strict";
import { fetchText } from "../helpers/http.ts";
import { makeStudent } from "../helpers/fixtures.ts";
import { createPost as createPostOverRest, uploadImages } from "../helpers/posts.ts";
import { serviceDeps, startServerWithSmtp } from "../helpers/server_setups.ts";
import { signUp } from "../helpers/users.ts";
import { createPost } from "../../src/posts/service.ts";
import { PUBLIC_PAGES } from "../../src/seo/sitemap.ts";

/** The `content` of every `<meta>` whose `property` or `name` is `key`, HTML entities kept. */
function metaContents(html: string, key: string): string[] {
  const found: string[] = [];
  for (const [tag] of html.matchAll(/<meta [^>]*>/g)) {
    if (!tag.includes(`property="${key}"`) && !tag.includes(`name="${key}"`)) continue;
    found.push(/content="([^"]*)"/.exec(tag)?.[1] ?? "");
  }
  return found;
}

/** The one `content` of the meta tag `key`; fails unless there is exactly one. */
function meta(html: string, key: string): string {
  const found = metaContents(html, key);
  assert.equal(found.length, 1, `${key}: ${JSON.stringify(found)}`);
  return found[0];
}

function canonical(html: string): string[] {
  return [...html.matchAll(/<link rel="canonical" href="([^"]*)"\/>/g)].map((m) => m[1]);
}

/**
 * Walks a sitemap strictly: the XML declaration, one `urlset` in the sitemaps.org namespace and
 * only `<url>` elements, each with one `<loc>` and at most one `<lastmod>`; text may hold no raw
 * `<`, `>` or unescaped `&`. Returns each url's loc (unescaped) and lastmod.
 */
function parseSitemap(xml: string): { loc: string; lastmod?: string }[] {
  const match = xml.match(
    /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">([\s\S]*)<\/urlset>\s*$/,
  );
  assert.ok(match, "sitemap has the declaration and one urlset");
  const body = match[1].trim();
  const urls: { loc: string; lastmod?: string }[] = [];
  const url = /<url><loc>([^<>]*)<\/loc>(?:<lastmod>([^<>]*)<\/lastmod>)?<\/url>\s*/y;
  while (url.lastIndex < body.length) {
    const start = url.lastIndex;
    const m = url.exec(body);
    assert.ok(m, `not a <url> element at ${JSON.stringify(body.slice(start, start + 80))}`);
    const text = m[1];
    assert.ok(
      !/&(?!(amp|lt|gt|quot|apos);)/.test(text),
      `an unescaped & in ${JSON.stringify(text)}`,
    );
    const loc = text.replace(
      /&(amp|lt|gt|quot|apos);/g,
      (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" })[name]!,
    );
    urls.push({ loc, lastmod: m[2] });
  }
  return urls;
}

Deno.test("[seo] robots.txt, sitemap.xml and link previews", async (t) => {
  const { server, smtp, close } = await startServerWithSmtp();
  const origin = server.origin;
  const deps = serviceDeps(server);
  const author = await makeStudent(server.kv, "Writer", 1);
  const text = await createPost(deps, author._id, {
    type: "text",
    title: `Graphs <script>alert("x")</script> & trees`,
    content: `BFS first,\n\n then DFS. ${"More notes on graphs. ".repeat(20)}`,
    tags: [],
  });

  await t.step("robots.txt allows public pages, keeps crawlers out of the rest", async () => {
    const res = await fetchText(`${server.url}/robots.txt`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get("content-type")!, /^text\/plain/);
    assert.match(res.headers.get("cache-control")!, /max-age=\d+/);
    const lines = res.text.split("\n");
    assert.equal(lines[0], "User-agent: *");
    assert.ok(lines.includes("Allow: /"));
    for (const path of ["/api/", "/trpc", "/chat", "/feed", "/ws", "/collab/"]) {
      assert.ok(lines.includes(`Disallow: ${path}`), `Disallow: ${path}`);
    }
    assert.ok(lines.includes(`Sitemap: ${origin}/sitemap.xml`));
    for (const line of lines.filter((l) => l !== "")) {
      assert.match(line, /^(User-agent|Allow|Disallow|Sitemap): \S+$/);
    }
  });

  await t.step("sitemap.xml is well-formed and lists pages, posts and profiles", async () => {
    const res = await fetchText(`${server.url}/sitemap.xml`);
    assert.equal(res.status, 200);
    assert.match(res.headers.get("content-type")!, /^application\/xml/);
    const urls = parseSitemap(res.text);
    for (const u of urls) {
      assert.ok(u.loc.startsWith(`${origin}/`), u.loc);
      if (u.lastmod) assert.ok(!Number.isNaN(Date.parse(u.lastmod)), u.lastmod);
    }
    const locs = urls.map((u) => u.loc);
    assert.equal(new Set(locs).size, locs.length, "no url twice");
    for (const path of PUBLIC_PAGES) assert.ok(locs.includes(origin + path), path);
    const post = urls.find((u) => u.loc === `${origin}/blog/${text.postId}`);
    assert.ok(post?.lastmod, "the post is listed with its lastmod");
    assert.ok(locs.includes(`${origin}/profile/${author._id}`));
    for (const path of ["/feed", "/chat"]) assert.ok(!locs.includes(origin + path));
  });

  await t.step("every page the sitemap lists opens", async () => {
    const res = await fetchText(`${server.url}/sitemap.xml`);
    for (const { loc } of parseSitemap(res.text)) {
      const page = await fetchText(server.url + loc.slice(origin.length));
      assert.equal(page.status, 200, loc);
    }
  });

  await t.step("a text post's page has escaped preview tags and a summary card", async () => {
    const res = await fetchText(`${server.url}/blog/${text.postId}`);
    assert.equal(res.status, 200);
    const html = res.text;
    const escapedTitle = "Graphs &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; trees";
    assert.equal(meta(html, "og:title"), escapedTitle);
    assert.equal(meta(html, "twitter:title"), escapedTitle);
    assert.ok(!html.includes("<script>alert("), "the title is never raw HTML");
    const description = meta(html, "og:description");
    assert.match(description, /^BFS first, then DFS\. More notes on graphs\./);
    assert.ok(description.length <= 200 && description.endsWith("…"), description);
    assert.equal(meta(html, "description"), description);
    assert.equal(meta(html, "twitter:description"), description);
    assert.equal(meta(html, "og:type"), "article");
    assert.equal(meta(html, "og:url"), `${origin}/blog/${text.postId}`);
    assert.deepEqual(canonical(html), [`${origin}/blog/${text.postId}`]);
    assert.equal(meta(html, "twitter:card"), "summary");
    assert.deepEqual(metaContents(html, "og:image"), []);
  });

  await t.step("a post under another kind's path is redirected to its own", async () => {
    const res = await fetchText(`${server.url}/roadmap/${text.postId}`);
    assert.equal(res.status, 301);
  });

  await t.step("an image post's preview shows its first image by absolute URL", async () => {
    const { client } = await signUp(server, smtp, { username: "photo_poster" });
    const [url] = await uploadImages(client, 1);
    const id = await createPostOverRest(client, {
      type: "image",
      title: "Lab bench",
      content: "",
      images: [{ url, caption: "The new oscilloscopes" }],
    });
    const html = (await fetchText(`${server.url}/image/${id}`)).text;
    assert.equal(meta(html, "og:title"), "Lab bench");
    assert.equal(meta(html, "og:description"), "The new oscilloscopes");
    assert.equal(meta(html, "og:image"), `${origin}${url}`);
    assert.equal(meta(html, "twitter:image"), `${origin}${url}`);
    assert.equal(meta(html, "twitter:card"), "summary_large_image");
    const image = await fetch(`${server.url}${url}`);
    await image.body?.cancel();
    assert.equal(image.status, 200);
  });

  await t.step("a missing post's page is kept out of the index", async () => {
    const res = await fetchText(`${server.url}/blog/01J0000000000000000000000A`);
    assert.equal(res.status, 404);
    assert.deepEqual(canonical(res.text), []);
    assert.equal(meta(res.text, "robots"), "noindex");
  });

  await t.step("/ has what a search engine audit checks in its head", async () => {
    const res = await fetchText(`${server.url}/`);
    const html = res.text;
    assert.match(html, /^<!DOCTYPE html><html lang="en"/);
    assert.match(html, /<title>[^<]+<\/title>/);
    assert.ok(meta(html, "description").length > 50);
    assert.equal(meta(html, "viewport"), "width=device-width, initial-scale=1");
    assert.deepEqual(canonical(html), [`${origin}/`]);
    assert.equal(meta(html, "og:url"), `${origin}/`);
    assert.match(meta(html, "og:title"), /· Campus$/);
    assert.deepEqual(metaContents(html, "robots"), []);
    for (const [, href] of html.matchAll(/<a [^>]*href="([^"]*)"/g)) {
      assert.ok(href !== "" && !href.startsWith("javascript:"), `crawlable link ${href}`);
    }
  });

  await close();
});
