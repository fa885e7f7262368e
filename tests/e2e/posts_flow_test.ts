/**
 * In real Chromium, the whole life of posts: an author creates the three kinds in the creation
 * box (one with two uploaded images), sees them on their profile; a follower finds them in the
 * Following feed, likes and comments, scrolls the global feed to its end, and a deleted post's
 * link answers "Post Not Found".
 */
import assert from "node:assert/strict";
import { raisedLimits } from "../../src/core/write_limits.ts";
import { browserTest, openAs, startServerWithSmtpAndBrowser, visit } from "../helpers/browser.ts";
import { assertNoPageErrors, waitForToast } from "../helpers/page_checks.ts";
import { pngInputFile } from "../helpers/images.ts";
import {
  actionCount,
  postCard as card,
  scrollToFeedEnd,
  textPost,
  waitForPostNotFound,
} from "../helpers/posts.ts";
import { screenshots } from "../helpers/screenshots.ts";
import { signUpEach } from "../helpers/users.ts";

browserTest(
  "[e2e] posts: create all three kinds, profile, follower's feed, reactions, end of feed, deleted link",
  async (t) => {
    // The author writes 15 posts in a moment to reach the feed's end: more than the limit allows.
    const { server, smtp, browser, close } = await startServerWithSmtpAndBrowser({
      writeLimits: raisedLimits({ posts: 30 }),
    });
    try {
      const [a, b] = await signUpEach(server, smtp, [
        { name: "Nisha Author", username: "nisha_author" },
        { name: "Farhan Follower", username: "farhan_follows" },
      ]);
      await b.client.request("POST", `/api/follow/${a.user._id}`);
      const author = await openAs(browser, server, a.client);
      const follower = await openAs(browser, server, b.client);
      const pa = author.page;
      const title = pa.getByRole("textbox", { name: "Title", exact: true }).first();
      const postButton = pa.getByRole("button", { name: "Post", exact: true });
      let blogUrl = "";

      await t.step("a blog post from the creation box", async () => {
        await visit(pa, `${server.url}/feed`);
        await pa.getByRole("button", { name: "What's on your mind?" }).click();
        await title.fill("Recursion, explained slowly");
        await pa.getByLabel("Content", { exact: true }).fill("Start with the base case.");
        await postButton.click();
        await waitForToast(pa, "Blog post created successfully!");
        await pa.waitForURL(/\/blog\/[0-9A-Z]{26}$/);
        blogUrl = pa.url();
      });

      await t.step("a roadmap with a resource", async () => {
        await visit(pa, `${server.url}/feed`);
        await pa.getByRole("button", { name: "Create a roadmap" }).click();
        await title.fill("Backend roadmap");
        await pa.getByLabel("Section title").fill("HTTP first");
        await pa.getByLabel("Category").selectOption("Web Dev");
        const resource = pa.getByRole("group", { name: "Resource 1" });
        await resource.getByLabel("Title", { exact: true }).fill("MDN HTTP");
        await resource.getByLabel("Link").fill("https://developer.mozilla.org/en-US/docs/Web/HTTP");
        await postButton.click();
        await waitForToast(pa, "Roadmap created successfully!");
        await pa.waitForURL(/\/roadmap\/[0-9A-Z]{26}$/);
      });

      await t.step("an image post with two uploaded images", async () => {
        await visit(pa, `${server.url}/feed`);
        await pa.getByRole("button", { name: "Share images" }).click();
        await title.fill("Lab day photos");
        await pa.getByLabel("Add images").setInputFiles([
          pngInputFile("one.png", 40),
          pngInputFile("two.png", 56),
        ]);
        await pa.getByLabel("Caption for image 1").fill("The oscilloscope");
        await pa.getByLabel("Caption for image 2").fill("Our circuit");
        await postButton.click();
        await waitForToast(pa, "Image post created successfully!");
        await pa.waitForURL(/\/image\/[0-9A-Z]{26}$/);
        await pa.locator(".post-card img").nth(1).waitFor();
        assert.equal(await pa.locator(".post-card img[src^='/media/']").count(), 2);
      });

      await t.step("the author's profile shows each kind under its sub-tab", async () => {
        await visit(pa, `${server.url}/profile/${a.user._id}`);
        // "All types" is open first: every kind, newest first.
        const all = pa.getByRole("tabpanel", { name: "All types" });
        assert.equal(
          await pa.getByRole("tab", { name: "All types" }).getAttribute("aria-selected"),
          "true",
        );
        await card(all, "Recursion, explained slowly").waitFor();
        assert.deepEqual(await all.locator(".post-card .post-title").allInnerTexts(), [
          "Lab day photos",
          "Backend roadmap",
          "Recursion, explained slowly",
        ]);
        for (
          const [tab, post] of [
            ["Sections/Roadmaps", "Backend roadmap"],
            ["Blogs/Text", "Recursion, explained slowly"],
            ["Images", "Lab day photos"],
          ]
        ) {
          await pa.getByRole("tab", { name: tab }).click();
          await card(pa.getByRole("tabpanel", { name: tab }), post).waitFor();
        }
        await screenshots(pa, "posts-flow-profile");
      });

      const pb = follower.page;
      await t.step("the follower's Following feed has all three", async () => {
        await visit(pb, `${server.url}/feed`);
        for (const post of ["Lab day photos", "Backend roadmap", "Recursion, explained slowly"]) {
          await card(pb, post).waitFor();
        }
        await screenshots(pb, "posts-flow-following");
      });

      await t.step("the follower likes and comments", async () => {
        const photos = card(pb, "Lab day photos");
        const liked = pb.waitForResponse((r) =>
          r.request().method() === "POST" && /like/i.test(r.url()) && r.ok()
        );
        await photos.getByRole("button", { name: /^Like/ }).click();
        await actionCount(photos, "Like").filter({ hasText: /^1$/ }).waitFor();
        await liked;
        await photos.getByRole("button", { name: /^Comment/ }).click();
        await photos.getByLabel("Add a comment").fill("Great setup!");
        // The comment shows at once; the count is read once the server has answered.
        const saved = pb.waitForResponse((r) =>
          r.request().method() === "POST" && /comment/i.test(r.url()) && r.ok()
        );
        await photos.getByRole("button", { name: "Post", exact: true }).click();
        await photos.locator(".comment", { hasText: "Great setup!" }).waitFor();
        await saved;
        const stored = await b.client.request<
          { post: { likesCount: number; commentsCount: number } }
        >(
          "GET",
          `/api/posts/${(await photos.getAttribute("data-post"))!}`,
        );
        assert.equal(stored.body.post.likesCount, 1);
        assert.equal(stored.body.post.commentsCount, 1);
      });

      await t.step("the global feed scrolls to its end", async () => {
        for (let i = 0; i < 12; i++) await textPost(a.client, `Daily note ${i}`);
        await visit(pb, `${server.url}/feed?tab=global`);
        await scrollToFeedEnd(pb, 4000, 20);
        assert.equal(await pb.locator(".post-card").count(), 15);
      });

      await t.step("a deleted post's link answers Post Not Found", async () => {
        const id = blogUrl.split("/").pop()!;
        assert.equal((await a.client.request("DELETE", `/api/posts/${id}`)).status, 200);
        await visit(pb, blogUrl);
        await (await waitForPostNotFound(pb)).waitFor();
      });

      await t.step("no errors in either browser", () => {
        // The deleted post's page answers 404, which the browser logs as a failed load.
        assertNoPageErrors([author.problems, follower.problems], /404 \(Not Found\)/);
      });
    } finally {
      await close();
    }
  },
);
