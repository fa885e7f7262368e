/**
 * In real Chromium: the feed's "Your activity" panel follows the student's counts live. Another
 * student follows, likes, unlikes and unfollows; the student follows someone from another tab
 * and posts from the creation box on the same page. No reload in between.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { browserTest, openAs, startServerWithSmtpAndBrowser, visit } from "../helpers/browser.ts";
import { assertNoPageErrors, waitForToast } from "../helpers/page_checks.ts";
import { screenshots } from "../helpers/screenshots.ts";
import { signUpEach } from "../helpers/users.ts";

/** The number the panel shows for `label` (Posts, Followers, Following, Total Likes). */
function stat(page: Page, label: string) {
  return page.getByRole("region", { name: "Your activity" })
    .locator(`.feed-stat[data-stat="${label}"] dd`);
}

async function waitForStat(page: Page, label: string, value: string) {
  await stat(page, label).filter({ hasText: new RegExp(`^${value}$`) }).waitFor();
}

browserTest("[e2e] feed activity panel: counts change live", async (t) => {
  const { server, smtp, browser, close } = await startServerWithSmtpAndBrowser();
  try {
    const [a, b, c] = await signUpEach(server, smtp, [
      { name: "Arjun Follows", username: "arjun_follows" },
      { name: "Bela Watches", username: "bela_watches" },
      { name: "Chitra Third", username: "chitra_third" },
    ]);
    const post = await b.client.request<{ postId: string }>("POST", "/api/posts", {
      type: "text",
      title: "Graphs in one page",
      content: "BFS, DFS and when to use which.",
      tags: [],
    });
    assert.equal(post.status, 201);
    const { page, problems } = await openAs(browser, server, b.client);
    await visit(page, `${server.url}/feed`);

    await t.step("the panel starts from the server's numbers", async () => {
      for (const [label, n] of [["Posts", "1"], ["Followers", "0"], ["Following", "0"]]) {
        assert.equal(await stat(page, label).textContent(), n);
      }
      assert.equal(await stat(page, "Total Likes").textContent(), "0");
    });

    await t.step("another student follows: Followers rises", async () => {
      assert.equal((await a.client.request("POST", `/api/follow/${b.user._id}`)).status, 200);
      await waitForStat(page, "Followers", "1");
    });

    await t.step("they like the post: Total Likes rises; unliking lowers it", async () => {
      const liked = await a.client.request("POST", `/api/posts/${post.body.postId}/like`);
      assert.equal(liked.body.isLiked, true);
      await waitForStat(page, "Total Likes", "1");
      await screenshots(page, "feed-activity-live");
      await a.client.request("POST", `/api/posts/${post.body.postId}/like`);
      await waitForStat(page, "Total Likes", "0");
    });

    await t.step("they unfollow: Followers falls", async () => {
      await a.client.request("DELETE", `/api/follow/${b.user._id}`);
      await waitForStat(page, "Followers", "0");
    });

    await t.step("the student follows someone from another tab: Following rises", async () => {
      await b.client.request("POST", `/api/follow/${c.user._id}`);
      await waitForStat(page, "Following", "1");
    });

    await t.step("a post from the creation box on this page: Posts rises", async () => {
      await page.getByRole("button", { name: "What's on your mind?" }).click();
      await page.getByRole("textbox", { name: "Title", exact: true }).first().fill(
        "Tries, quickly",
      );
      await page.getByLabel("Content", { exact: true }).fill("Prefix trees in ten lines.");
      await page.getByRole("button", { name: "Post", exact: true }).click();
      await waitForToast(page, "Blog post created successfully!");
      // Before the page moves on to the new post (1.5 s).
      await waitForStat(page, "Posts", "2");
    });

    await t.step("no errors in the console", () => assertNoPageErrors([problems]));
  } finally {
    await close();
  }
});
