/**
 * Pages served from memory to signed-out visitors work in a real browser: their inline scripts
 * pass the hash-based Content-Security-Policy and every island hydrates, also when the browser
 * revalidates its copy; signing in then shows the student's own page at the same URL, and the
 * student's own copy of the home page, kept when they ask again within seconds, hydrates too.
 */
import assert from "node:assert/strict";
import {
  browserTest,
  newContext,
  signInThroughBrowser,
  startServerWithSmtpAndBrowser,
  visit,
  waitForIslands,
} from "../helpers/browser.ts";
import { screenshots } from "../helpers/screenshots.ts";
import { signUp } from "../helpers/users.ts";

browserTest(
  "[pages] cached signed-out pages hydrate and give way to the signed-in page",
  async (t) => {
    const { server, smtp, browser, close } = await startServerWithSmtpAndBrowser();
    try {
      const { context, page, problems } = await newContext(browser);
      for (const path of ["/", "/guide", "/team", "/contact"]) {
        await t.step(`${path} hydrates under its hash-based policy, twice`, async () => {
          await visit(page, `${server.url}${path}`);
          await waitForIslands(page);
          // The second visit revalidates with If-None-Match and renders the browser's copy.
          const revalidated = page.waitForResponse((r) => new URL(r.url()).pathname === path);
          await page.reload();
          assert.ok([200, 304].includes((await revalidated).status()));
          await waitForIslands(page);
          assert.deepEqual(problems.errors, []);
        });
      }
      await screenshots(page, "page-cache-guide-signed-out");

      await t.step("after signing in, the same URL shows the student's header", async () => {
        const { password, user } = await signUp(server, smtp, { name: "Meera Iyer" });
        await signInThroughBrowser(page, server, user.username, password);
        await visit(page, `${server.url}/guide`);
        await waitForIslands(page);
        await page.locator(".nav-user-name", { hasText: "Meera Iyer" }).first().waitFor({
          state: "attached",
        });
        assert.deepEqual(problems.errors, []);
        await screenshots(page, "page-cache-guide-signed-in");
      });

      await t.step(
        "the student's home asked for again is their copy, and it hydrates",
        async () => {
          await visit(page, `${server.url}/`);
          const again = page.waitForResponse((r) => new URL(r.url()).pathname === "/");
          await page.reload();
          const csp = (await (await again).allHeaders())["content-security-policy"];
          // The copy kept in memory allows its scripts by hash, as the visitors' copy does.
          assert.doesNotMatch(csp, /'nonce-/);
          await waitForIslands(page);
          await page.locator(".nav-user-name", { hasText: "Meera Iyer" }).first().waitFor({
            state: "attached",
          });
          const follow = page.locator("section[aria-labelledby=suggested-title]")
            .getByRole("button", { name: "Follow" });
          assert.equal(await follow.count(), 0, "nobody else here to suggest");
          assert.deepEqual(problems.errors, []);
        },
      );
      await context.close();
    } finally {
      await close();
    }
  },
);
