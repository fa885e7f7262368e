/**
 * In real Chromium, the whole life of posts: an author creates the three kinds in the creation
 * box (one with two uploaded images), sees them on their profile; a follower finds them in the
 * Following feed, likes and comments, scrolls the global feed to its end, and a deleted post's
 * link answers "Post Not Found".
 */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import {
  ignoreE2e,
  launchBrowser,
  openAs,
  type PageProblems,
  screenshots,
  visit,
} from "../helpers/browser.ts";
import { pngWithText } from "../helpers/images.ts";
import { postCard as card, textPost } from "../helpers/posts.ts";
import { startServer } from "../helpers/server.ts";
import { startSmtpSink } from "../helpers/smtp_sink.ts";
import { signUp } from "../helpers/users.ts";

const png = (name: string, size: number) => ({
  name,
  mimeType: "image/png",
  buffer: Buffer.from(pngWithText(size, size)),
});

Deno.test({
  name:
    "[e2e] posts: create all three kinds, profile, follower's feed, reactions, end of feed, deleted link",
  ignore: ignoreE2e,
  sanitizeResources: false,
  sanitizeOps: false,
  async fn(t) {
    const smtp = await startSmtpSink();
    const server = await startServer({ env: { SMTP_URL: smtp.url } });
    const browser = await launchBrowser();
    const problems: PageProblems[] = [];
    try {
      const a = await signUp(server, smtp, { name: "Nisha Author", username: "nisha_author" });
      const b = await signUp(server, smtp, { name: "Farhan Follower", username: "farhan_follows" });
      await b.client.request("POST", `/api/follow/${a.user._id}`);
      const author = await openAs(browser, server, a.client);
      const follower = await openAs(browser, server, b.client);
      problems.push(author.problems, follower.problems);
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
        await pa.getByRole("status").filter({ hasText: "Blog post created successfully!" })
          .waitFor();
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
        await pa.getByRole("status").filter({ hasText: "Roadmap created successfully!" }).waitFor();
        await pa.waitForURL(/\/roadmap\/[0-9A-Z]{26}$/);
      });

      await t.step("an image post with two uploaded images", async () => {
        await visit(pa, `${server.url}/feed`);
        await pa.getByRole("button", { name: "Share images" }).click();
        await title.fill("Lab day photos");
        await pa.getByLabel("Add images").setInputFiles([png("one.png", 40), png("two.png", 56)]);
        await pa.getByLabel("Caption for image 1").fill("The oscilloscope");
        await pa.getByLabel("Caption for image 2").fill("Our circuit");
        await postButton.click();
        await pa.getByRole("status").filter({ hasText: "Image post created successfully!" })
          .waitFor();
        await pa.waitForURL(/\/image\/[0-9A-Z]{26}$/);
        await pa.locator(".post-card img").nth(1).waitFor();
        assert.equal(await pa.locator(".post-card img[src^='/media/']").count(), 2);
      });

      await t.step("the author's profile shows each kind under its sub-tab", async () => {
        await visit(pa, `${server.url}/profile/${a.user._id}`);
        for (
          const [tab, post] of [
            ["Sections/Roadmaps", "Backend roadmap"],
            ["Blogs/Text", "Recursion, explained slowly"],
            ["Images", "Lab day photos"],
          ]
        ) {
          await pa.getByRole("tab", { name: tab }).click();
          await card(pa, post).waitFor();
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
        await photos.getByRole("button", { name: /^Like/ }).click();
        await photos.getByRole("button", { name: /^Like/ }).locator(".post-action-count").filter({
          hasText: /^1$/,
        })
          .waitFor();
        await photos.getByRole("button", { name: /^Comment/ }).click();
        await photos.getByLabel("Add a comment").fill("Great setup!");
        await photos.getByRole("button", { name: "Post", exact: true }).click();
        await photos.locator(".comment", { hasText: "Great setup!" }).waitFor();
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
        const end = pb.getByText("You've reached the end of the feed");
        for (let i = 0; i < 20 && !(await end.isVisible()); i++) {
          await pb.mouse.wheel(0, 4000);
          await pb.waitForTimeout(150);
        }
        await end.waitFor();
        assert.equal(await pb.locator(".post-card").count(), 15);
      });

      await t.step("a deleted post's link answers Post Not Found", async () => {
        const id = blogUrl.split("/").pop()!;
        assert.equal((await a.client.request("DELETE", `/api/posts/${id}`)).status, 200);
        await visit(pb, blogUrl);
        await pb.getByRole("heading", { name: "Post Not Found" }).waitFor();
        await pb.getByText("The post you're looking for doesn't exist or has been removed.")
          .waitFor();
        await pb.getByRole("link", { name: "Go Home" }).waitFor();
      });

      await t.step("no errors in either browser", () => {
        // The deleted post's page answers 404, which the browser logs as a failed load.
        const errors = problems.flatMap((p) => p.errors).filter((e) =>
          !/404 \(Not Found\)/.test(e)
        );
        assert.deepEqual(errors, []);
      });
    } finally {
      await browser.close();
      await server.close();
      await smtp.close();
    }
  },
});
