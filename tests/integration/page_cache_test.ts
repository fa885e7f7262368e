/**
 * Pages that are the same for every signed-out visitor come from memory: precompressed, with an
 * ETag and 304, cacheable only by the visitor's own browser; signed-in pages never share them.
 */
import assert from "node:assert/strict";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { startServerWithSmtp } from "../helpers/server_setups.ts";
import { signUp } from "../helpers/users.ts";
import { rawGet } from "../helpers/http.ts";

Deno.test("[pages] signed-out pages are served from memory with ETag and 304", async (t) => {
  const { server, smtp, close } = await startServerWithSmtp();
  try {
    const paths = ["/", "/guide", "/team", "/privacy", "/terms", "/contact", "/sitemap"];
    for (const path of [...paths, "/login", "/signup", "/forgot-password", "/api/docs"]) {
      await t.step(`${path}: ETag, private revalidation, 304 on a repeat`, async () => {
        const first = await fetch(`${server.url}${path}`);
        const html = await first.text();
        assert.equal(first.status, 200);
        const etag = first.headers.get("etag");
        assert.match(etag ?? "", /^"[^"]+"$/, "a strong ETag");
        assert.equal(first.headers.get("cache-control"), "private, no-cache");
        assert.match(first.headers.get("vary") ?? "", /Cookie/);
        // Inline scripts are allowed by hash: a nonce shared by every visitor is no secret.
        assert.doesNotMatch(first.headers.get("content-security-policy")!, /nonce-/);
        assert.match(first.headers.get("content-security-policy")!, /script-src 'self' 'sha256-/);

        const again = await fetch(`${server.url}${path}`, { headers: { "if-none-match": etag! } });
        assert.equal(again.status, 304);
        assert.equal(await again.text(), "");

        // The first answer was rendered by the app; this one is served ahead of it, from memory.
        const same = await fetch(`${server.url}${path}`);
        assert.equal(await same.text(), html, "the same bytes every time");
        const headersOf = (res: Response) =>
          [...res.headers].filter(([name]) => name !== "date" && name !== "x-request-id");
        assert.deepEqual(headersOf(same), headersOf(first), "the same headers");
        assert.equal(same.headers.get("x-frame-options"), "DENY");
        assert.match(same.headers.get("x-request-id") ?? "", /^[0-9a-f-]{36}$/);
        assert.notEqual(same.headers.get("x-request-id"), first.headers.get("x-request-id"));
      });
    }

    await t.step("gzip and br bodies decode to the same HTML as the plain one", async () => {
      const plain = await rawGet(`${server.url}/guide`, { "Accept-Encoding": "identity" });
      assert.equal(plain.headers.get("content-encoding"), null);
      const html = new TextDecoder().decode(plain.body);
      assert.match(html, /<title>Guide · Campus<\/title>/);

      const gz = await rawGet(`${server.url}/guide`, { "Accept-Encoding": "gzip" });
      assert.equal(gz.headers.get("content-encoding"), "gzip");
      assert.equal(
        gz.headers.get("transfer-encoding"),
        null,
        "cached pages carry a Content-Length",
      );
      assert.equal(new TextDecoder().decode(gunzipSync(gz.body)), html);
      assert.ok(gz.body.length < plain.body.length / 3);

      const br = await rawGet(`${server.url}/guide`, { "Accept-Encoding": "gzip, deflate, br" });
      assert.equal(br.headers.get("content-encoding"), "br");
      assert.equal(new TextDecoder().decode(brotliDecompressSync(br.body)), html);
      assert.notEqual(br.headers.get("etag"), gz.headers.get("etag"), "one tag per encoding");
    });

    await t.step("a signed-in student gets their own page, never the shared copy", async () => {
      const signedOut = await fetch(`${server.url}/team`);
      const etag = signedOut.headers.get("etag")!;
      const sharedHtml = await signedOut.text();
      const { client, user } = await signUp(server, smtp, { name: "Priya Raman" });
      for (const path of ["/", "/team", "/guide"]) {
        const res = await fetch(`${server.url}${path}`, {
          headers: { cookie: client.cookieHeader, "if-none-match": etag },
        });
        const html = await res.text();
        assert.equal(res.status, 200, `${path} is rendered, not 304`);
        assert.equal(res.headers.get("etag"), null);
        assert.equal(res.headers.get("cache-control"), "private, no-store");
        assert.ok(html.includes(user.name), `${path} shows the student's name`);
        assert.notEqual(html, sharedHtml);
        // Parts rendered once for everyone are spliced in whole, placeholders gone.
        assert.ok(html.includes("Built by students, for students."), `${path} has its footer`);
        assert.doesNotMatch(html, /data-fragment/);
      }
      const home = await (await fetch(server.url, { headers: { cookie: client.cookieHeader } }))
        .text();
      const hero = home.slice(home.indexOf('class="home-hero"'), home.indexOf('id="discover"'));
      assert.ok(hero.includes('href="/feed">Go to your feed</a>'), "the student's hero");
      assert.doesNotMatch(hero, /href="\/signup"/, "never the visitor's sign-up call");
      assert.ok(home.includes('id="about"') && home.includes('id="PlacementPrepSection"'));
      assert.ok(home.includes('data-island="PlacementPrep"'), "a shared part's island is there");
      assert.ok(home.includes('"PlacementPrep":()=>import('), "and the page boots it");

      // /login is shared by visitors, yet a signed-in student opening it is still sent on.
      const login = await fetch(`${server.url}/login`, {
        headers: { cookie: client.cookieHeader },
        redirect: "manual",
      });
      await login.body?.cancel();
      assert.equal(login.status, 302);
      assert.equal(login.headers.get("location"), "/");
    });

    await t.step("a query string is rendered per request", async () => {
      const res = await fetch(`${server.url}/guide?from=mail`);
      await res.text();
      assert.equal(res.status, 200);
      assert.equal(res.headers.get("etag"), null);
      assert.equal(res.headers.get("cache-control"), "private, no-store");
    });
  } finally {
    await close();
  }
});

Deno.test("[health] answers ahead of the session, whatever cookies come along", async () => {
  const { server, close } = await startServerWithSmtp();
  try {
    const res = await fetch(`${server.url}/api/health`, {
      headers: { cookie: "accessToken=garbage.not.a.jwt; refreshToken=also-garbage" },
    });
    const body = await res.json();
    assert.equal(res.status, 200);
    assert.equal(body.status, "ok");
    assert.equal(res.headers.get("cache-control"), "no-store");
    assert.equal(res.headers.getSetCookie().length, 0);
    assert.equal(res.headers.get("content-encoding"), null);
    // What a JSON answer needs; the document-only headers (framing, referrer...) stay on pages.
    assert.match(res.headers.get("content-type") ?? "", /^application\/json/);
    assert.equal(res.headers.get("x-content-type-options"), "nosniff");
    assert.match(res.headers.get("x-request-id") ?? "", /^[0-9a-f-]{36}$/);
    assert.equal(res.headers.get("x-frame-options"), null);
    const page = await fetch(`${server.url}/guide`);
    await page.body?.cancel();
    assert.equal(page.headers.get("x-frame-options"), "DENY");
  } finally {
    await close();
  }
});
