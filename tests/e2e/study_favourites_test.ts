/**
 * In real Chromium: a subject starred while signed out is still starred after signing in, now
 * kept with the account (another browser signed in as the same student sees it), and a toggle
 * the server refuses goes back with a notice.
 */
import assert from "node:assert/strict";
import type { Locator, Page, Route } from "playwright-core";
import {
  browserTest,
  closeDialogWith,
  newContext,
  openAs,
  signInThroughBrowser,
  startServerWithSmtpAndBrowser,
  visit,
} from "../helpers/browser.ts";
import { assertNoPageErrors, dropExpectedErrors, waitForToast } from "../helpers/page_checks.ts";
import { fetchText } from "../helpers/http.ts";
import { shootEachThemeAndWidth } from "../helpers/screenshots.ts";
import { signUp } from "../helpers/users.ts";

const DATA_STRUCTURES = "s3-data-structures";
const OPERATING_SYSTEMS = "s5-operating-systems";

/** Scrolls to Resources and waits until the island there has hydrated. */
async function openResources(page: Page): Promise<void> {
  await page.locator("#StudyMaterials").scrollIntoViewIfNeeded();
  await page.locator('[data-island="StudyMaterials"][data-hydrated]').waitFor({
    state: "attached",
  });
}

/** The subject's button in the year cards. */
const subject = (page: Page, name: string) =>
  page.locator("#StudyMaterials .home-subject", { hasText: name });

/** The star on the subject's button. */
const starOf = (page: Page, name: string) =>
  subject(page, name).getByRole("img", { name: "Favourite" });

/** Opens the subject's dialog; answers the dialog and its favourite toggle. */
async function openSubject(page: Page, name: string) {
  await subject(page, name).click();
  const dialog = page.getByRole("dialog", { name });
  await dialog.waitFor();
  return { dialog, toggle: dialog.getByRole("button", { name: "Favourite" }) };
}

/** What the student sees, in both themes at desktop and phone width: the viewport (an open
 * dialog sits on top of it), with `target` (if given) scrolled to its middle. */
function studyShots(page: Page, name: string, target?: Locator): Promise<void> {
  return shootEachThemeAndWidth(page, `study-${name}`, async (path) => {
    await target?.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    await page.waitForTimeout(250);
    await page.screenshot({ path, animations: "disabled" });
  });
}

const stored = (page: Page) => page.evaluate(() => localStorage.getItem("favouriteSubjects"));

browserTest(
  "[e2e] study favourites: set signed out, kept after sign-in, on the server",
  async (t) => {
    const { server, smtp, browser, close } = await startServerWithSmtpAndBrowser();
    const student = await signUp(server, smtp, { name: "Priya Nair", username: "priya_n" });
    const favourites = async () =>
      (await student.client.request<{ favourites: string[] }>("GET", "/api/study/favourites"))
        .body.favourites;
    const visitor = await newContext(browser);
    const { page } = visitor;
    let other: Awaited<ReturnType<typeof openAs>> | null = null;
    try {
      await t.step("signed out, a star is kept in this browser", async () => {
        await visit(page, `${server.url}/`);
        await openResources(page);
        const { dialog, toggle } = await openSubject(page, "Data Structures");
        assert.equal(await toggle.getAttribute("aria-pressed"), "false");
        await toggle.click();
        await toggle.and(page.locator('[aria-pressed="true"]')).waitFor();
        await dialog.getByText("In your favourites on this device.").waitFor();
        assert.equal(await stored(page), JSON.stringify([DATA_STRUCTURES]));
        await studyShots(page, "favourite-visitor");
        await closeDialogWith(dialog, "Close dialog");
        await starOf(page, "Data Structures").waitFor();
        assert.deepEqual(await favourites(), [], "nothing reaches the server while signed out");
      });

      await t.step("after signing in, it is still a favourite, now on the server", async () => {
        await signInThroughBrowser(page, server, student.user.username, student.password);
        await openResources(page);
        await starOf(page, "Data Structures").waitFor();
        // The merge lands, then the browser forgets its own copy.
        await page.waitForFunction(() => localStorage.getItem("favouriteSubjects") === null);
        assert.deepEqual(await favourites(), [DATA_STRUCTURES]);
        const { dialog, toggle } = await openSubject(page, "Data Structures");
        assert.equal(await toggle.getAttribute("aria-pressed"), "true");
        await dialog.getByText("In your favourites, saved to your account.").waitFor();
        await studyShots(page, "favourite-student");
        await closeDialogWith(dialog, "Close dialog");
      });

      await t.step("back on / the star is there, from the server", async () => {
        // Server-rendered: in the page's HTML, before the island's code has loaded.
        const html = await fetchText(`${server.url}/`, {
          headers: { cookie: student.client.cookieHeader },
        });
        assert.match(html.text, /Data Structures<\/span><svg[^>]*aria-label="Favourite"/);
        assert.doesNotMatch(html.text, /Operating Systems<\/span><svg/);
        await visit(page, `${server.url}/`);
        await openResources(page);
        await starOf(page, "Data Structures").waitFor();
        await studyShots(page, "starred", subject(page, "Data Structures"));
      });

      await t.step(
        "another browser signed in as the same student sees it and writes to it",
        async () => {
          other = await openAs(browser, server, student.client);
          await visit(other.page, `${server.url}/`);
          await openResources(other.page);
          await starOf(other.page, "Data Structures").waitFor();
          assert.equal(await stored(other.page), null);
          const { dialog, toggle } = await openSubject(other.page, "Operating Systems");
          await toggle.click();
          await dialog.getByText("In your favourites, saved to your account.").waitFor();
          await closeDialogWith(dialog, "Close dialog");
          await other.page.waitForFunction(() =>
            !document.querySelector("[aria-disabled=true].home-fav")
          );
          await expectFavourites([DATA_STRUCTURES, OPERATING_SYSTEMS]);
        },
      );

      await t.step("a toggle the server refuses goes back, with a notice", async () => {
        const p = other!.page;
        // Sent on with a subject that does not exist, so the real server refuses it (404).
        let release!: () => void;
        const held = new Promise<void>((r) => release = r);
        const call = /\/trpc\/[^?]*study\.removeFavourite/;
        await p.route(call, async (route: Route) => {
          await held;
          await route.continue({
            postData: route.request().postData()!.replace(/"subjectId":"[^"]+"/, '"subjectId":"x"'),
          });
        });
        const { dialog, toggle } = await openSubject(p, "Data Structures");
        await toggle.click();
        // Shown before the server answers, and no second click meanwhile.
        await toggle.and(p.locator('[aria-pressed="false"][aria-disabled="true"]')).waitFor();
        await starOf(p, "Data Structures").waitFor({ state: "detached" });
        release();
        await waitForToast(p, "Subject not found.");
        await toggle.and(p.locator('[aria-pressed="true"]')).waitFor();
        await closeDialogWith(dialog, "Close dialog");
        await starOf(p, "Data Structures").waitFor();
        await p.unroute(call);
        await expectFavourites([DATA_STRUCTURES, OPERATING_SYSTEMS]);
        dropExpectedErrors(other!.problems, /\b404\b/);
      });

      await t.step("no errors in the console, no failed hydration", () => {
        assertNoPageErrors([visitor.problems, other!.problems]);
      });
    } finally {
      await close();
    }

    async function expectFavourites(ids: string[]) {
      assert.deepEqual(await favourites(), ids);
    }
  },
);
