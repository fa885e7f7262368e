/**
 * In real Chromium: the owner edits a profile and changes the picture, a visitor follows, both
 * follow lists show it, and the owner removes the follower after a Cancel.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import {
  type BrowserSession,
  browserTest,
  closeDialogWith,
  openAs,
  reload,
  startServerWithSmtpAndBrowser,
  visit,
} from "../helpers/browser.ts";
import { assertNoPageErrors, dropExpectedErrors, waitForAlert } from "../helpers/page_checks.ts";
import { inputFile } from "../helpers/images.ts";
import { screenshots, screenshotsInBothThemes } from "../helpers/screenshots.ts";
import { signUp } from "../helpers/users.ts";

/** A valid 1×1 PNG. */
const PNG_1X1 =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";

const stat = (page: Page, which: string) =>
  page.locator(`.profile-stat[data-stat="${which}"] strong`);

browserTest(
  "[e2e] profile: edit, picture, follow, follow lists and removing a follower",
  async (t) => {
    const { server, smtp, browser, close } = await startServerWithSmtpAndBrowser();
    const pngPath = await Deno.makeTempFile({ suffix: ".png" });
    await Deno.writeFile(pngPath, Uint8Array.from(atob(PNG_1X1), (c) => c.charCodeAt(0)));
    const sessions: BrowserSession[] = [];
    try {
      const a = await signUp(server, smtp, { name: "Asha Rao", username: "asha_rao" });
      const b = await signUp(server, smtp, { name: "Bilal Khan", username: "bilal_k" });
      const code = Array.from(
        { length: 40 },
        (_, i) => `export function step${i}(n: number): number { return n * ${i} + 1; }`,
      ).join("\n");
      for (
        const file of [
          { roomId: "dsa-week-3", filename: "binary_search.ts", visibility: "public" },
          { roomId: "scratch", filename: "notes.md", visibility: "private", content: "# Todo\n" },
          { roomId: "scratch", filename: "draft.py", visibility: "private", content: "pass\n" },
        ]
      ) {
        const res = await a.client.request("POST", "/api/files/save", { content: code, ...file });
        assert.equal(res.status, 201);
      }
      const aUrl = `${server.url}/profile/${a.user._id}`;
      const bUrl = `${server.url}/profile/${b.user._id}`;

      const asA = await openAs(browser, server, a.client);
      sessions.push(asA);
      const page = asA.page;

      await t.step("the owner sees their profile with Edit Profile and no Follow", async () => {
        await visit(page, aUrl);
        assert.equal(await page.title(), "Asha Rao · Campus");
        await page.getByRole("heading", { level: 1, name: "Asha Rao" }).waitFor();
        await page.getByText("@asha_rao").waitFor();
        await page.getByRole("button", { name: "Edit Profile" }).waitFor();
        await page.getByRole("button", { name: "Change picture" }).waitFor();
        assert.equal(await page.getByRole("button", { name: "Follow", exact: true }).count(), 0);
        assert.equal(await page.getByRole("link", { name: "Chat" }).count(), 0);
        // The Posts tab opens on All types; each type has its own empty state behind its sub-tab.
        await page.getByText("No posts yet").waitFor();
        await page.getByRole("tab", { name: "Sections/Roadmaps" }).click();
        await page.getByText("No roadmaps yet").waitFor();
        await screenshotsInBothThemes(page, "profile-owner");
      });

      await t.step("Edit Profile checks live, saves, and the header follows", async () => {
        await page.getByRole("button", { name: "Edit Profile" }).click();
        const name = page.getByLabel("Name", { exact: true });
        assert.equal(await name.inputValue(), "Asha Rao");
        await page.getByLabel("Username").fill("a");
        await page.getByText("Username must be at least 3 characters").waitFor();
        assert.ok(await page.getByRole("button", { name: "Save" }).isDisabled());
        await page.getByLabel("Username").fill("asha_rao");
        await name.fill("Asha R. Rao");
        await page.getByLabel("Bio").fill("Second-year CSE. Graphs, DP and a lot of coffee.");
        await page.getByLabel("Year").selectOption("3");
        await page.getByLabel("Department").selectOption("Computer Science");
        await page.getByLabel("Specialization").selectOption("AI/ML");
        await screenshotsInBothThemes(page, "profile-edit");
        await page.getByRole("button", { name: "Save" }).click();
        await page.getByRole("heading", { level: 1, name: "Asha R. Rao" }).waitFor();
        await page.getByRole("link", { name: "Your profile: Asha R. Rao" }).waitFor();
      });

      await t.step("after a reload the new values are there", async () => {
        await reload(page);
        await page.getByRole("heading", { level: 1, name: "Asha R. Rao" }).waitFor();
        await page.getByText("Second-year CSE. Graphs, DP and a lot of coffee.").waitFor();
        await page.getByText("Year 3", { exact: true }).waitFor();
        await page.getByText("Computer Science", { exact: true }).waitFor();
        await page.getByText("AI/ML", { exact: true }).waitFor();
        assert.equal(await page.title(), "Asha R. Rao · Campus");
      });

      await t.step("Cancel restores the earlier values", async () => {
        await page.getByRole("button", { name: "Edit Profile" }).click();
        await page.getByLabel("Name", { exact: true }).fill("Somebody Else");
        await page.getByLabel("Year").selectOption("");
        await page.getByRole("button", { name: "Cancel" }).click();
        await page.getByRole("heading", { level: 1, name: "Asha R. Rao" }).waitFor();
        await page.getByText("Year 3", { exact: true }).waitFor();
        await page.getByRole("button", { name: "Edit Profile" }).click();
        assert.equal(await page.getByLabel("Name", { exact: true }).inputValue(), "Asha R. Rao");
        assert.equal(await page.getByLabel("Year").inputValue(), "3");
        await page.getByRole("button", { name: "Cancel" }).click();
        await page.getByRole("button", { name: "Edit Profile" }).waitFor();
      });

      await t.step("the server's own validation message shows in the form", async () => {
        await page.getByRole("button", { name: "Edit Profile" }).click();
        await page.getByLabel("Username").fill("Bilal_K");
        await page.getByRole("button", { name: "Save" }).click();
        await page.getByText("That username is taken. Please choose another.").waitFor();
        assert.deepEqual(asA.alerts, []);
        await page.getByRole("button", { name: "Cancel" }).click();
        await page.getByText("@asha_rao").waitFor();
        // The browser logs the expected 409 answer as a failed resource; nothing else may show.
        dropExpectedErrors(asA.problems, /409 \(Conflict\)/);
      });

      await t.step("a picture is checked, previewed, then uploaded", async () => {
        const input = page.locator('input[type="file"]');
        await input.setInputFiles(inputFile("notes.txt", "text/plain", "not a picture"));
        await waitForAlert(asA.alerts, "Please select an image file");
        await input.setInputFiles(pngPath);
        await page.getByRole("img", { name: "Preview of your new profile picture" }).waitFor();
        await screenshots(page, "profile-picture-preview");
        await page.getByRole("button", { name: "Cancel" }).click();
        await page.getByRole("button", { name: "Change picture" }).waitFor();
        await input.setInputFiles(pngPath);
        await page.getByRole("button", { name: "Upload" }).click();
        await waitForAlert(asA.alerts, "Profile picture updated successfully!");
        await page.waitForFunction(() =>
          document.querySelector(".nav-user img")?.getAttribute("src")?.startsWith("/media/")
        );
        const src = await page.locator(".profile-avatar").getAttribute("src");
        assert.match(src ?? "", /^\/media\//);
      });

      await t.step("the Files tab shows previews and the owner's visibility toggle", async () => {
        await page.getByRole("tab", { name: "Files" }).click();
        await page.getByRole("heading", { name: "binary_search.ts" }).waitFor();
        await page.getByRole("heading", { name: "notes.md" }).waitFor();
        const card = page.locator(".file-card", { hasText: "binary_search.ts" });
        assert.match(await card.locator(".file-preview").innerText(), /…$/);
        await page.getByRole("button", { name: "Make public (notes.md)" }).click();
        await page.getByRole("button", { name: "Make private (notes.md)" }).waitFor();
        await screenshotsInBothThemes(page, "profile-files");
      });

      await t.step("on B's profile A follows, and B's follower count goes 0 → 1", async () => {
        await visit(page, bUrl);
        await page.getByRole("heading", { level: 1, name: "Bilal Khan" }).waitFor();
        assert.equal(await stat(page, "followers").innerText(), "0");
        assert.equal(await page.getByRole("button", { name: "Edit Profile" }).count(), 0);
        const chat = page.getByRole("link", { name: "Chat" });
        assert.equal(await chat.getAttribute("href"), `/chat?userId=${b.user._id}`);
        await screenshotsInBothThemes(page, "profile-visitor");
        await page.getByRole("button", { name: "Follow", exact: true }).click();
        await page.getByRole("button", { name: "Unfollow" }).waitFor();
        await stat(page, "followers").filter({ hasText: /^1$/ }).waitFor();
        await page.getByRole("tab", { name: /^Followers 1$/ }).waitFor();
      });

      await t.step("A's Following tab lists B; the tabs work with the keyboard", async () => {
        await visit(page, aUrl);
        assert.equal(await stat(page, "following").innerText(), "1");
        await page.getByRole("tab", { name: "Posts" }).focus();
        // On one's own profile the last tab is Saved; Following is just before it.
        await page.keyboard.press("End");
        const saved = page.getByRole("tab", { name: "Saved" });
        assert.equal(await saved.getAttribute("aria-selected"), "true");
        await page.keyboard.press("ArrowLeft");
        const following = page.getByRole("tab", { name: /^Following/ });
        assert.equal(await following.getAttribute("aria-selected"), "true");
        assert.ok(await following.evaluate((el) => el === document.activeElement));
        await page.keyboard.press("ArrowLeft");
        assert.equal(
          await page.getByRole("tab", { name: /^Followers/ }).getAttribute("aria-selected"),
          "true",
        );
        await page.keyboard.press("ArrowRight");
        const row = page.locator(".follow-row", { hasText: "Bilal Khan" });
        await row.waitFor();
        await row.getByText("@bilal_k").waitFor();
        await row.getByRole("button", { name: "Unfollow" }).waitFor();
        await row.getByRole("link", { name: "View Profile of Bilal Khan" }).waitFor();
      });

      const asB = await openAs(browser, server, b.client);
      sessions.push(asB);

      await t.step("B sees A among the followers; Remove → Cancel keeps A", async () => {
        const pb = asB.page;
        await visit(pb, bUrl);
        await pb.getByRole("tab", { name: /^Followers/ }).click();
        const row = pb.locator(".follow-row", { hasText: "Asha R. Rao" });
        await row.waitFor();
        await row.getByRole("button", { name: "Follow", exact: true }).waitFor();
        await screenshotsInBothThemes(pb, "profile-followers");
        await row.getByRole("button", { name: "Remove Asha R. Rao" }).click();
        const dialog = pb.getByRole("dialog", { name: "Remove follower?" });
        await dialog.waitFor();
        await screenshots(pb, "profile-remove-dialog");
        await closeDialogWith(dialog, "Cancel");
        await row.waitFor();
        assert.equal(await stat(pb, "followers").innerText(), "1");
      });

      await t.step("Remove → Remove takes A off the list and the count drops", async () => {
        const pb = asB.page;
        const row = pb.locator(".follow-row", { hasText: "Asha R. Rao" });
        await row.getByRole("button", { name: "Remove Asha R. Rao" }).click();
        const dialog = pb.getByRole("dialog", { name: "Remove follower?" });
        await dialog.getByRole("button", { name: "Remove", exact: true }).click();
        await row.waitFor({ state: "detached" });
        await pb.getByText("No followers yet").waitFor();
        await stat(pb, "followers").filter({ hasText: /^0$/ }).waitFor();
        await pb.getByRole("tab", { name: /^Followers 0$/ }).waitFor();
      });

      await t.step("a signed-out visitor is offered sign-in; unknown ids are 404", async () => {
        const visitor = await openAs(browser, server);
        sessions.push(visitor);
        await visit(visitor.page, aUrl);
        await visitor.page.getByRole("link", { name: "Sign in to follow" }).waitFor();
        assert.equal(
          await visitor.page.getByRole("button", { name: "Follow", exact: true }).count(),
          0,
        );
        await visitor.page.getByRole("tab", { name: "Files" }).click();
        await visitor.page.getByRole("heading", { name: "binary_search.ts" }).waitFor();
        await visitor.page.getByRole("heading", { name: "notes.md" }).waitFor();
        assert.equal(await visitor.page.getByRole("heading", { name: "draft.py" }).count(), 0);
        for (const id of ["01J0000000000000000000000A", "not-an-id"]) {
          const res = await visitor.page.goto(`${server.url}/profile/${id}`);
          assert.equal(res?.status(), 404);
          await visitor.page.getByRole("heading", { name: "Not found" }).waitFor();
          await visitor.page.getByRole("link", { name: "Go Home" }).waitFor();
        }
        await screenshots(visitor.page, "profile-not-found");
        // The two 404 documents above are reported by the browser as failed loads.
        dropExpectedErrors(visitor.problems, /404/);
      });

      await t.step("no errors in the console", () => {
        assertNoPageErrors(sessions.map((s) => s.problems));
      });
    } finally {
      await close();
      await Deno.remove(pngPath);
    }
  },
);
