/**
 * In real Chromium: a like shows before the server answers, in every copy of the post on the
 * page; a refused like is taken back with 'Failed to like post. Please try again.'; a second
 * click while one is on its way sends nothing; a like the server takes survives a reload.
 */
import assert from "node:assert/strict";
import type { Route } from "playwright-core";
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

const LIKE_FAILED = "Failed to like post. Please try again.";
const likeCall = /\/trpc\/[^?]*posts\.like/;

browserTest(
  "[e2e] like: shown at once everywhere, taken back when refused, kept when stored",
  async (t) => {
    const { server, smtp, browser, close } = await startServerWithSmtpAndBrowser();
    try {
      const [author, reader] = await signUpEach(server, smtp, [
        { name: "Leela Writer", username: "leela_w" },
        { name: "Omar Reader", username: "omar_r" },
      ]);
      await reader.client.request("POST", `/api/follow/${author.user._id}`);
      const id = await textPost(author.client, "Graphs in one page");
      const asReader = await openAs(browser, server, reader.client);
      const page = asReader.page;
      const stored = async () =>
        (await reader.client.request<{ post: { isLiked: boolean; likesCount: number } }>(
          "GET",
          `/api/posts/${id}`,
        )).body.post;

      // The Following Feed comes from the server; the Global Feed is read in the browser. Both
      // hold the post, so a like must show in both.
      await visit(page, `${server.url}/feed`);
      await card(page.getByRole("list", { name: "Following Feed" }), "Graphs in one page")
        .waitFor();
      await page.getByRole("tab", { name: "Global Feed" }).click();
      const global = card(page.getByRole("list", { name: "Global Feed" }), "Graphs in one page");
      await global.waitFor();
      const like = global.getByRole("button", { name: /^Like/ });
      assert.equal(await actionCount(global, "Like").innerText(), "0");

      await t.step("the count changes before the server answers, then goes back", async () => {
        let release!: () => void;
        const held = new Promise<void>((r) => release = r);
        const calls: string[] = [];
        const refuse = async (route: Route) => {
          calls.push(route.request().url());
          await held;
          await route.fulfill(trpcError("posts.like", 500, "Internal server error"));
        };
        await page.route(likeCall, refuse);

        await like.click();
        await actionCount(global, "Like").filter({ hasText: /^1$/ }).waitFor();
        assert.equal(await like.getAttribute("aria-pressed"), "true");
        assert.equal(calls.length, 1, "the like is on its way, not answered");

        // A second click while the first is on its way sends nothing.
        await like.click();
        await page.waitForTimeout(300);
        assert.equal(calls.length, 1);
        assert.equal(await actionCount(global, "Like").innerText(), "1");

        // The Following Feed's cached copy shows the like too.
        await page.getByRole("tab", { name: "Following Feed" }).click();
        const following = card(
          page.getByRole("list", { name: "Following Feed" }),
          "Graphs in one page",
        );
        await actionCount(following, "Like").filter({ hasText: /^1$/ }).waitFor();
        await screenshots(page, "like-pending");

        release();
        await waitForToast(page, LIKE_FAILED);
        await actionCount(following, "Like").filter({ hasText: /^0$/ }).waitFor();
        const followingLike = following.getByRole("button", { name: /^Like/ });
        assert.equal(await followingLike.getAttribute("aria-pressed"), "false");
        await screenshots(page, "like-rollback");
        await page.unroute(likeCall, refuse);

        const post = await stored();
        assert.deepEqual([post.isLiked, post.likesCount], [false, 0]);
        // The refusal above was staged: the browser logs it as a failed load.
        dropExpectedErrors(asReader.problems, /500/);
      });

      await t.step("a like the server takes stays, and a reload shows it", async () => {
        await page.getByRole("tab", { name: "Global Feed" }).click();
        await global.waitFor();
        assert.equal(await actionCount(global, "Like").innerText(), "0");
        const answered = page.waitForResponse((r) => likeCall.test(r.url()));
        await like.click();
        await actionCount(global, "Like").filter({ hasText: /^1$/ }).waitFor();
        assert.equal((await answered).status(), 200);
        const post = await stored();
        assert.deepEqual([post.isLiked, post.likesCount], [true, 1]);

        await reload(page);
        const again = card(page.getByRole("list", { name: "Global Feed" }), "Graphs in one page");
        await actionCount(again, "Like").filter({ hasText: /^1$/ }).waitFor();
        assert.equal(
          await again.getByRole("button", { name: /^Like/ }).getAttribute("aria-pressed"),
          "true",
        );
      });

      await t.step("no other errors in the console", () => {
        assertNoPageErrors([asReader.problems]);
      });
    } finally {
      await close();
    }
  },
);
