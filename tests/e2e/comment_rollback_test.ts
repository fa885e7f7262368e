/**
 * In real Chromium, on a post's page: a comment shows (and counts) before the server answers;
 * a refused one is taken away with 'Failed to add comment. Please try again.' and its text goes
 * back into the box; a deleted comment leaves at once and comes back if the delete fails, or
 * stays gone with 'Comment not found.' when the server says it already is.
 */
import assert from "node:assert/strict";
import type { Page, Route } from "playwright-core";
import {
  browserTest,
  openAs,
  reload,
  startServerWithSmtpAndBrowser,
  visit,
} from "../helpers/browser.ts";
import { assertNoPageErrors, dropExpectedErrors, waitForToast } from "../helpers/page_checks.ts";
import { actionCount, postCard as card, textPost, trpcError } from "../helpers/posts.ts";
import { screenshots } from "../helpers/screenshots.ts";
import { signUpEach } from "../helpers/users.ts";

const addCall = /\/trpc\/[^?]*posts\.comment(?=[,?])/;
const deleteCall = /\/trpc\/[^?]*posts\.deleteComment/;

/** Holds every call matching `url` until `release()`, then answers it with `answer`. */
async function hold(page: Page, url: RegExp, answer: ReturnType<typeof trpcError>) {
  let release!: () => void;
  const held = new Promise<void>((r) => release = r);
  const handler = async (route: Route) => {
    await held;
    await route.fulfill(answer);
  };
  await page.route(url, handler);
  return {
    release,
    done: () => page.unroute(url, handler),
  };
}

browserTest(
  "[e2e] comments: shown at once, taken back when refused, deletes undone when they fail",
  async (t) => {
    const { server, smtp, browser, close } = await startServerWithSmtpAndBrowser();
    try {
      const [author, reader] = await signUpEach(server, smtp, [
        { name: "Ravi Author", username: "ravi_a" },
        { name: "Sara Reader", username: "sara_r" },
      ]);
      const id = await textPost(author.client, "Sorting, gently");
      const asReader = await openAs(browser, server, reader.client);
      const page = asReader.page;
      await visit(page, `${server.url}/blog/${id}`);
      const post = card(page, "Sorting, gently");
      const box = post.getByLabel("Add a comment");
      const comment = post.locator(".comment", { hasText: "Merge sort first?" });
      const count = actionCount(post, "Comment");
      await post.getByText("No comments yet. Start the conversation.").waitFor();
      const stored = async () =>
        (await reader.client.request<{ post: { commentsCount: number } }>(
          "GET",
          `/api/posts/${id}`,
        )).body.post.commentsCount;

      await t.step("a refused comment shows at once, then goes and its text returns", async () => {
        const add = await hold(page, addCall, trpcError("posts.comment", 500, "Server error"));
        await box.fill("Merge sort first?");
        await post.getByRole("button", { name: "Post", exact: true }).click();
        await comment.waitFor();
        assert.equal(await comment.getAttribute("aria-busy"), "true");
        await count.filter({ hasText: /^1$/ }).waitFor();
        assert.equal(await box.inputValue(), "");
        await screenshots(page, "comment-pending");
        add.release();
        await waitForToast(page, "Failed to add comment. Please try again.");
        await comment.waitFor({ state: "detached" });
        await count.filter({ hasText: /^0$/ }).waitFor();
        assert.equal(await box.inputValue(), "Merge sort first?");
        await screenshots(page, "comment-refused");
        await add.done();
        assert.equal(await stored(), 0);
      });

      await t.step("sent again, the comment is stored", async () => {
        await post.getByRole("button", { name: "Post", exact: true }).click();
        await comment.waitFor();
        await page.waitForFunction(() => !document.querySelector(".comment[aria-busy]"));
        await count.filter({ hasText: /^1$/ }).waitFor();
        assert.equal(await stored(), 1);
      });

      const remove = comment.getByRole("button", { name: "Delete comment by Sara Reader" });

      await t.step("a failed delete takes the comment away, then puts it back", async () => {
        const del = await hold(
          page,
          deleteCall,
          trpcError("posts.deleteComment", 500, "Server error"),
        );
        await remove.click();
        await comment.waitFor({ state: "detached" });
        await count.filter({ hasText: /^0$/ }).waitFor();
        del.release();
        await waitForToast(page, "Failed to delete comment. Please try again.");
        await comment.waitFor();
        await count.filter({ hasText: /^1$/ }).waitFor();
        await del.done();
        assert.equal(await stored(), 1);
      });

      await t.step("a comment the server no longer has stays gone, with its message", async () => {
        const del = await hold(
          page,
          deleteCall,
          trpcError("posts.deleteComment", 404, "Comment not found."),
        );
        del.release();
        await remove.click();
        await waitForToast(page, "Comment not found.");
        await page.waitForTimeout(200);
        assert.equal(await comment.count(), 0);
        assert.equal(await count.innerText(), "0");
        await del.done();
      });

      await t.step("a delete the server takes survives a reload", async () => {
        await reload(page);
        await comment.waitFor();
        const answered = page.waitForResponse((r) => deleteCall.test(r.url()));
        await remove.click();
        await comment.waitFor({ state: "detached" });
        await count.filter({ hasText: /^0$/ }).waitFor();
        assert.equal((await answered).status(), 200);
        assert.equal(await stored(), 0);
        await reload(page);
        await post.getByText("No comments yet. Start the conversation.").waitFor();
        assert.equal(await count.innerText(), "0");
      });

      await t.step("no other errors in the console", () => {
        // The refusals above were staged: the browser logs them as failed loads.
        dropExpectedErrors(asReader.problems, /\b(500|404)\b/);
        assertNoPageErrors([asReader.problems]);
      });
    } finally {
      await close();
    }
  },
);
