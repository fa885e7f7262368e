/**
 * A signed-in student who asks for the home page again within seconds gets their own copy from
 * memory; nobody else ever gets it, their own writes drop it at once, and it lasts only seconds.
 */
import assert from "node:assert/strict";
import { manualClock } from "../../src/core/clock.ts";
import { startServerWithSmtp } from "../helpers/server_setups.ts";
import { type Client, signUpEach } from "../helpers/users.ts";

type Home = { html: string; csp: string; cacheControl: string | null; etag: string | null };

async function home(url: string, client?: Client): Promise<Home> {
  const res = await fetch(`${url}/`, { headers: client ? { cookie: client.cookieHeader } : {} });
  assert.equal(res.status, 200);
  return {
    html: await res.text(),
    csp: res.headers.get("content-security-policy") ?? "",
    cacheControl: res.headers.get("cache-control"),
    etag: res.headers.get("etag"),
  };
}

/** A copy made for memory carries its inline scripts' hashes; a page rendered for one answer, a
 * nonce. */
const fromCopy = (page: Home) => !page.csp.includes("'nonce-") && page.csp.includes("'sha256-");

/** The name in the page's header: whose page it is. */
const owner = (page: Home) => /class="nav-user-name">([^<]+)</.exec(page.html)?.[1];

/** The usernames the discover area suggests. */
const suggested = (page: Home) =>
  [...new Set([...page.html.matchAll(/data-user="([^"]+)"/g)].map((m) => m[1]))].sort();

Deno.test("[pages] a student's own copy of the home page", async (t) => {
  const clock = manualClock(Date.now());
  const { server, smtp, close } = await startServerWithSmtp({ clock });
  try {
    const [asha, bilal, chen] = await signUpEach(server, smtp, [
      { name: "Asha Copy", username: "asha_copy" },
      { name: "Bilal Copy", username: "bilal_copy" },
      { name: "Chen Copy", username: "chen_copy" },
    ]);

    await t.step(
      "a single visit is rendered for it; the second within seconds is kept",
      async () => {
        const first = await home(server.url, asha.client);
        assert.ok(!fromCopy(first));
        const second = await home(server.url, asha.client);
        const third = await home(server.url, asha.client);
        for (const page of [second, third]) {
          assert.ok(fromCopy(page));
          assert.equal(owner(page), "Asha Copy");
          // Never on disk, never revalidated: a shared computer keeps nothing after sign-out.
          assert.equal(page.cacheControl, "private, no-store");
          assert.equal(page.etag, null);
        }
        assert.equal(third.html, second.html);
        assert.deepEqual(suggested(third), ["bilal_copy", "chen_copy"]);
      },
    );

    await t.step("another student, and a visitor, never get it", async () => {
      for (let i = 0; i < 3; i++) {
        const page = await home(server.url, bilal.client);
        assert.equal(owner(page), "Bilal Copy");
        assert.ok(!suggested(page).includes("bilal_copy"));
      }
      const visitor = await home(server.url);
      assert.equal(owner(visitor), undefined);
    });

    await t.step("the student's own write drops it: the next visit shows the change", async () => {
      assert.equal(
        (await asha.client.request("POST", `/api/users/${chen.user._id}/follow`)).status,
        200,
      );
      const after = await home(server.url, asha.client);
      assert.ok(!fromCopy(after));
      assert.deepEqual(suggested(after), ["bilal_copy"], "no longer suggests whom she follows");
      const renamed = await asha.client.request("PUT", `/api/users/${asha.user._id}`, {
        name: "Asha Renamed",
      });
      assert.equal(renamed.status, 200);
      assert.equal(owner(await home(server.url, asha.client)), "Asha Renamed");
    });

    await t.step("a copy lasts five seconds", async () => {
      await home(server.url, asha.client);
      assert.ok(fromCopy(await home(server.url, asha.client)));
      clock.advance(5_001);
      assert.ok(!fromCopy(await home(server.url, asha.client)), "rendered again");
    });

    await t.step("signed out, the same browser gets the visitors' page", async () => {
      assert.equal((await asha.client.request("POST", "/api/auth/logout")).status, 200);
      const page = await home(server.url, asha.client);
      assert.equal(owner(page), undefined);
      assert.equal(page.cacheControl, "private, no-cache");
    });
  } finally {
    await close();
  }
});
