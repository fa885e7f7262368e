/** In real Chromium: follow a suggested student from the home page; both profiles' counts move. */
import assert from "node:assert/strict";
import {
  browserTest,
  openAs,
  startServerWithDemoStudentsAndBrowser,
  visit,
} from "../helpers/browser.ts";
import { assertNoPageErrors } from "../helpers/page_checks.ts";
import { screenshots } from "../helpers/screenshots.ts";
import { loginDemo } from "../helpers/users.ts";

browserTest(
  "[e2e] follow a suggested student from home; follower counts change on both profiles",
  async (t) => {
    const { server, browser, close } = await startServerWithDemoStudentsAndBrowser();
    const me = await loginDemo(server, "aarav");
    const { page, problems } = await openAs(browser, server, me.client);
    try {
      let profilePath = "";
      await t.step("Suggested for you lists students; Follow turns into Following", async () => {
        await visit(page, `${server.url}/`);
        const card = page.locator("section[aria-labelledby=suggested-title]");
        const row = card.locator("li").first();
        profilePath = (await row.locator('a[href^="/profile/"]').first().getAttribute("href"))!;
        assert.match(profilePath, /^\/profile\/[0-9A-Z]{26}$/);
        await row.getByRole("button", { name: "Follow" }).click();
        await row.getByRole("button", { name: "Following" }).waitFor();
        await screenshots(page, "home-suggested-followed");
      });

      await t.step("the followed student's profile counts one follower", async () => {
        await visit(page, `${server.url}${profilePath}`);
        assert.equal(await page.locator("[data-stat=followers] strong").textContent(), "1");
        await page.getByRole("button", { name: "Unfollow" }).waitFor();
      });

      await t.step("my own profile counts one following", async () => {
        await visit(page, `${server.url}/profile/${me.id}`);
        assert.equal(await page.locator("[data-stat=following] strong").textContent(), "1");
        assert.equal(await page.locator("[data-stat=followers] strong").textContent(), "0");
      });

      await t.step("no errors in the console", () => assertNoPageErrors([problems]));
    } finally {
      await close();
    }
  },
);
