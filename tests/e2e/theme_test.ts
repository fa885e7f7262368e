/** In real Chromium: the header, the sitemap, the theme switch kept across reloads, and redirects. */
import assert from "node:assert/strict";
import {
  browserTest,
  launchBrowser,
  newContext,
  reload,
  visit,
  waitForIslands,
} from "../helpers/browser.ts";
import { assertNoPageErrors } from "../helpers/page_checks.ts";
import { screenshots } from "../helpers/screenshots.ts";
import { startServer } from "../helpers/server.ts";

browserTest(
  "[e2e] header to sitemap, theme switch kept after reload, unknown path lands on /",
  async (t) => {
    const server = await startServer();
    const browser = await launchBrowser();
    const { page, problems } = await newContext(browser);
    try {
      await t.step("home opens dark, with the header, within its JavaScript budget", async () => {
        const scripts: Promise<number>[] = [];
        const onResponse = (res: import("playwright-core").Response) => {
          if (res.request().resourceType() === "script") {
            scripts.push(res.request().sizes().then((s) => s.responseBodySize));
          }
        };
        page.on("response", onResponse);
        await visit(page, `${server.url}/`);
        page.off("response", onResponse);
        const bytes = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
        console.log(`home page JavaScript: ${scripts.length} files, ${bytes} bytes compressed`);
        assert.ok(bytes > 0 && bytes <= 100 * 1024, `home ships ${bytes} bytes of JS`);
        assert.equal(await page.getAttribute("html", "data-theme"), "dark");
        await page.getByRole("link", { name: "Campus home" }).waitFor();
        await waitForIslands(page);
        await screenshots(page, "home");
      });

      await t.step("islands further down load their code once scrolled near", async () => {
        const feedback = page.locator('[data-island="FeedbackShowcase"]');
        assert.equal(await feedback.getAttribute("data-hydrate-on"), "visible");
        await page.locator("#feedback").scrollIntoViewIfNeeded();
        await page.locator('[data-island="FeedbackShowcase"][data-hydrated]').waitFor({
          state: "attached",
        });
        await page.evaluate(() => scrollTo(0, 0));
      });

      await t.step("the header's All link leads to the sitemap", async () => {
        await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "All" })
          .click();
        await page.waitForURL(`${server.url}/sitemap`);
        await page.getByRole("heading", { name: "All links" }).waitFor();
        await screenshots(page, "sitemap-dark");
      });

      await t.step("the switch turns the page light and stores the choice", async () => {
        const toggle = page.getByRole("switch");
        await waitForIslands(page);
        await toggle.click();
        assert.equal(await page.getAttribute("html", "data-theme"), "light");
        assert.equal(await page.evaluate(() => localStorage.getItem("theme")), "light");
        const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
        assert.equal(bg, "rgb(247, 248, 251)");
      });

      await t.step("after a reload the light theme is applied before first paint", async () => {
        // Record the theme at the first moment the body exists, before any island hydrates.
        await page.addInitScript(() => {
          document.addEventListener("readystatechange", () => {
            if (document.readyState === "interactive") {
              localStorage.setItem("themeAtFirstParse", document.documentElement.dataset.theme!);
            }
          }, { once: true });
        });
        await reload(page);
        assert.equal(await page.evaluate(() => localStorage.getItem("themeAtFirstParse")), "light");
        assert.equal(await page.getAttribute("html", "data-theme"), "light");
        assert.equal(await page.getByRole("switch").getAttribute("aria-checked"), "true");
        await screenshots(page, "sitemap-light");
      });

      await t.step("switching back restores dark", async () => {
        await page.getByRole("switch").click();
        assert.equal(await page.getAttribute("html", "data-theme"), "dark");
        await reload(page);
        assert.equal(await page.getAttribute("html", "data-theme"), "dark");
      });

      await t.step("an unknown path lands on /", async () => {
        await page.goto(`${server.url}/this/does/not/exist`);
        assert.equal(new URL(page.url()).pathname, "/");
      });

      await t.step("guarded pages send a visitor to /login", async () => {
        await page.goto(`${server.url}/feed`);
        assert.equal(new URL(page.url()).pathname, "/login");
        await page.goto(`${server.url}/chat`);
        assert.equal(new URL(page.url()).pathname, "/login");
      });

      await t.step("no errors in the console, no failed hydration", () => {
        assertNoPageErrors([problems]);
      });
    } finally {
      await browser.close();
      await server.close();
    }
  },
);
