/**
 * In real Chromium: the home page's discover area as a visitor and as a signed-in student —
 * quick links, username search, filters and their intersection, Suggested for you with Shuffle.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import {
  browserTest,
  newContext,
  signInThroughBrowser,
  startServerWithDemoStudentsAndBrowser,
  waitForIslands,
} from "../helpers/browser.ts";
import { assertNoPageErrors } from "../helpers/page_checks.ts";
import { shootEachThemeAndWidth } from "../helpers/screenshots.ts";
import { DEMO_PASSWORD } from "../../src/users/seed.ts";
import { findUserByUsername } from "../../src/users/repo.ts";

/** The discover section alone, at desktop and phone width, in the dark and the light theme. */
function discoverShots(page: Page, name: string): Promise<void> {
  return shootEachThemeAndWidth(page, `discover-${name}`, async (path) => {
    // From the top of the page, so the sticky header and the sticky card sit where they belong.
    await page.evaluate(() => scrollTo(0, 0));
    const box = (await page.locator("#discover").boundingBox())!;
    await page.screenshot({ path, fullPage: true, clip: box, animations: "disabled" });
  });
}

/** The usernames on the discover result cards, in order. */
function resultUsers(page: Page): Promise<string[]> {
  return page.locator("#discover-results .user-card").evaluateAll((els) =>
    els.map((el) => el.getAttribute("data-user") ?? "")
  );
}

/** Waits until the results are settled and their usernames satisfy `ok`. */
async function waitForResults(page: Page, ok: (users: string[]) => boolean): Promise<string[]> {
  const deadline = Date.now() + 8000;
  for (;;) {
    const busy = await page.locator("#discover-results").getAttribute("aria-busy");
    const users = await resultUsers(page);
    if (busy === "false" && ok(users)) return users;
    if (Date.now() > deadline) throw new Error(`results never matched; last: ${users.join(", ")}`);
    await page.waitForTimeout(50);
  }
}

