/**
 * Answers are compressed when it pays: large JSON and pages go out gzipped, small JSON answers as
 * they are, with their length; images and the health probe are never touched.
 */
import assert from "node:assert/strict";
import { inflateSync } from "node:zlib";
import { startServerWithDemoStudents } from "../helpers/server_setups.ts";
import { loginDemo } from "../helpers/users.ts";

const gzip = { "accept-encoding": "gzip" };

Deno.test("[http] compression only where it pays", async (t) => {
  const server = await startServerWithDemoStudents();
  try {
    await t.step("a small JSON answer is sent plain, with its length", async () => {
      const res = await fetch(`${server.url}/api/no-such-route`, { headers: gzip });
      const body = await res.json();
      assert.equal(res.status, 404);
      assert.match(body.message, /There is no API route GET \/api\/no-such-route/);
      assert.equal(res.headers.get("content-encoding"), null);
      assert.equal(res.headers.get("content-length"), String(JSON.stringify(body).length));
      assert.match(res.headers.get("vary") ?? "", /Accept-Encoding/);
    });

    await t.step("a large JSON answer is gzipped and decodes whole", async () => {
      const res = await fetch(`${server.url}/api/openapi.json`, { headers: gzip });
      const doc = await res.json();
      assert.equal(res.headers.get("content-encoding"), "gzip");
      assert.ok(Number(res.headers.get("content-length")) < JSON.stringify(doc).length / 3);
      assert.equal(doc.openapi.startsWith("3."), true);
    });

    await t.step(
      "deflate when that is all the client takes; nothing when it takes none",
      async () => {
        const deflated = await fetch(`${server.url}/api/openapi.json`, {
          headers: { "accept-encoding": "deflate, gzip;q=0" },
        });
        const bytes = new Uint8Array(await deflated.arrayBuffer());
        assert.equal(deflated.headers.get("content-encoding"), "deflate");
        assert.equal(JSON.parse(new TextDecoder().decode(inflateSync(bytes))).openapi.at(0), "3");
        const plain = await fetch(`${server.url}/api/openapi.json`, {
          headers: { "accept-encoding": "identity" },
        });
        await plain.json();
        assert.equal(plain.headers.get("content-encoding"), null);
      },
    );

    await t.step("a signed-in page is gzipped and shows the student", async () => {
      const { client, user } = await loginDemo(server, "aarav");
      const res = await fetch(`${server.url}/feed`, {
        headers: { ...gzip, cookie: client.cookieHeader },
      });
      const html = await res.text();
      assert.equal(res.status, 200);
      assert.equal(res.headers.get("content-encoding"), "gzip");
      assert.equal(res.headers.get("cache-control"), "private, no-store");
      assert.match(html, /<title>Your Feed · Campus<\/title>/);
      assert.ok(html.includes(user.name), "the student's own page");
    });

    await t.step("the health probe is never compressed", async () => {
      const res = await fetch(`${server.url}/api/health`, { headers: gzip });
      await res.json();
      assert.equal(res.headers.get("content-encoding"), null);
    });
  } finally {
    await server.close();
  }
});
