/**
 * In real Chromium, the profile's Files tab: the owner opens a saved file whole, downloads it,
 * opens it in a new editor room (the editor shows its content) and deletes another file after
 * confirming; a signed-in visitor opens the public file but cannot delete it.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import {
  arriveAt,
  browserTest,
  openAs,
  startServerWithSmtpAndBrowser,
  visit,
} from "../helpers/browser.ts";
import { assertNoPageErrors } from "../helpers/page_checks.ts";
import { screenshots, shootEachThemeAndWidth } from "../helpers/screenshots.ts";
import { signUpEach } from "../helpers/users.ts";

const lines = Array.from(
  { length: 60 },
  (_, i) => `def step_${i}(n):  # line ${i + 1}\n    return n * ${i} + fib(n - 1)`,
);
const CODE = `# Fibonacci, slowly\n${lines.join("\n")}\nprint(step_59(10))\n`;
const NOTES = "# Notes\n\n- arrays\n- two pointers\n";

/** The editor's visible text, with Monaco's non-breaking spaces as plain ones. */
function editorText(page: Page): Promise<string> {
  return page.evaluate(() =>
    (document.querySelector<HTMLElement>(".room-monaco .view-lines")?.innerText ?? "")
      .replaceAll("\u00a0", " ")
  );
}

browserTest("[e2e] files: open, download, open in a new room, delete", async (t) => {
  const { server, smtp, browser, close } = await startServerWithSmtpAndBrowser();
  try {
    const [a, b] = await signUpEach(server, smtp, [
      { name: "Meera Coder", username: "meera_codes" },
      { name: "Kabir Reader", username: "kabir_reads" },
    ]);
    for (
      const [filename, content, visibility] of [["notes.md", NOTES, "private"], [
        "fib.py",
        CODE,
        "public",
      ]]
    ) {
      const res = await a.client.request("POST", "/api/files/save", {
        roomId: "meera001",
        filename,
        content,
        visibility,
      });
      assert.equal(res.status, 201);
    }
    const owner = await openAs(browser, server, a.client);
    const page = owner.page;
    const profileUrl = `${server.url}/profile/${a.user._id}`;
    const card = (name: string) => page.locator(".file-card", { hasText: name });

    await t.step("the Files tab lists both with their actions", async () => {
      await visit(page, profileUrl);
      await page.getByRole("tab", { name: "Files" }).click();
      await card("fib.py").waitFor();
      for (const action of ["Open", "Download", "Open in new room", "Delete"]) {
        await page.getByRole(action === "Download" ? "link" : "button", {
          name: `${action} notes.md`,
          exact: true,
        }).waitFor();
      }
      await screenshots(page, "profile-files-actions");
    });

    await t.step("Open shows the whole file, read-only, in a scrolling box", async () => {
      await page.getByRole("button", { name: "Open fib.py", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "fib.py" });
      await dialog.getByText("Python ·").waitFor();
      const view = dialog.getByLabel("Content of fib.py");
      const text = await view.innerText();
      assert.equal(text, CODE);
      const scrolls = await view.evaluate((el) => el.scrollHeight > el.clientHeight);
      assert.ok(scrolls, "a long file scrolls inside the dialog");
      // The viewport only: a full-page shot would misplace the modal and the fixed header.
      await shootEachThemeAndWidth(page, "profile-file-open", async (path) => {
        await page.screenshot({ path });
      });
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
    });

    await t.step("Download saves the file under its name", async () => {
      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: "Download fib.py", exact: true }).click();
      const file = await download;
      assert.equal(file.suggestedFilename(), "fib.py");
      assert.equal(await Deno.readTextFile((await file.path())!), CODE);
    });

    await t.step("Delete asks first, names the file, then removes it", async () => {
      await page.getByRole("button", { name: "Delete notes.md", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Delete file?" });
      await dialog.getByText("notes.md").waitFor();
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await card("notes.md").waitFor();
      await page.getByRole("button", { name: "Delete notes.md", exact: true }).click();
      await screenshots(page, "profile-file-delete");
      const deleted = page.waitForResponse((r) => /files\.remove/.test(r.url()) && r.ok());
      await dialog.getByRole("button", { name: "Delete", exact: true }).click();
      await deleted;
      await card("notes.md").waitFor({ state: "detached" });
      await visit(page, profileUrl);
      await page.getByRole("tab", { name: "Files" }).click();
      await card("fib.py").waitFor();
      assert.equal(await card("notes.md").count(), 0);
    });

    await t.step("a visitor opens the public file; no Delete", async () => {
      const visitor = await openAs(browser, server, b.client);
      const pv = visitor.page;
      await visit(pv, profileUrl);
      await pv.getByRole("tab", { name: "Files" }).click();
      await pv.locator(".file-card", { hasText: "fib.py" }).waitFor();
      assert.equal(await pv.getByRole("button", { name: /^Delete/ }).count(), 0);
      await pv.getByRole("button", { name: "Open fib.py", exact: true }).click();
      await pv.getByRole("dialog", { name: "fib.py" }).getByText("print(step_59(10))").waitFor();
      assert.deepEqual(visitor.problems.errors, []);
      await visitor.context.close();
    });

    await t.step("Open in new room: the editor starts with the file", async () => {
      await page.getByRole("button", { name: "Open in new room fib.py", exact: true }).click();
      await arriveAt(page, /\/editor\/[0-9a-z]{8}$/);
      await page.getByRole("button", { name: "Connect" }).click();
      await page.locator(".room-status").getByText("Connected").waitFor();
      await page.getByRole("button", { name: "fib.py", exact: true }).first().waitFor();
      await page.waitForFunction(
        () =>
          document.querySelector(".room-monaco .view-lines")?.textContent?.includes("Fibonacci"),
      );
      const text = await editorText(page);
      assert.ok(text.startsWith("# Fibonacci, slowly\ndef step_0(n):"), text.slice(0, 80));
      assert.equal(await page.getByLabel("Language").inputValue(), "python");
      await screenshots(page, "editor-from-file");
    });

    await t.step("no errors in the console", () => assertNoPageErrors([owner.problems]));
  } finally {
    await close();
  }
});
