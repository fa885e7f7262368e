/**
 * In real Chromium, likes and comments show before the server answers and are taken back when
 * it refuses (spec 000 §8). A like shows in every copy of the post on the page, a second click
 * meanwhile sends nothing, and a refusal says 'Failed to like post. Please try again.'. A refused
 * comment leaves with 'Failed to add comment. Please try again.' and its text returns to the box;
 * a failed delete puts the comment back, unless the server says it is already gone.
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

const likeCall = /\/trpc\/[^?]*posts\.like/;
const addCall = /\/trpc\/[^?]*posts\.comment(?=[,?])/;
const deleteCall = /\/trpc\/[^?]*posts\.deleteComment/;
/** The browser logs a staged refusal as a failed load. */
const staged = /\b(500|404)\b/;

/**
 * The app and a browser, a post `title` by an author the reader follows, the reader's page, and
 * the post's counts as the server has them.
 */
async function readerAndPost(title: string) {
  const app = await startServerWithSmtpAndBrowser();
  const [author, reader] = await signUpEach(app.server, app.smtp, [
    { name: "Leela Writer", username: "leela_w" },
    { name: "Omar Reader", username: "omar_r" },
  ]);
  await reader.client.request("POST", `/api/follow/${author.user._id}`);
  const id = await textPost(author.client, title);
  const session = await openAs(app.browser, app.server, reader.client);
  const stored = async () =>
    (await reader.client.request<
      { post: { isLiked: boolean; likesCount: number; commentsCount: number } }
    >("GET", `/api/posts/${id}`)).body.post;
  return { ...app, id, session, page: session.page, stored };
}

/** Holds each call matching `url` until `release()`, then answers it with `answer`. */
async function hold(page: Page, url: RegExp, answer: ReturnType<typeof trpcError>) {
  let release!: () => void;
  const held = new Promise<void>((r) => release = r);
  const calls: string[] = [];
  const handler = async (route: Route) => {
    calls.push(route.request().url());
    await held;
    await route.fulfill(answer);
  };
  await page.route(url, handler);
  return { calls, release, done: () => page.unroute(url, handler) };
}

browserTest("[e2e] like: shown at once everywhere, taken back when refused", async (t) => {
  const { server, page, session, stored, close } = await readerAndPost("Graphs in one page");
  try {
    // The Following Feed comes from the server, the Global Feed is read in the browser: both
    // hold the post, so a like must show in both.
    await visit(page, `${server.url}/feed`);
    const following = card(
      page.getByRole("list", { name: "Following Feed" }),
      "Graphs in one page",
    );
    await following.waitFor();
    await page.getByRole("tab", { name: "Global Feed" }).click();
    const global = card(page.getByRole("list", { name: "Global Feed" }), "Graphs in one page");
    await global.waitFor();
    const like = global.getByRole("button", { name: /^Like/ });
    assert.equal(await actionCount(global, "Like").innerText(), "0");

    await t.step("the count changes before the server answers, then goes back", async () => {
      const call = await hold(page, likeCall, trpcError("posts.like", 500, "Server error"));
      await like.click();
      await actionCount(global, "Like").filter({ hasText: /^1$/ }).waitFor();
      assert.equal(await like.getAttribute("aria-pressed"), "true");
      assert.equal(call.calls.length, 1, "the like is on its way, not answered");

      // A second click while the first is on its way sends nothing.
      await like.click();
      await page.waitForTimeout(300);
      assert.equal(call.calls.length, 1);
      assert.equal(await actionCount(global, "Like").innerText(), "1");

      // The Following Feed's cached copy shows the like too.
      await page.getByRole("tab", { name: "Following Feed" }).click();
      await actionCount(following, "Like").filter({ hasText: /^1$/ }).waitFor();
      await screenshots(page, "like-pending");

      call.release();
      await waitForToast(page, "Failed to like post. Please try again.");
      await actionCount(following, "Like").filter({ hasText: /^0$/ }).waitFor();
      const followingLike = following.getByRole("button", { name: /^Like/ });
      assert.equal(await followingLike.getAttribute("aria-pressed"), "false");
      await screenshots(page, "like-rollback");
      await call.done();
      const post = await stored();
      assert.deepEqual([post.isLiked, post.likesCount], [false, 0]);
    });

    await t.step("a like the server takes stays, and a reload shows it", async () => {
      await page.getByRole("tab", { name: "Global Feed" }).click();
      assert.equal(await actionCount(global, "Like").innerText(), "0");
      const answered = page.waitForResponse((r) => likeCall.test(r.url()));
      await like.click();
      await actionCount(global, "Like").filter({ hasText: /^1$/ }).waitFor();
      assert.equal((await answered).status(), 200);
      const post = await stored();
      assert.deepEqual([post.isLiked, post.likesCount], [true, 1]);

      await reload(page);
      await actionCount(global, "Like").filter({ hasText: /^1$/ }).waitFor();
      assert.equal(await like.getAttribute("aria-pressed"), "true");
    });

    await t.step("no other errors in the console", () => {
      dropExpectedErrors(session.problems, staged);
      assertNoPageErrors([session.problems]);
    });
  } finally {
    await close();
  }
});

