/**
 * In real Chromium, the resume builder: a student with a filled-in profile makes a resume from it,
 * edits it with the preview following, saves, prints it to an A4 PDF that is one page and holds
 * their name and skills, and shares a link a visitor can open until it is turned off.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { extractText, getDocumentProxy } from "unpdf";
import { browserTest, openAs, startServerWithSmtpAndBrowser, visit } from "../helpers/browser.ts";
import { assertNoPageErrors } from "../helpers/page_checks.ts";
import { screenshots } from "../helpers/screenshots.ts";
import { signUpEach } from "../helpers/users.ts";

/** Waits for the tRPC call `procedure` that `act` starts, and for its answer. */
async function answered(page: Page, procedure: string, act: () => Promise<void>) {
  const response = page.waitForResponse((r) => r.url().includes(`/trpc/${procedure}`));
  await act();
  const res = await response;
  assert.equal(res.status(), 200, procedure);
}

browserTest("[e2e] resume: built from the profile, printed to one A4 page, shared", async (t) => {
  const { server, smtp, browser, close } = await startServerWithSmtpAndBrowser();
  try {
    const [student] = await signUpEach(server, smtp, [
      { name: "Nisha Raman", username: "nisha_cv" },
    ]);
    const c = student.client;
    await c.request("PUT", `/api/users/${student.user._id}`, {
      department: "Computer Science",
      year: "4",
      specialization: "AI/ML",
      bio: "Final-year student who likes turning papers into working models and tools.",
    });
    for (
      const [title, content, tags] of [
        ["Attendance from classroom photos", "Face detection and a small web app.", ["pytorch"]],
        ["Placement prep tracker", "A roadmap of DSA topics with progress per week.", ["react"]],
      ] as const
    ) {
      await c.request("POST", "/api/posts", { type: "text", title, content, tags });
    }
    await c.request("POST", "/api/files/save", {
      roomId: "nisha001",
      filename: "model.py",
      content: "print('hi')",
    });
    const owner = await openAs(browser, server, c);
    const page = owner.page;
    const paper = page.locator(".resume-builder .resume-paper");

    await t.step("a new resume is drafted from the profile", async () => {
      await visit(page, `${server.url}/resume`);
      await answered(
        page,
        "resumes.create",
        () => page.getByRole("button", { name: "New resume from my profile" }).click(),
      );
      await paper.getByRole("heading", { name: "Nisha Raman" }).waitFor();
      for (const text of ["B.Tech, Computer Science", "AI/ML", "Python", "pytorch"]) {
        await paper.getByText(text, { exact: true }).first().waitFor();
      }
      await paper.getByText("Placement prep tracker").waitFor();
    });

    await t.step("edits show in the preview at once and are saved", async () => {
      await page.getByLabel("E-mail").fill("nisha@example.com");
      await page.getByLabel("One per line").fill("Smart India Hackathon 2026 finalist");
      await paper.getByText("nisha@example.com").waitFor();
      await page.getByText("Unsaved changes").waitFor();
      await answered(
        page,
        "resumes.update",
        () => page.getByRole("button", { name: "Save", exact: true }).click(),
      );
      await page.getByText("All changes saved").waitFor();
      await page.getByRole("radio", { name: "Modern" }).check();
      assert.ok(await page.locator(".resume-paper.resume-modern").isVisible());
      await answered(
        page,
        "resumes.update",
        () => page.getByRole("button", { name: "Save", exact: true }).click(),
      );
      await page.reload();
      await paper.getByText("Smart India Hackathon 2026 finalist").waitFor();
      assert.ok(await page.locator(".resume-paper.resume-modern").isVisible());
      await screenshots(page, "resume-builder");
    });

    await t.step("printed to A4, it is one page with the name and skills", async () => {
      const pdf = await page.pdf({ format: "A4", printBackground: true });
      await page.emulateMedia({ media: "print" });
      await screenshots(page, "resume-print");
      // Back to the page's own media: `page.pdf()` prints with print media only then.
      await page.emulateMedia({ media: null });
      const raw = new TextDecoder("latin1").decode(pdf);
      assert.equal(raw.match(/\/Type\s*\/Page[^s]/g)?.length, 1);
      const doc = await getDocumentProxy(new Uint8Array(pdf));
      assert.equal(doc.numPages, 1);
      const { text } = await extractText(doc, { mergePages: true });
      for (
        const word of ["Nisha Raman", "AI/ML", "Python", "pytorch", "react", "nisha@example.com"]
      ) {
        assert.ok(text.includes(word), `${word} in ${text}`);
      }
      // The site around the resume is not printed.
      for (const word of ["Resume builder", "Version name", "Skip to content", "Privacy"]) {
        assert.ok(!text.includes(word), `${word} printed`);
      }
    });

    await t.step("the paper the student chooses is the page size, one page each", async () => {
      for (const [paper, width, height] of [["Letter", 612, 792], ["A4", 595, 842]] as const) {
        await page.getByLabel("Paper").selectOption({ label: paper });
        const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
        const doc = await getDocumentProxy(new Uint8Array(pdf));
        assert.equal(doc.numPages, 1, paper);
        const { width: w, height: h } = (await doc.getPage(1)).getViewport({ scale: 1 });
        assert.deepEqual([Math.round(w), Math.round(h)], [width, height], paper);
      }
    });

    await t.step("a shared link opens for a visitor until it is turned off", async () => {
      // Checked only once the server has answered, so it is clicked rather than `check`ed.
      const shareBox = page.getByRole("checkbox", { name: "Share a public link" });
      await answered(
        page,
        "resumes.setSharing",
        () => shareBox.click(),
      );
      await page.locator(".resume-link a").waitFor();
      assert.ok(await shareBox.isChecked());
      const link = await page.locator(".resume-link a").getAttribute("href");
      assert.ok(link && /\/r\/[A-Za-z0-9_-]{22}$/.test(link), link ?? "no link");
      const visitor = await openAs(browser, server);
      const res = await visitor.page.goto(link);
      assert.equal(res?.status(), 200);
      await visitor.page.getByRole("heading", { name: "Nisha Raman" }).waitFor();
      await screenshots(visitor.page, "resume-shared");
      await answered(
        page,
        "resumes.setSharing",
        () => shareBox.click(),
      );
      await page.locator(".resume-link").waitFor({ state: "detached" });
      const gone = await visitor.page.goto(link);
      assert.equal(gone?.status(), 404);
      await visitor.page.getByRole("heading", { name: "This resume is not shared" }).waitFor();
      await visitor.context.close();
    });

    await t.step("a version is duplicated to tailor, and deleted again", async () => {
      const version = page.getByLabel("Version", { exact: true });
      await answered(
        page,
        "resumes.create",
        () => page.getByRole("button", { name: "Duplicate" }).click(),
      );
      await page.locator("#resume-title[value='Resume 1 (copy)']").waitFor();
      assert.equal(await version.locator("option").count(), 2);
      await answered(
        page,
        "resumes.remove",
        () => page.getByRole("button", { name: "Delete" }).click(),
      );
      await page.locator("#resume-title[value='Resume 1']").waitFor();
      assert.deepEqual(await version.locator("option").allTextContents(), ["Resume 1"]);
      assert.ok(owner.alerts.some((a) => a.startsWith('Delete "Resume 1 (copy)"?')));
    });

    assertNoPageErrors([owner.problems]);
  } finally {
    await close();
  }
});
