/**
 * In real Chromium: a student types `@` and the start of a friend's username in a comment, picks
 * the suggestion with the keyboard and posts; the friend's bell rises live, and the mention is a
 * link to the friend's profile. The friend then turns likes off on /settings/notifications.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { browserTest, openAs, startServerWithSmtpAndBrowser, visit } from "../helpers/browser.ts";
import { assertNoPageErrors } from "../helpers/page_checks.ts";
import { textPost } from "../helpers/posts.ts";
import { screenshots } from "../helpers/screenshots.ts";
import { signUpEach } from "../helpers/users.ts";

/** The page from the top at both widths, `name` in .artifacts/screenshots/. */
async function shots(page: Page, name: string) {
  await page.evaluate(() => scrollTo(0, 0));
  await screenshots(page, name);
}

browserTest(
  "[e2e] mentions: a friend picked from the suggestions is told live and linked",
  async (t) => {
    const { server, smtp, browser, close } = await startServerWithSmtpAndBrowser();
    try {
      const [asha, bhavin] = await signUpEach(server, smtp, [
        { name: "Asha Rao", username: "asha_mention" },
        { name: "Bhavin Shah", username: "bhavin_mention" },
      ]);
      const postId = await textPost(asha.client, "Dynamic programming notes");
      const a = await openAs(browser, server, asha.client);
      const b = await openAs(browser, server, bhavin.client);
      await visit(b.page, `${server.url}/feed`);
      await visit(a.page, `${server.url}/blog/${postId}`);
      const box = a.page.getByRole("textbox", { name: "Add a comment" });

      await t.step("typing @ and a few letters suggests the friend", async () => {
        await box.click();
        await box.pressSequentially("Thanks! @bhav");
        const list = a.page.getByRole("listbox", { name: "Students to mention" });
        const option = list.getByRole("option", { name: /Bhavin Shah/ });
        await option.waitFor();
        assert.equal(await option.getAttribute("aria-selected"), "true");
        assert.equal(
          await box.getAttribute("aria-activedescendant"),
          await option.getAttribute("id"),
        );
        await shots(a.page, "mention-suggestions");
        // Escape closes the list and keeps the text.
        await box.press("Escape");
        await list.waitFor({ state: "detached" });
        assert.equal(await box.inputValue(), "Thanks! @bhav");
        // Typing on opens it again.
        await box.pressSequentially("i");
        await option.waitFor();
      });

      await t.step("Enter picks it; the comment goes out with the mention", async () => {
        await box.press("ArrowDown");
        await box.press("Enter");
        assert.equal(await box.inputValue(), "Thanks! @bhavin_mention ");
        await box.pressSequentially("have a look");
        const answered = a.page.waitForResponse((r) => r.url().includes("posts.comment"));
        await box.press("Enter");
        assert.ok((await answered).ok());
      });

      await t.step("the friend's bell rises live", async () => {
        await b.page.getByRole("button", { name: "Notifications, 1 unread" }).waitFor();
        await b.page.getByRole("button", { name: "Notifications, 1 unread" }).click();
        await b.page.getByText('Asha Rao mentioned you in a comment on "Dynamic programming notes"')
          .waitFor();
      });

      await t.step("the mention is a link to the friend's profile", async () => {
        const link = a.page.locator(".comment-text").getByRole("link", { name: "@bhavin_mention" });
        await link.waitFor();
        assert.equal(await link.getAttribute("href"), `/profile/${bhavin.user._id}`);
      });

      await t.step(
        "editing the post, @ suggests too; Escape closes the list, not the form",
        async () => {
          await a.page.getByRole("button", { name: "Edit post" }).click();
          const form = a.page.getByRole("form", { name: "Edit Dynamic programming notes" });
          const content = form.getByRole("textbox", { name: "Content" });
          await content.press("End");
          await content.pressSequentially(" with @bhav");
          const option = a.page.getByRole("option", { name: /Bhavin Shah/ });
          await option.waitFor();
          await content.press("Escape");
          await option.waitFor({ state: "detached" });
          assert.equal(await form.count(), 1, "the form stays open");
          await content.pressSequentially("i");
          await option.waitFor();
          await content.press("Enter");
          assert.match(await content.inputValue(), /with @bhavin_mention $/);
          const saved = a.page.waitForResponse((r) => r.url().includes("posts.update"));
          await form.getByRole("button", { name: "Save" }).click();
          assert.ok((await saved).ok());
          const link = a.page.locator(".post-text").getByRole("link", { name: "@bhavin_mention" });
          await link.waitFor();
          assert.equal(await link.getAttribute("href"), `/profile/${bhavin.user._id}`);
        },
      );

      await t.step("the friend turns likes off in the bell on the settings page", async () => {
        await b.page.getByRole("link", { name: "Settings" }).click();
        await b.page.waitForURL(`${server.url}/settings/notifications`);
        await b.page.waitForFunction(() =>
          document.querySelector("[data-island]")?.hasAttribute("data-hydrated")
        );
        const likes = b.page.getByRole("checkbox", { name: "Likes on your posts: in app" });
        assert.equal(await likes.isChecked(), true);
        await likes.uncheck();
        await b.page.getByRole("checkbox", { name: "Mentions of you: e-mail" }).check();
        const saved = b.page.waitForResponse((r) => r.url().includes("updatePreferences"));
        await b.page.getByRole("button", { name: "Save settings" }).click();
        assert.ok((await saved).ok());
        await b.page.getByRole("status").getByText("Your notification settings are saved.")
          .waitFor();
        await shots(b.page, "notification-settings");
        const stored = await bhavin.client.request<
          { preferences: { live: { likes: boolean }; email: { mentions: boolean } } }
        >("GET", "/api/notifications/preferences");
        assert.equal(stored.body.preferences.live.likes, false);
        assert.equal(stored.body.preferences.email.mentions, true);
      });

      await t.step("the author mutes her post from its notification menu", async () => {
        await a.page.getByRole("button", { name: "Notifications from this post" }).click();
        const item = a.page.getByRole("menuitem", { name: "Mute notifications" });
        await item.waitFor();
        const muted = a.page.waitForResponse((r) => r.url().includes("notifications.mute"));
        await item.click();
        assert.ok((await muted).ok());
        await a.page.getByText("Muted: you won't get notifications from this post.").waitFor();
        const state = await asha.client.request<{ isMuted: boolean }>(
          "GET",
          `/api/posts/${postId}/mute`,
        );
        assert.equal(state.body.isMuted, true);
        // A like from the friend now leaves her bell as it was.
        const before = await asha.client.request<{ unreadCount: number }>(
          "GET",
          "/api/notifications/unread-count",
        );
        await bhavin.client.request("POST", `/api/posts/${postId}/like`);
        const after = await asha.client.request<{ unreadCount: number }>(
          "GET",
          "/api/notifications/unread-count",
        );
        assert.equal(after.body.unreadCount, before.body.unreadCount);
        await a.page.getByRole("button", { name: "Notifications from this post" }).click();
        await a.page.getByRole("menuitem", { name: "Unmute notifications" }).waitFor();
        await a.page.keyboard.press("Escape");
      });

      await t.step(
        "in a chat, Tab picks the other student and the message links them",
        async () => {
          await visit(b.page, `${server.url}/chat?userId=${asha.user._id}`);
          const input = b.page.getByRole("textbox", { name: "Message" });
          await input.click();
          await input.pressSequentially("Ask @asha");
          const option = b.page.getByRole("option", { name: /Asha Rao/ });
          await option.waitFor();
          await shots(b.page, "mention-suggestions-chat");
          await input.press("Tab");
          assert.equal(await input.inputValue(), "Ask @asha_mention ");
          await input.press("Enter");
          const link = b.page.locator(".chat-text").getByRole("link", { name: "@asha_mention" });
          await link.waitFor();
          assert.equal(await link.getAttribute("href"), `/profile/${asha.user._id}`);
          // Stored and told: the bell of the student named rises.
          await a.page.getByRole("button", { name: /Notifications, [1-9] unread/ }).waitFor();
          await b.page.locator(".chat-msg[data-message-id]").waitFor();
        },
      );

      assertNoPageErrors([a.problems, b.problems]);
    } finally {
      await close();
    }
  },
);
