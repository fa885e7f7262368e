/**
 * In real Chromium: the home page's feedback area end to end — a visitor's quick feedback shows
 * in the carousel after the refetch, a student's report with an uploaded PDF (a PNG added, then
 * removed) opens in View Full Report, carousels advance by themselves and by their dots, and an
 * operator's hide and status change show on the page.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import {
  browserTest,
  openAs,
  startServerWithDemoStudentsAndBrowser,
  waitForIslands,
} from "../helpers/browser.ts";
import { assertNoPageErrors } from "../helpers/page_checks.ts";
import { shootEachThemeAndWidth } from "../helpers/screenshots.ts";
import { inputFile, pngInputFile } from "../helpers/images.ts";
import { minimalPdf } from "../helpers/documents.ts";
import { loginDemo } from "../helpers/users.ts";

const root = new URL("../../", import.meta.url).pathname;

/** Runs `deno task feedback <args>` as an operator would, on the KV file the server uses. */
async function operator(kvPath: string, ...args: string[]): Promise<string> {
  const { code, stdout, stderr } = await new Deno.Command(Deno.execPath(), {
    args: ["task", "--quiet", "feedback", ...args],
    cwd: root,
    env: { DENO_KV_PATH: kvPath, APP_ENV: "test", NO_COLOR: "1" },
  }).output();
  const text = new TextDecoder().decode(code === 0 ? stdout : stderr);
  assert.equal(code, 0, `deno task feedback ${args.join(" ")}: ${text}`);
  return text;
}

/** Opens home at the feedback area and waits for its island (it hydrates when seen). */
async function openFeedback(page: Page, url: string) {
  await page.goto(`${url}/#feedback`);
  await waitForIslands(page);
  await page.locator("#feedback").scrollIntoViewIfNeeded();
  await page.locator("#feedback [data-island][data-hydrated]").waitFor();
}

const slideLabel = (page: Page, carousel: string) =>
  page.getByRole("region", { name: carousel }).locator("[aria-roledescription=slide]")
    .getAttribute("aria-label");

