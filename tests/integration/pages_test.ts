/** Every route of both route tables answers as spec 000 §2 and spec 001 §2 describe. */
import assert from "node:assert/strict";
import { startServer } from "../helpers/server.ts";
import { fetchText } from "../helpers/http.ts";
import { sitemapGroups } from "../../src/ui/site/site_links.ts";

const pages: [path: string, title: string][] = [
  ["/", "Learn together"],
  ["/login", "Sign in"],
  ["/signup", "Sign up"],
  ["/trending", "Trending"],
  ["/sitemap", "All links"],
  ["/privacy", "Privacy"],
  ["/terms", "Terms"],
  ["/contact", "Contact"],
  ["/team", "Team"],
  ["/guide", "Guide"],
  ["/editor/demo", "Code room"],
];

Deno.test("[pages] every route answers", async (t) => {
  const server = await startServer();

  for (const [path, title] of pages) {
    await t.step(`${path} renders its page in the layout`, async () => {
      const res = await fetchText(`${server.url}${path}`);
      assert.equal(res.status, 200);
      assert.match(res.headers.get("content-type")!, /^text\/html/);
      assert.match(res.text, /^<!DOCTYPE html>/);
      assert.match(res.text, new RegExp(`<title>[^<]*${title}[^<]*· Campus</title>`));
      assert.match(res.text, /class="site-header"/);
      assert.match(res.text, /class="site-footer"/);
      assert.match(res.text, /href="\/sitemap"[^>]*>All</);
      assert.match(res.text, />Login</);
      assert.match(res.text, />Signup</);
      assert.equal(/\bTODO\b/i.test(res.text), false);
    });
  }

  await t.step("/profile of an id nobody has answers 404 with Not found", async () => {
    const res = await fetchText(`${server.url}/profile/01J0000000000000000000000A`);
    assert.equal(res.status, 404);
    assert.match(res.text, /<title>Not found · Campus<\/title>/);
    assert.match(res.text, />Not found</);
    assert.match(res.text, /class="site-header"/);
  });

  for (const path of ["/feed", "/chat", "/chat?userId=01J0000000000000000000000A"]) {
    await t.step(`${path} redirects to /login when nobody is signed in`, async () => {
      const res = await fetchText(`${server.url}${path}`);
      assert.equal(res.status, 302);
      assert.equal(new URL(res.headers.get("location")!, server.url).pathname, "/login");
    });
  }

  await t.step("a guarded page with a session to resume shows Loading...", async () => {
    const res = await fetchText(`${server.url}/feed`, {
      // A well-formed refresh token of a login the server cannot vouch for without renewing it.
      headers: { cookie: `refreshToken=01J0000000000000000000000A.${"x".repeat(43)}` },
    });
    assert.equal(res.status, 200);
    assert.match(res.text, /Loading\.\.\./);
    assert.match(res.text, /data-island="SessionGate"/);
  });

  for (const path of ["/nope", "/feed/extra", "/editor", "/profile", "/static-ish", "/a/b/c"]) {
    await t.step(`unknown path ${path} redirects to /`, async () => {
      const res = await fetchText(`${server.url}${path}`);
      assert.equal(res.status, 302);
      assert.equal(new URL(res.headers.get("location")!, server.url).pathname, "/");
    });
  }

  await t.step("the sitemap lists every link of spec 001 §2 and has the theme switch", async () => {
    const res = await fetchText(`${server.url}/sitemap`);
    const required = [
      "/",
      "/feed#notifications",
      "/guide",
      "/feed",
      "/trending",
      "/team",
      "/#StudyMaterials",
      "/#PlacementPrepSection",
      "/chat",
      "/editor/demo",
      "/guide#mock-interview",
      "/guide#resume",
      "/guide#tasks",
      "/planner",
      "/#about",
      "/#benefits",
      "/#careers",
      "/#internships",
      "/#features",
      "/#feedback",
      "/privacy",
      "/terms",
      "/contact",
    ];
    for (const href of required) assert.ok(res.text.includes(`href="${href}"`), href);
    const external = sitemapGroups.flatMap((g) => g.links).filter((l) => l.external);
    assert.equal(external.length, 2);
    assert.match(res.text, /role="switch"/);
  });

  await t.step("contact shows a phone number and the support e-mail", async () => {
    const res = await fetchText(`${server.url}/contact`);
    assert.match(res.text, /href="tel:\+?[0-9]+"/);
    assert.match(res.text, /href="mailto:[^"]+@[^"]+"/);
  });

  for (const kind of ["blog", "roadmap", "image"]) {
    await t.step(`/${kind}/{id} of a missing post answers 404 with Post Not Found`, async () => {
      const res = await fetchText(`${server.url}/${kind}/01J0000000000000000000000A`);
      assert.equal(res.status, 404);
      assert.match(res.text, /<title>Post Not Found · Campus<\/title>/);
      assert.match(res.text, /class="site-header"/);
      assert.match(res.text, /class="site-footer"/);
      assert.match(res.text, /Post Not Found/);
      assert.match(
        res.text,
        /The post you(&#x27;|')re looking for doesn(&#x27;|')t exist or has been removed\./,
      );
      assert.match(res.text, /Go Home/);
    });
  }

  await server.close();
});

Deno.test("[pages] theme, islands and security headers", async (t) => {
  const server = await startServer();
  const res = await fetchText(`${server.url}/sitemap`);

  await t.step("dark by default, the stored theme applied by an inline script in <head>", () => {
    assert.match(res.text, /<html lang="en" data-theme="dark">/);
    const head = res.text.slice(0, res.text.indexOf("</head>"));
    assert.match(head, /localStorage\.getItem\("theme"\)/);
  });

  await t.step("a page rendered per request allows its inline scripts by nonce", async () => {
    // With a query string /login is rendered for this request (without one it is shared).
    const login = await fetchText(`${server.url}/login?next=%2Ffeed`);
    const csp = login.headers.get("content-security-policy")!;
    const nonce = /'nonce-([0-9a-f]+)'/.exec(csp)![1];
    const scripts = [...login.text.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    assert.ok(scripts.length >= 2);
    for (const attrs of scripts) assert.ok(attrs.includes(`nonce="${nonce}"`), attrs);
    assert.match(csp, /object-src 'none'/);
    assert.match(csp, /frame-ancestors 'none'/);
  });

  await t.step("a page shared by visitors allows exactly its inline scripts by hash", async () => {
    const csp = res.headers.get("content-security-policy")!;
    assert.doesNotMatch(csp, /nonce-/);
    const scripts = [...res.text.matchAll(/<script[^>]*>([^<]*)<\/script>/g)].map((m) => m[1]);
    assert.ok(scripts.length >= 2);
    for (const code of scripts) {
      const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(code));
      const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
      assert.ok(csp.includes(`'sha256-${hash}'`), code);
    }
    assert.match(csp, /object-src 'none'/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.equal(res.headers.get("x-content-type-options"), "nosniff");
  });

  await t.step("the boot script hydrates exactly the islands on the page", () => {
    const boot = /<script type="module"[^>]*>([^<]*)<\/script>/.exec(res.text)![1];
    const onPage = [...res.text.matchAll(/data-island="(\w+)"/g)].map((m) => m[1]).sort();
    const loaded = [...boot.matchAll(/"(\w+)":\(\)=>import/g)].map((m) => m[1]).sort();
    assert.deepEqual(loaded, [...new Set(onPage)]);
    assert.deepEqual(loaded, ["Header", "ThemeSwitch"]);
  });

  await t.step("HTML is compressed when the browser accepts it", async () => {
    const gz = await fetch(`${server.url}/sitemap`, { headers: { "accept-encoding": "gzip" } });
    await gz.body?.cancel();
    assert.equal(gz.headers.get("content-encoding"), "gzip");
  });

  await t.step("hashed assets are immutable and precompressed", async () => {
    const href = /href="(\/static\/_build\/styles-[A-Z0-9]+\.css)"/.exec(res.text)![1];
    const br = await fetch(`${server.url}${href}`, { headers: { "accept-encoding": "br, gzip" } });
    await br.body?.cancel();
    assert.equal(br.status, 200);
    assert.equal(br.headers.get("content-encoding"), "br");
    assert.equal(br.headers.get("cache-control"), "public, max-age=31536000, immutable");
    assert.match(br.headers.get("content-type")!, /^text\/css/);
    const plain = await fetchText(`${server.url}${href}`, {
      headers: { "accept-encoding": "identity" },
    });
    assert.equal(plain.headers.get("content-encoding"), null);
    assert.match(plain.text, /--bg:/);
  });

  await t.step("other static files revalidate by ETag; unknown files are 404", async () => {
    const first = await fetchText(`${server.url}/static/favicon.svg`);
    assert.equal(first.status, 200);
    assert.match(first.headers.get("cache-control")!, /must-revalidate/);
    const again = await fetchText(`${server.url}/static/favicon.svg`, {
      headers: { "if-none-match": first.headers.get("etag")! },
    });
    assert.equal(again.status, 304);
    for (const path of ["/static/nope.js", "/static/../deno.json", "/static/%2e%2e/deno.json"]) {
      const missing = await fetchText(`${server.url}${path}`);
      assert.ok([404, 302].includes(missing.status), `${path} → ${missing.status}`);
      assert.equal(missing.text.includes("nodeModulesDir"), false);
    }
  });

  await server.close();
});
