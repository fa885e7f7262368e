/** Sign-in returns to the page that asked for it: guarded pages send their path and query as
 * `?next=`, and the sign-in pages accept only a path on this site (decided on the server too). */
import assert from "node:assert/strict";
import { fetchText } from "../helpers/http.ts";
import { startServerWithDemoStudents } from "../helpers/server_setups.ts";
import { loginDemo } from "../helpers/users.ts";

/** The JSON props the server gave island `name` (from its `data-props` attribute). */
function islandProps(html: string, name: string): Record<string, unknown> {
  const found = html.match(new RegExp(`data-island="${name}" data-props="([^"]*)"`));
  assert.ok(found, `no ${name} island`);
  const json = found[1].replaceAll("&quot;", '"').replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");
  return JSON.parse(json);
}

/** Return targets that would leave the site, as an attacker would put them in a link. */
const hostile = [
  "//evil.example",
  "//evil.example/chat",
  "https://evil.example",
  "http:evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "javascript:alert('evil')",
  "/%2F%2Fevil.example",
  "/%5Cevil.example",
  "/\t/evil.example",
  "%2F%2Fevil.example",
];

Deno.test("[auth] return-to accepts only same-site paths", async (t) => {
  const server = await startServerWithDemoStudents();
  const id = "01J0000000000000000000000A";
  try {
    await t.step("a guarded page redirects to /login with its path and query", async () => {
      const res = await fetchText(`${server.url}/chat?userId=${id}&message=hi`);
      assert.equal(res.status, 302);
      assert.equal(
        res.headers.get("location"),
        `/login?next=%2Fchat%3FuserId%3D${id}%26message%3Dhi`,
      );
      const feed = await fetchText(`${server.url}/feed`);
      assert.equal(feed.headers.get("location"), "/login?next=%2Ffeed");
    });

    const next = `/chat?userId=${id}&message=hi`;
    const query = `?${new URLSearchParams({ next })}`;

    await t.step("the login page passes next to its form and to the sign-up link", async () => {
      const res = await fetchText(`${server.url}/login${query}`);
      assert.equal(res.status, 200);
      assert.ok(res.text.includes(`href="/signup?next=${encodeURIComponent(next)}"`));
      assert.equal(islandProps(res.text, "LoginForm").next, next);
      const signup = await fetchText(`${server.url}/signup${query}`);
      assert.ok(signup.text.includes(`href="/login?next=${encodeURIComponent(next)}"`));
    });

    for (const target of hostile) {
      await t.step(`a hostile next ${JSON.stringify(target)} is ignored`, async () => {
        for (const page of ["/login", "/signup"]) {
          const res = await fetchText(
            `${server.url}${page}?${new URLSearchParams({ next: target })}`,
          );
          assert.equal(res.status, 200);
          assert.equal(/evil/i.test(res.text), false, `${page} echoes ${target}`);
          const form = page === "/login" ? "LoginForm" : "SignupForm";
          assert.equal(islandProps(res.text, form).next, null);
          assert.ok(res.text.includes(page === "/login" ? 'href="/signup"' : 'href="/login"'));
        }
      });
    }

    const { client } = await loginDemo(server, "aarav");
    const signedIn = { headers: { cookie: client.cookieHeader } };

    await t.step("a signed-in student opening /login goes to next, kept whole", async () => {
      const res = await fetchText(`${server.url}/login${query}`, signedIn);
      assert.equal(res.status, 302);
      assert.equal(res.headers.get("location"), next);
    });

    await t.step("a signed-in student with a hostile next goes home", async () => {
      for (const target of hostile) {
        for (const page of ["/login", "/signup"]) {
          const url = `${server.url}${page}?${new URLSearchParams({ next: target })}`;
          const res = await fetchText(url, signedIn);
          assert.equal(res.status, 302);
          assert.equal(res.headers.get("location"), "/", `${page} with ${target}`);
        }
      }
    });
  } finally {
    await server.close();
  }
});