browserTest("[e2e] feedback: send, see, report with files, carousels, moderation", async (t) => {
  // A KV file, so that the operator's command can open the same store from its own process.
  const dir = await Deno.makeTempDir({ prefix: "campus-feedback-e2e-" });
  const kvPath = `${dir}/kv.sqlite3`;
  const { server, browser, close } = await startServerWithDemoStudentsAndBrowser({ kvPath });
  const visitor = await openAs(browser, server);
  const { page } = visitor;
  try {
    await t.step("a visitor's quick feedback shows in the carousel after the refetch", async () => {
      await openFeedback(page, server.url);
      await page.getByText("No quick feedback yet").waitFor();
      await page.getByRole("button", { name: "Give Feedback" }).click();
      const dialog = page.getByRole("dialog", { name: "Quick Feedback" });
      await dialog.getByRole("button", { name: "Send feedback" }).click();
      await dialog.getByText("Please fill in all required fields").waitFor();
      await dialog.getByLabel("Name").fill("Meera <b>K</b>");
      await dialog.getByLabel("Role").fill("IT, 1st year");
      await dialog.getByLabel("Feedback").fill("The notes for Programming in C are gold.");
      // The star is the radio's label, as a pointer meets it.
      await dialog.locator("label", { has: page.getByRole("radio", { name: "4 stars" }) }).click();
      assert.ok(await dialog.getByRole("radio", { name: "4 stars" }).isChecked());
      await page.waitForTimeout(2100); // a person takes a moment; a bot does not
      await dialog.getByRole("button", { name: "Send feedback" }).click();
      await dialog.getByText("Feedback Submitted!").waitFor();
      await dialog.waitFor({ state: "detached" });
      const quick = page.getByRole("region", { name: "Quick Feedback" });
      await quick.getByText("The notes for Programming in C are gold.").waitFor();
      // Typed markup stays text.
      await quick.getByText("Meera <b>K</b>").waitFor();
    });

    const student = await loginDemo(server, "diya");
    const signedIn = await openAs(browser, server, student.client);
    const sp = signedIn.page;
    await t.step("a student's report: name prefilled, a file removed, opened in full", async () => {
      await openFeedback(sp, server.url);
      await sp.getByRole("button", { name: "Submit", exact: true }).click();
      const dialog = sp.getByRole("dialog", { name: "Technical Report" });
      assert.equal(await dialog.getByLabel("Name").inputValue(), student.user.name);
      await dialog.getByLabel("Role").fill("CSE, 2nd year");
      await dialog.getByLabel("Device info").fill("Laptop, Chromium");
      await dialog.getByRole("button", { name: "Submit report" }).click();
      await dialog.getByText("Please provide at least one type of feedback").waitFor();
      await dialog.getByLabel("Issues").fill("The chat list flickers on reconnect.");
      await dialog.getByLabel("Severity").selectOption("High");
      await dialog.getByLabel("Attachments").setInputFiles([
        pngInputFile("screen.png", 16),
        inputFile("log.pdf", "application/pdf", minimalPdf()),
      ]);
      await dialog.getByRole("button", { name: "Remove screen.png" }).waitFor();
      await dialog.getByRole("button", { name: "Remove screen.png" }).click();
      await dialog.getByRole("button", { name: "Remove log.pdf" }).waitFor();
      await shootEachThemeAndWidth(sp, "feedback-report-dialog", async (path) => {
        await sp.screenshot({ path });
      });
      await sp.waitForTimeout(2100);
      await dialog.getByRole("button", { name: "Submit report" }).click();
      await dialog.getByText("Report Submitted!").waitFor();
      await dialog.waitFor({ state: "detached" });

      const reports = sp.getByRole("region", { name: "Technical Reports" });
      await reports.getByText("The chat list flickers on reconnect.").waitFor();
      await reports.getByRole("button", { name: "View Full Report" }).click();
      const details = sp.getByRole("dialog", { name: "Technical Report Details" });
      await details.getByText("Pending").first().waitFor();
      const file = details.getByRole("link", { name: "log.pdf" });
      assert.match((await file.getAttribute("href"))!, /^\/api\/attachments\/[0-9A-Z]{26}$/);
      assert.equal(await details.getByText("screen.png").count(), 0);
      await details.getByRole("button", { name: "Close" }).first().click();
    });

    await t.step("the carousel advances by itself and by its dots", async () => {
      // A second item, sent over the API by another visitor.
      const res = await fetch(`${server.url}/api/feedback`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.origin },
        body: JSON.stringify({
          type: "quick",
          name: "Kabir",
          role: "CSE, 4th year",
          text: "Trending shows me what my seniors read.",
          fillMs: 5000,
        }),
      });
      assert.equal(res.status, 201);
      await page.getByRole("button", { name: "Refresh quick feedback" }).click();
      const carousel = page.getByRole("region", { name: "Quick Feedback" });
      await carousel.getByRole("button", { name: "Show feedback 2 of 2" }).waitFor();
      await page.mouse.move(0, 0); // hovering holds the carousel still
      assert.equal(await slideLabel(page, "Quick Feedback"), "1 of 2");
      await page.waitForFunction(
        () =>
          document.querySelector("[aria-label='Quick Feedback'] [aria-roledescription=slide]")
            ?.getAttribute("aria-label") === "2 of 2",
        undefined,
        { timeout: 8000 },
      );
      await carousel.getByRole("button", { name: "Show feedback 1 of 2" }).click();
      assert.equal(await slideLabel(page, "Quick Feedback"), "1 of 2");
      await shootEachThemeAndWidth(page, "feedback-section", async (path) => {
        await page.locator("#feedback").scrollIntoViewIfNeeded();
        await page.locator("#feedback").screenshot({ path, animations: "disabled" });
      });
    });

    await t.step(
      "deno task feedback hides an item and moves a report on; the page shows it",
      async () => {
        const list = await fetch(`${server.url}/api/feedback?type=quick`).then((r) => r.json());
        const kabir = list.feedback.find((f: { name: string }) => f.name === "Kabir");
        const filed = await fetch(`${server.url}/api/feedback?type=technical`).then((r) =>
          r.json()
        );
        await operator(kvPath, "hide", kabir._id);
        await operator(kvPath, "status", filed.feedback[0]._id, "resolved");
        // Visitors share one copy of home, made again every few seconds (docs/decisions.md,
        // "Pages the same for every signed-out visitor"): reload until the new status shows.
        const resolved = page.locator("#feedback .home-slide", {
          hasText: "The chat list flickers on reconnect.",
        }).getByText("Status: Resolved");
        const deadline = Date.now() + 15_000;
        do {
          await page.waitForTimeout(1_000);
          await page.reload();
          await openFeedback(page, server.url);
        } while (await resolved.count() === 0 && Date.now() < deadline);
        const quick = page.getByRole("region", { name: "Quick Feedback" });
        await quick.getByText("The notes for Programming in C are gold.").waitFor();
        assert.equal(await page.getByText("Trending shows me what my seniors read.").count(), 0);
        const reports = page.getByRole("region", { name: "Technical Reports" });
        await reports.getByText("The chat list flickers on reconnect.").waitFor();
        await reports.locator(".home-slide").getByText("Status: Resolved").waitFor();
        assertNoPageErrors([visitor.problems, signedIn.problems]);
      },
    );
  } finally {
    await close();
    await Deno.remove(dir, { recursive: true });
  }
});
