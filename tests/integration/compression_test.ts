/**
 * Answers are compressed when it pays: large JSON and pages go out gzipped (a page's parts rendered
 * once, compressed once), small JSON answers as they are, with their length; the health probe is
 * never touched. Reused renders never cross from one student to another.
 */
import assert from "node:assert/strict";
import { gunzipSync, inflateSync } from "node:zlib";
import { startServerWithDemoStudents } from "../helpers/server_setups.ts";
import { loginDemo } from "../helpers/users.ts";
import { rawGet } from "../helpers/http.ts";

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

      // Parts rendered once are compressed once and joined: the bytes must be one valid gzip
      // stream, the same page as the plain one (a reused header included, from the third time).
      for (let i = 0; i < 3; i++) {
        const raw = await rawGet(`${server.url}/`, { ...gzip, cookie: client.cookieHeader });
        assert.equal(raw.headers.get("content-encoding"), "gzip");
        assert.equal(Number(raw.headers.get("content-length")), raw.body.byteLength);
        const page = new TextDecoder().decode(gunzipSync(raw.body));
        assert.match(page, /^<!DOCTYPE html><html lang="en"/);
        assert.ok(page.endsWith("</body></html>"));
        assert.ok(page.includes(user.name) && page.includes("Built by students, for students."));
        assert.doesNotMatch(page, /data-fragment/);
        await new Promise((r) => setTimeout(r, 50)); // a kept render is made after the answer
      }
      const plain = await rawGet(`${server.url}/`, { cookie: client.cookieHeader });
      assert.equal(plain.headers.get("content-encoding"), null);
      assert.ok(new TextDecoder().decode(plain.body).includes(user.name));
    });

    await t.step("reused renders are each student's own", async () => {
      const students = [await loginDemo(server, "diya"), await loginDemo(server, "kabir")];
      for (let round = 0; round < 4; round++) {
        for (const [i, { client, user }] of students.entries()) {
          const other = students[1 - i].user;
          const page = await (await fetch(`${server.url}/`, {
            headers: { ...gzip, cookie: client.cookieHeader },
          })).text();
          const header = page.slice(
            page.indexOf('data-island="Header"'),
            page.indexOf("</header>"),
          );
          assert.ok(header.includes(user.name), `round ${round}: ${user.name}'s own header`);
          assert.ok(!header.includes(other.name), `round ${round}: never ${other.name}'s`);
          await new Promise((r) => setTimeout(r, 20));
        }
      }
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