browserTest(
  "[e2e] discover: suggestions, quick links, search, filters, follow and shuffle",
  async (t) => {
    const { server, browser, close } = await startServerWithDemoStudentsAndBrowser();
    const aarav = (await findUserByUsername(server.kv, "aarav"))!;
    const { page, problems } = await newContext(browser);
    const discover = page.locator("#discover");
    const suggested = page.getByRole("region", { name: "Suggested for you" });
    try {
      await t.step("a visitor sees suggested students but no quick links or Follow", async () => {
        await page.goto(`${server.url}/`);
        // Server-rendered: the cards are in the HTML before any island hydrates.
        assert.ok((await resultUsers(page)).length > 0);
        await waitForIslands(page);
        assert.equal(await page.getByRole("navigation", { name: "Quick links" }).count(), 0);
        assert.ok(await suggested.locator(".suggested-row").count() > 0);
        assert.equal(await discover.getByRole("button", { name: "Follow" }).count(), 0);
        await discover.getByRole("link", { name: "Join Campus" }).waitFor();
        await discoverShots(page, "signed-out");
      });

      await t.step("the tabs work with the keyboard; Recent Posts is empty", async () => {
        const people = page.getByRole("tab", { name: "Discover People" });
        await people.focus();
        await page.keyboard.press("ArrowRight");
        const posts = page.getByRole("tab", { name: "Recent Posts" });
        assert.equal(await posts.getAttribute("aria-selected"), "true");
        assert.ok(await posts.evaluate((el) => el === document.activeElement));
        const panel = page.getByRole("tabpanel", { name: "Recent Posts" });
        await panel.getByText("No posts yet. Be the first to share something.").waitFor();
        assert.equal(
          await panel.getByRole("link", { name: "Sign up to start posting" }).getAttribute("href"),
          "/signup",
        );
        await page.keyboard.press("ArrowLeft");
        assert.equal(await people.getAttribute("aria-selected"), "true");
        await page.getByPlaceholder("Search by username").waitFor();
      });

      await t.step("aarav signs in and sees the quick links", async () => {
        await signInThroughBrowser(page, server, "aarav", DEMO_PASSWORD);
        const links = page.getByRole("navigation", { name: "Quick links" });
        const hrefs = await links.getByRole("link").evaluateAll((els) =>
          els.map((el) => [el.querySelector("strong")?.textContent, el.getAttribute("href")])
        );
        assert.deepEqual(hrefs, [
          ["Your feed", "/feed"],
          ["Messages", "/chat"],
          ["Your profile", `/profile/${aarav._id}`],
        ]);
        // Suggestions never show the viewer.
        assert.ok(!(await resultUsers(page)).includes("aarav"));
        assert.ok((await discover.getByRole("button", { name: "Follow" }).count()) > 0);
      });

      await t.step("typing 'di' searches once, after a pause, and finds Diya only", async () => {
        const searches: string[] = [];
        page.on("request", (r) => r.url().includes("users.search") && searches.push(r.url()));
        await page.getByPlaceholder("Search by username").pressSequentially("di", { delay: 60 });
        assert.deepEqual(await waitForResults(page, (u) => u.length === 1), ["diya"]);
        assert.equal(searches.length, 1, "one search for two quick keystrokes");
        // Search results carry View Profile only: whether aarav follows them is not known here.
        const card = discover.locator(".user-card", { hasText: "Diya Patel" });
        assert.equal(await card.getByRole("button", { name: "Follow" }).count(), 0);
        await card.getByRole("link", { name: "View Profile" }).waitFor();
        await discover.getByText("1 student found").waitFor();
      });

      await t.step("clearing the search brings the suggestions back", async () => {
        await page.getByPlaceholder("Search by username").fill("");
        const users = await waitForResults(page, (u) => u.length === 5);
        assert.deepEqual(users.toSorted(), ["ananya", "diya", "ishita", "kabir", "rohan"]);
        await discover.getByText("Students you might want to know").waitFor();
      });

      await t.step("Department Computer Science + Apply shows only its students", async () => {
        await page.getByLabel("Department").selectOption("Computer Science");
        await page.getByRole("button", { name: "Apply" }).click();
        const users = await waitForResults(page, (u) => u.length === 3);
        assert.deepEqual(users.toSorted(), ["aarav", "ishita", "kabir"]);
        const lines = await discover.locator("#discover-results .user-card-study")
          .allTextContents();
        assert.equal(lines.length, 3);
        for (const line of lines) assert.match(line, /^Computer Science · Year \d$/);
      });

      await t.step("text 'ka' with that filter gives exactly Kabir", async () => {
        await page.getByPlaceholder("Search by username").fill("ka");
        assert.deepEqual(await waitForResults(page, (u) => u.length === 1), ["kabir"]);
        await discoverShots(page, "filtered");
      });

      await t.step("'zzz' finds nobody", async () => {
        await page.getByPlaceholder("Search by username").fill("zzz");
        await discover.getByText("No users found").waitFor();
        assert.deepEqual(await resultUsers(page), []);
        await page.getByRole("button", { name: "Clear" }).click();
        await page.getByPlaceholder("Search by username").fill("");
        await waitForResults(page, (u) => u.length === 5);
      });

      await t.step("a slow older answer never replaces a newer one", async () => {
        const slow = /"username":"ro"/;
        await page.route(/users\.search/, async (route) => {
          if (slow.test(decodeURIComponent(route.request().url()))) {
            await new Promise((r) => setTimeout(r, 1200));
          }
          await route.continue();
        });
        const box = page.getByPlaceholder("Search by username");
        await box.fill("ro");
        await page.waitForTimeout(450); // the search for "ro" is on its way
        await box.fill("is");
        assert.deepEqual(await waitForResults(page, (u) => u.length === 1), ["ishita"]);
        await page.waitForTimeout(1200); // "ro" (Rohan) answers now, and must be dropped
        assert.deepEqual(await resultUsers(page), ["ishita"]);
        await page.unroute(/users\.search/);
        await box.fill("");
        await waitForResults(page, (u) => u.length === 5);
      });

      await t.step("while a search loads, the cards on screen stay (no flash)", async () => {
        let release!: () => void;
        const released = new Promise<void>((r) => release = r);
        await page.route(/users\.search/, async (route) => {
          await released;
          await route.continue();
        });
        await page.getByPlaceholder("Search by username").fill("an");
        await discover.getByText("Loading students...").waitFor();
        assert.equal(await page.locator("#discover-results").getAttribute("aria-busy"), "true");
        assert.equal(await resultUsers(page).then((u) => u.length), 5);
        assert.equal(await discover.locator(".discover-skeleton-card").count(), 0);
        release();
        assert.deepEqual(await waitForResults(page, (u) => u.length === 1), ["ananya"]);
        await page.unroute(/users\.search/);
        await page.getByPlaceholder("Search by username").fill("");
        await waitForResults(page, (u) => u.length === 5);
      });

      await t.step("following in Suggested for you turns both buttons to Following", async () => {
        const row = suggested.locator(".suggested-row").first();
        const username = (await row.getAttribute("data-user"))!;
        // The button turns at once; the shuffle below must come after the server has the follow.
        const saved = page.waitForResponse((r) =>
          r.request().method() === "POST" && /follow/i.test(r.url()) && r.ok()
        );
        await row.getByRole("button", { name: "Follow" }).click();
        await row.getByRole("button", { name: "Following" }).waitFor();
        await saved;
        // The same student's discover card agrees.
        const card = discover.locator(`#discover-results .user-card[data-user="${username}"]`);
        await card.getByRole("button", { name: "Following" }).waitFor();
        await discoverShots(page, "signed-in");

        // The button may still read Shuffle before the click's fetch starts: wait for the answer.
        const shuffled = page.waitForResponse((r) => /users\.suggest/.test(r.url()) && r.ok());
        await suggested.getByRole("button", { name: "Shuffle" }).click();
        await shuffled;
        await suggested.getByRole("button", { name: "Shuffle" }).and(page.locator(":enabled"))
          .waitFor();
        const rows = await suggested.locator(".suggested-row").evaluateAll((els) =>
          els.map((el) => el.getAttribute("data-user"))
        );
        assert.equal(rows.length, 4);
        assert.ok(!rows.includes(username), "a followed student is no longer suggested");
        assert.ok(!rows.includes("aarav"));
      });

      await t.step("no errors in the console", () => {
        assertNoPageErrors([problems]);
      });
    } finally {
      await close();
    }
  },
);