browserTest("[e2e] comments: shown at once, taken back when refused or not deleted", async (t) => {
  const { server, id, page, session, stored, close } = await readerAndPost("Sorting, gently");
  try {
    await visit(page, `${server.url}/blog/${id}`);
    const post = card(page, "Sorting, gently");
    const box = post.getByLabel("Add a comment");
    const send = post.getByRole("button", { name: "Post", exact: true });
    const comment = post.locator(".comment", { hasText: "Merge sort first?" });
    const remove = comment.getByRole("button", { name: "Delete comment by Omar Reader" });
    const count = actionCount(post, "Comment");
    const refuseDelete = (status: 404 | 500, message: string) =>
      hold(page, deleteCall, trpcError("posts.deleteComment", status, message));
    await post.getByText("No comments yet. Start the conversation.").waitFor();

    await t.step("a refused comment shows at once, then goes and its text returns", async () => {
      const call = await hold(page, addCall, trpcError("posts.comment", 500, "Server error"));
      await box.fill("Merge sort first?");
      await send.click();
      await comment.waitFor();
      assert.equal(await comment.getAttribute("aria-busy"), "true");
      await count.filter({ hasText: /^1$/ }).waitFor();
      assert.equal(await box.inputValue(), "");
      await screenshots(page, "comment-pending");
      call.release();
      await waitForToast(page, "Failed to add comment. Please try again.");
      await comment.waitFor({ state: "detached" });
      await count.filter({ hasText: /^0$/ }).waitFor();
      assert.equal(await box.inputValue(), "Merge sort first?");
      await screenshots(page, "comment-refused");
      await call.done();
      assert.equal((await stored()).commentsCount, 0);
    });

    await t.step("sent again, the comment is stored", async () => {
      const answered = page.waitForResponse((r) => addCall.test(r.url()));
      await send.click();
      await comment.waitFor();
      assert.equal((await answered).status(), 200);
      await page.waitForFunction(() => !document.querySelector(".comment[aria-busy]"));
      await count.filter({ hasText: /^1$/ }).waitFor();
      assert.equal((await stored()).commentsCount, 1);
    });

    await t.step("a failed delete takes the comment away, then puts it back", async () => {
      const call = await refuseDelete(500, "Server error");
      await remove.click();
      await comment.waitFor({ state: "detached" });
      await count.filter({ hasText: /^0$/ }).waitFor();
      call.release();
      await waitForToast(page, "Failed to delete comment. Please try again.");
      await comment.waitFor();
      await count.filter({ hasText: /^1$/ }).waitFor();
      await call.done();
      assert.equal((await stored()).commentsCount, 1);
    });

    await t.step("a comment the server says is gone stays gone, with its message", async () => {
      const call = await refuseDelete(404, "Comment not found.");
      call.release();
      await remove.click();
      await waitForToast(page, "Comment not found.");
      await page.waitForTimeout(200);
      assert.equal(await comment.count(), 0);
      assert.equal(await count.innerText(), "0");
      await call.done();
    });

    await t.step("a delete the server takes survives a reload", async () => {
      await reload(page);
      const answered = page.waitForResponse((r) => deleteCall.test(r.url()));
      await remove.click();
      await comment.waitFor({ state: "detached" });
      await count.filter({ hasText: /^0$/ }).waitFor();
      assert.equal((await answered).status(), 200);
      assert.equal((await stored()).commentsCount, 0);
      await reload(page);
      await post.getByText("No comments yet. Start the conversation.").waitFor();
      assert.equal(await count.innerText(), "0");
    });

    await t.step("no other errors in the console", () => {
      dropExpectedErrors(session.problems, staged);
      assertNoPageErrors([session.problems]);
    });
  } finally {
    await close();
  }
});
