/** In real Chromium: follow a suggested student from the home page; both profiles' counts move. */
import assert from "node:assert/strict";
import {
  ignoreE2e,
  launchBrowser,
  openAs,
  screenshots,
  waitForIslands,
} from "../helpers/browser.ts";
import { startServer } from "../helpers/server.ts";
import { Client } from "../helpers/users.ts";
import { DEMO_PASSWORD, seedStudents } from "../../src/users/seed.ts";

Deno.test({
  name: "[e2e] follow a suggested student from home; follower counts change on both profiles",
  ignore: ignoreE2e,
  sanitizeResources: false,
  sanitizeOps: false,
  async fn(t) {
    const server = await startServer();
    await seedStudents(server.kv, server.config);
    const me = new Client(server);
    const login = await me.request<{ user: { _id: string } }>("POST", "/api/auth/login", {
      emailOrUsername: "aarav",
      password: DEMO_PASSWORD,
    });
    const browser = await launchBrowser();
    const { page, problems } = await openAs(browser, server, me);
    try {
      let profilePath = "";
      await t.step("Suggested for you lists students; Follow turns into Following", async () => {
        await page.goto(`${server.url}/`);
        await waitForIslands(page);
        const card = page.locator("section[aria-labelledby=suggested-title]");
        const row = card.locator("li").first();
        profilePath = (await row.locator('a[href^="/profile/"]').first().getAttribute("href"))!;
        assert.match(profilePath, /^\/profile\/[0-9A-Z]{26}$/);
        await row.getByRole("button", { name: "Follow" }).click();
        await row.getByRole("button", { name: "Following" }).waitFor();
        await screenshots(page, "home-suggested-followed");
      });

      await t.step("the followed student's profile counts one follower", async () => {
        await page.goto(`${server.url}${profilePath}`);
        await waitForIslands(page);
        assert.equal(await page.locator("[data-stat=followers] strong").textContent(), "1");
        await page.getByRole("button", { name: "Unfollow" }).waitFor();
      });

      await t.step("my own profile counts one following", async () => {
        await page.goto(`${server.url}/profile/${login.body.user._id}`);
        await waitForIslands(page);
        assert.equal(await page.locator("[data-stat=following] strong").textContent(), "1");
        assert.equal(await page.locator("[data-stat=followers] strong").textContent(), "0");
      });

      await t.step("no errors in the console", () => assert.deepEqual(problems.errors, []));
    } finally {
      await browser.close();
      await server.close();
    }
  },
});
