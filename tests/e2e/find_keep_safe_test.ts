/**
 * In real Chromium, one student's first week: she searches from the header, bookmarks a result and
 * finds it under Saved on her profile, mentions its author in a comment and his bell rises live;
 * then he blocks her, and the chat between them turns read-only on both sides.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import {
  browserTest,
  openAs,
  startServerWithSmtpAndBrowser,
  visit,
  waitForIslands,
} from "../helpers/browser.ts";
import { assertNoPageErrors } from "../helpers/page_checks.ts";
import { createPost } from "../helpers/posts.ts";
import { screenshots } from "../helpers/screenshots.ts";
import { signUpEach } from "../helpers/users.ts";

const TITLE = "Segment trees without tears";

/** The page from the top at both widths, `name` in .artifacts/screenshots/. */
async function shots(page: Page, name: string) {
  await page.evaluate(() => scrollTo(0, 0));
  await screenshots(page, name);
}

browserTest(
  "[e2e] search, save, mention and block: one student's week from the header to the chat",
  async (t) => {
    const { server, smtp, browser, close } = await startServerWithSmtpAndBrowser();
    try {
      const [meera, kabir] = await signUpEach(server, smtp, [
        { name: "Meera Iyer", username: "meera_i" },
        { name: "Kabir Sen", username: "kabir_sen" },
      ]);
      const postId = await createPost(kabir.client, {
        type: "text",
        title: TITLE,
        content: "Range queries in logarithmic time, with lazy propagation.",
        tags: ["dsa"],
      });
      const chat = await meera.client.request<{ chat: { _id: string } }>(
        "POST",
        `/api/chat/user/${kabir.user._id}`,
      );
      await meera.client.request("POST", `/api/chat/${chat.body.chat._id}/messages`, {
        content: "Is the DSA study group on Friday?",
      });
      const m = await openAs(browser, server, meera.client);
      const k = await openAs(browser, server, kabir.client);

      await t.step(
        "a search typed in the header lists the post with its words marked",
        async () => {
          await visit(m.page, `${server.url}/`);
          const box = m.page.getByRole("searchbox", { name: "Search Campus" }).first();
          await box.fill("lazy propagation");
          await box.press("Enter");
          await m.page.waitForURL(/\/search\?q=lazy(\+|%20)propagation/);
          await waitForIslands(m.page);
          const card = m.page.getByRole("list", { name: "Posts found" }).getByRole("article")
            .filter({ hasText: TITLE });
          await card.waitFor();
          const marks = await card.locator("mark.search-mark").allTextContents();
          assert.ok(marks.includes("lazy") && marks.includes("propagation"), marks.join());
          await shots(m.page, "week-search");
        },
      );

      await t.step(
        "Bookmark on the result saves it; the profile's Saved tab lists it",
        async () => {
          const card = m.page.getByRole("article").filter({ hasText: TITLE });
          const saved = m.page.waitForResponse((r) => r.url().includes("posts.save"));
          await card.getByRole("button", { name: "Bookmark" }).click();
          assert.equal((await saved).status(), 200);
          await card.getByRole("button", { name: "Bookmarked" }).waitFor();
          await visit(m.page, `${server.url}/profile/${meera.user._id}`);
          await m.page.getByRole("tab", { name: "Saved" }).click();
          const panel = m.page.getByRole("tabpanel");
          await panel.getByRole("article").filter({ hasText: TITLE }).waitFor();
          await shots(m.page, "week-saved");
        },
      );

      await t.step("a mention picked from the suggestions raises the author's bell", async () => {
        await visit(k.page, `${server.url}/feed`);
        await k.page.getByRole("button", { name: "Notifications", exact: true }).waitFor();
        await m.page.getByRole("tabpanel").getByRole("link", { name: TITLE }).click();
        await m.page.waitForURL(new RegExp(`/blog/${postId}$`));
        await waitForIslands(m.page);
        const box = m.page.getByRole("textbox", { name: "Add a comment" });
        await box.click();
        await box.pressSequentially("Thank you @kab");
        await m.page.getByRole("option", { name: /Kabir Sen/ }).waitFor();
        await box.press("Enter");
        assert.equal(await box.inputValue(), "Thank you @kabir_sen ");
        const answered = m.page.waitForResponse((r) => r.url().includes("posts.comment"));
        await box.press("Enter");
        assert.ok((await answered).ok());
        const link = m.page.locator(".comment-text").getByRole("link", { name: "@kabir_sen" });
        assert.equal(await link.getAttribute("href"), `/profile/${kabir.user._id}`);
        // The comment and the mention: two notifications, live, without a reload.
        const bell = k.page.getByRole("button", { name: "Notifications, 2 unread" });
        await bell.click();
        await k.page.getByText(`Meera Iyer mentioned you in a comment on "${TITLE}"`).waitFor();
        await shots(k.page, "week-bell");
      });

      await t.step("the author blocks her; the chat is read-only on both sides", async () => {
        await visit(k.page, `${server.url}/profile/${meera.user._id}`);
        await k.page.getByRole("button", { name: "Block" }).click();
        const blocked = k.page.waitForResponse((r) => r.url().includes("safety.block"));
        await k.page.getByRole("dialog", { name: "Block Meera Iyer?" })
          .getByRole("button", { name: "Block" }).click();
        assert.equal((await blocked).status(), 200);
        await k.page.getByRole("button", { name: "Unblock" }).waitFor();
        for (const [page, other] of [[k.page, meera], [m.page, kabir]] as const) {
          await visit(page, `${server.url}/chat?userId=${other.user._id}`);
          await page.locator(".chat-msg", { hasText: "study group" }).waitFor();
          await page.getByText("You can't message this student. This conversation is read-only.")
            .waitFor();
          assert.equal(await page.locator(".chat-input").count(), 0);
        }
        // Her own message can still be taken back, but no longer edited.
        const mine = m.page.locator(".chat-msg-mine", { hasText: "study group" });
        await mine.getByRole("button", { name: "Delete" }).waitFor();
        assert.equal(await mine.getByRole("button", { name: "Edit" }).count(), 0);
        await shots(m.page, "week-chat-read-only");
        // Nor does the server take a message from her.
        const refused = await meera.client.request<{ message: string }>(
          "POST",
          `/api/chat/${chat.body.chat._id}/messages`,
          { content: "Hello?" },
        );
        assert.equal(refused.status, 403);
        assert.equal(refused.body.message, "You can't message this student.");
      });

      await t.step("no errors in the console", () => assertNoPageErrors([m.problems, k.problems]));
    } finally {
      await close();
    }
  },
);
