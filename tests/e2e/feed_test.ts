/**
 * In real Chromium: the feed (Following and Global tabs, type filters, infinite scroll to its
 * end), a post card's like, comments, See More, share, the author's edit and delete, the
 * single-post page and its 404, the profile's Posts sub-tabs and the home page's Recent Posts.
 */
import assert from "node:assert/strict";
import { raisedLimits } from "../../src/core/write_limits.ts";
import type { Browser, Locator, Page } from "playwright-core";
import {
  allowClipboard,
  type BrowserSession,
  browserTest,
  closeDialogWith,
  openAs,
  startServerWithSmtpAndBrowser,
  visit,
} from "../helpers/browser.ts";
import { assertNoPageErrors, dropExpectedErrors } from "../helpers/page_checks.ts";
import { pngWithText } from "../helpers/images.ts";
import {
  actionCount,
  createPost,
  postCard as card,
  scrollToFeedEnd,
  textPost,
  uploadImages,
  waitForPostNotFound,
} from "../helpers/posts.ts";
import { shootEachThemeAndWidth } from "../helpers/screenshots.ts";
import type { TestServer } from "../helpers/server.ts";
import { type Client, signUp } from "../helpers/users.ts";
import { timeAgo } from "../../src/ui/kit/format.ts";

const relativeTime = (iso: string, now: number) => timeAgo(iso, now, "date");

/** A browser context signed in with `client`'s cookies (or a visitor's), alerts accepted, and
 * the clipboard usable for the Share Post fallback. */
async function open(browser: Browser, server: TestServer, client?: Client) {
  const session = await openAs(browser, server, client);
  await allowClipboard(session.context, server.url);
  return session;
}

/**
 * The screen at desktop and 360 px phone width, in the dark and the light theme, with `target`
 * (when given) scrolled to just under the header. Dialogs stay open.
 */
function shots(page: Page, name: string, target?: Locator) {
  return shootEachThemeAndWidth(page, name, async (path) => {
    if (target) {
      await target.evaluate((el) =>
        scrollTo({ top: el.getBoundingClientRect().top + scrollY - 76, behavior: "instant" })
      );
    }
    await page.waitForTimeout(250);
    await page.screenshot({ path, animations: "disabled" });
  });
}

/** The card of post `id`, whatever it shows (its edit form, say). */
const cardOf = (scope: Page | Locator, id: string) =>
  scope.locator(`.post-card[data-post="${id}"]`);

const LONG = "Dynamic programming is recursion with a memory. ".repeat(8).trim();

browserTest(
  "[e2e] feed: tabs, filters, likes, comments, edit, delete, share, scroll and post pages",
  async (t) => {
    // One student writes 26 notes in a moment to fill the feed: more than the write limit allows.
    const { server, smtp, browser, close } = await startServerWithSmtpAndBrowser({
      writeLimits: raisedLimits({ posts: 40 }),
    });
    const sessions: BrowserSession[] = [];
    try {
      const a = await signUp(server, smtp, { name: "Asha Rao", username: "asha_rao" });
      const b = await signUp(server, smtp, { name: "Bilal Khan", username: "bilal_k" });
      const c = await signUp(server, smtp, { name: "Chitra Iyer", username: "chitra_i" });
      assert.equal((await b.client.request("POST", `/api/follow/${a.user._id}`)).status, 200);

      // C writes 26 posts first, so A's five are the newest of the global feed.
      for (let i = 1; i <= 26; i++) await textPost(c.client, `Chitra note ${i}`);
      const urls = await uploadImages(a.client, 2, pngWithText(64, 48));
      const ids = {
        image: await createPost(a.client, {
          type: "image",
          title: "Hackathon photos",
          content: "Two days, one robot.",
          images: urls.map((url, i) => ({ url, caption: `Photo ${i + 1}` })),
        }),
        roadmap: await createPost(a.client, {
          type: "section",
          title: "Web roadmap",
          content: "Eight weeks to a full-stack app.",
          tags: ["web"],
          section: {
            title: "From HTML to full-stack",
            description: "Two hours a day.",
            category: "Web Dev",
            resources: [{ title: "MDN", link: "https://developer.mozilla.org/", description: "" }],
          },
        }),
        doomed: await textPost(a.client, "Draft to delete"),
        edit: await textPost(a.client, "Typo in the titel"),
        long: await textPost(a.client, "Long read", { content: LONG, tags: ["dp", "dsa"] }),
      };

      const asB = await open(browser, server, b.client);
      sessions.push(asB);
      const page = asB.page;
      const feedUrl = `${server.url}/feed`;

      await t.step("the follower's Following Feed shows the followee's posts only", async () => {
        await visit(page, feedUrl);
        const list = page.getByRole("list", { name: "Following Feed" });
        await card(list, "Long read").waitFor();
        const titles = await list.locator(".post-title").allInnerTexts();
        assert.deepEqual(titles, [
          "Long read",
          "Typo in the titel",
          "Draft to delete",
          "Web roadmap",
          "Hackathon photos",
        ]);
        await card(list, "Long read").getByText("Just now").waitFor();
        await page.getByText("You've reached the end of the feed").waitFor();
        const activity = page.getByRole("region", { name: "Your activity" });
        await activity.getByText("Following", { exact: true }).waitFor();
        const roadmap = card(list, "Web roadmap");
        const link = roadmap.getByRole("link", { name: /MDN/ });
        assert.equal(await link.getAttribute("target"), "_blank");
        assert.equal(await link.getAttribute("rel"), "noopener noreferrer");
        assert.equal(await roadmap.locator(".post-category").innerText(), "Web Dev");
        await shots(page, "feed-following");
        await shots(page, "feed-following-list", list);
      });

      await t.step("Global Feed and the Images filter", async () => {
        await page.getByRole("tab", { name: "Global Feed" }).click();
        const list = page.getByRole("list", { name: "Global Feed" });
        await card(list, "Chitra note 26").waitFor();
        assert.equal(await list.locator(".post-card").count(), 10);
        await page.getByRole("button", { name: "Images", exact: true }).click();
        const photos = card(list, "Hackathon photos");
        await photos.waitFor();
        await page.waitForFunction(() => document.querySelectorAll(".post-card").length === 1);
        assert.equal(new URL(page.url()).search, "?tab=global&type=image");
        assert.deepEqual(
          await photos.locator(".post-images img").evaluateAll((els) =>
            els.map((e) => e.getAttribute("alt"))
          ),
          [
            "Photo 1",
            "Photo 2",
          ],
        );
        await photos.getByText("Photo 2", { exact: true }).waitFor();
        await shots(page, "feed-global-images");
      });

      await t.step("a list that fails to load offers Try Again", async () => {
        const failing = /\/trpc\/posts\.global/;
        await page.route(failing, (route) => route.abort());
        await page.getByRole("button", { name: "Blogs/Text", exact: true }).click();
        const error = page.getByRole("alert").filter({ hasText: "Failed to load posts" });
        await error.waitFor();
        await shots(page, "feed-error", error);
        await page.unroute(failing);
        await error.getByRole("button", { name: "Try Again" }).click();
        await card(page, "Long read").waitFor();
        // The aborted request is reported by the browser as a failed load.
        dropExpectedErrors(asB.problems, /ERR_FAILED/);
        await page.getByRole("button", { name: "Images", exact: true }).click();
        await card(page, "Hackathon photos").waitFor();
      });

      const photos = card(page, "Hackathon photos");

      await t.step("a like counts one up, and a second click takes it back", async () => {
        const like = photos.getByRole("button", { name: /^Like/ });
        assert.equal(await actionCount(photos, "Like").innerText(), "0");
        const answered = page.waitForResponse((r) => r.url().includes("posts.like"));
        await like.click();
        await actionCount(photos, "Like").filter({ hasText: /^1$/ }).waitFor();
        await answered;
        assert.equal(await like.getAttribute("aria-pressed"), "true");
        const seen = await b.client.request<{ post: { isLiked: boolean; likesCount: number } }>(
          "GET",
          `/api/posts/${ids.image}`,
        );
        assert.deepEqual([seen.body.post.isLiked, seen.body.post.likesCount], [true, 1]);
        const undone = page.waitForResponse((r) => r.url().includes("posts.like"));
        await like.click();
        await actionCount(photos, "Like").filter({ hasText: /^0$/ }).waitFor();
        await undone;
        assert.equal(await like.getAttribute("aria-pressed"), "false");
      });

      await t.step("the comment panel opens, takes a comment and shows it", async () => {
        const toggle = photos.getByRole("button", { name: /^Comment/ });
        await toggle.click();
        assert.equal(await toggle.getAttribute("aria-expanded"), "true");
        await photos.getByText("No comments yet. Start the conversation.").waitFor();
        const post = photos.getByRole("button", { name: "Post", exact: true });
        await photos.getByLabel("Add a comment").fill("   ");
        assert.ok(await post.isDisabled());
        await photos.getByLabel("Add a comment").fill("Congrats on third place!");
        await post.click();
        const comment = photos.locator(".comment", { hasText: "Congrats on third place!" });
        await comment.waitFor();
        await comment.getByText("Bilal Khan").waitFor();
        await comment.getByText("Just now").waitFor();
        await actionCount(photos, "Comment").filter({ hasText: /^1$/ }).waitFor();
        assert.equal(await photos.getByLabel("Add a comment").inputValue(), "");
        await photos.getByLabel("Add a comment").fill("The second photo is my favourite.");
        await photos.getByLabel("Add a comment").press("Enter");
        await photos.locator(".comment", { hasText: "my favourite" }).waitFor();
        await shots(page, "comment-panel", photos);
        await toggle.click();
        await photos.locator(".comments").waitFor({ state: "detached" });
      });

      await t.step("Share copies the link and shows the Share Post dialog", async () => {
        await photos.getByRole("button", { name: /^Share/ }).click();
        const dialog = page.getByRole("dialog", { name: "Share Post" });
        await dialog.waitFor();
        const link = `${server.url}/image/${ids.image}`;
        assert.equal(await dialog.getByLabel("Post link").inputValue(), link);
        assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
        await actionCount(photos, "Share").filter({ hasText: /^1$/ }).waitFor();
        await shots(page, "share-dialog");
        await closeDialogWith(dialog, "Done");
      });

      await t.step(
        "with the device's share sheet: no dialog, and a cancel is ignored",
        async () => {
          await page.evaluate(() => {
            const w = window as unknown as { shared: string[]; cancel: boolean };
            w.shared = [];
            w.cancel = true;
            Object.defineProperty(navigator, "share", {
              configurable: true,
              value: (data: { url: string }) => {
                if (w.cancel) return Promise.reject(new DOMException("cancelled", "AbortError"));
                w.shared.push(data.url);
                return Promise.resolve();
              },
            });
          });
          await photos.getByRole("button", { name: /^Share/ }).click();
          await page.waitForTimeout(300);
          assert.equal(await page.getByRole("dialog").count(), 0);
          assert.deepEqual(asB.alerts, []);
          await page.evaluate(() => (window as unknown as { cancel: boolean }).cancel = false);
          await photos.getByRole("button", { name: /^Share/ }).click();
          await page.waitForFunction(() =>
            (window as unknown as { shared: string[] }).shared.length
          );
          assert.equal(await page.getByRole("dialog").count(), 0);
          // Each student counts once.
          assert.equal(await actionCount(photos, "Share").innerText(), "1");
        },
      );

      await t.step("See More shows the whole text and See Less cuts it again", async () => {
        await visit(page, feedUrl);
        const long = card(page, "Long read");
        const text = long.locator(".post-text p");
        const cut = await text.innerText();
        assert.ok(cut.endsWith("..."), cut);
        assert.ok(cut.length <= 203, `${cut.length} characters`);
        await long.getByRole("button", { name: "See More" }).click();
        assert.equal(await text.innerText(), LONG);
        await long.getByRole("button", { name: "See Less" }).click();
        assert.equal(await text.innerText(), cut);
        assert.equal(await long.getByRole("button", { name: "Edit post" }).count(), 0);
        assert.equal(await long.getByRole("button", { name: "Delete post" }).count(), 0);
      });

      const asA = await open(browser, server, a.client);
      sessions.push(asA);
      const pa = asA.page;

      await t.step("the author edits a post's title on the profile", async () => {
        await visit(pa, `${server.url}/profile/${a.user._id}`);
        await card(pa, "Web roadmap").waitFor();
        await pa.getByRole("tab", { name: "Blogs/Text" }).click();
        // The All types panel stays mounted (hidden): look inside the open sub-tab only.
        const blogs = pa.getByRole("tabpanel", { name: "Blogs/Text" });
        const typo = cardOf(blogs, ids.edit);
        await card(blogs, "Typo in the titel").waitFor();
        await typo.getByRole("button", { name: "Edit post" }).click();
        const title = typo.getByLabel("Title", { exact: true });
        assert.ok(await title.evaluate((el) => el === document.activeElement));
        await title.fill("  ");
        await typo.getByText("Title is required").waitFor();
        assert.ok(await typo.getByRole("button", { name: "Save" }).isDisabled());
        await title.fill("Typo in the title, fixed");
        await typo.getByLabel("Tags", { exact: true }).fill("fixes");
        await typo.getByLabel("Tags", { exact: true }).press("Enter");
        await typo.getByText("#fixes").waitFor();
        await shots(pa, "post-edit", typo);
        await typo.getByRole("button", { name: "Save" }).click();
        const fixed = card(blogs, "Typo in the title, fixed");
        await fixed.waitFor();
        await fixed.getByText("#fixes").waitFor();
        const saved = await a.client.request<{ post: { title: string; tags: string[] } }>(
          "GET",
          `/api/posts/${ids.edit}`,
        );
        assert.deepEqual([saved.body.post.title, saved.body.post.tags], [
          "Typo in the title, fixed",
          ["fixes"],
        ]);
      });

      await t.step("the author deletes a post: Cancel keeps it, Delete removes it", async () => {
        const doomed = card(pa.getByRole("tabpanel", { name: "Blogs/Text" }), "Draft to delete");
        await doomed.getByRole("button", { name: "Delete post" }).click();
        const dialog = pa.getByRole("dialog", { name: "Delete post?" });
        await dialog.waitFor();
        await shots(pa, "post-delete-dialog");
        await closeDialogWith(dialog, "Cancel");
        await doomed.getByRole("button", { name: "Delete post" }).click();
        await dialog.getByRole("button", { name: "Delete", exact: true }).click();
        await doomed.waitFor({ state: "detached" });
        const gone = await a.client.request("GET", `/api/posts/${ids.doomed}`);
        assert.equal(gone.status, 404);
      });

      await t.step("the post's author may delete a student's comment on it", async () => {
        await visit(pa, `${server.url}/image/${ids.image}`);
        const comment = pa.locator(".comment", { hasText: "Congrats on third place!" });
        await comment.waitFor();
        await comment.getByRole("button", { name: "Delete comment by Bilal Khan" }).click();
        await comment.waitFor({ state: "detached" });
        await actionCount(card(pa, "Hackathon photos"), "Comment").filter({ hasText: /^1$/ })
          .waitFor();
      });

      await t.step("the Global Feed loads page after page to its end", async () => {
        await visit(page, `${feedUrl}?tab=global`);
        const list = page.getByRole("list", { name: "Global Feed" });
        await card(list, "Long read").waitFor();
        // Nothing more is read until the end of the list comes near the bottom of the screen.
        await page.waitForTimeout(400);
        assert.equal(await list.locator(".post-card").count(), 10);
        await scrollToFeedEnd(page, 2500, 30);
        const titles = await list.locator(".post-title").allInnerTexts();
        assert.equal(titles.length, 30);
        assert.equal(new Set(titles).size, 30);
        assert.equal(titles.at(-1), "Chitra note 1");
        assert.ok(!titles.includes("Draft to delete"));
      });

      await t.step("a single post page shows the post, its comments, Follow and Back", async () => {
        await visit(page, `${feedUrl}?tab=global`);
        await visit(page, `${server.url}/blog/${ids.long}`);
        assert.equal(await page.title(), "Long read · Campus");
        await page.getByRole("heading", { level: 1, name: "Long read" }).waitFor();
        assert.equal(await page.locator(".post-text p").innerText(), LONG);
        assert.equal(await page.getByRole("button", { name: "See More" }).count(), 0);
        await page.locator(".comments").getByText("No comments yet.", { exact: false }).waitFor();
        await page.getByRole("button", { name: "Following", exact: true }).waitFor();
        await shots(page, "post-page");
        await page.getByRole("button", { name: "Back" }).click();
        await page.waitForURL(`${feedUrl}?tab=global`);
      });

      await t.step("a post under another kind's path is sent to its own", async () => {
        await visit(page, `${server.url}/roadmap/${ids.long}`);
        assert.equal(new URL(page.url()).pathname, `/blog/${ids.long}`);
      });

      await t.step("a deleted post's link answers Post Not Found", async () => {
        const res = await page.goto(`${server.url}/blog/${ids.doomed}`);
        assert.equal(res?.status(), 404);
        const home = await waitForPostNotFound(page);
        assert.equal(await home.getAttribute("href"), "/");
        assert.equal(await page.title(), "Post Not Found · Campus");
        await shots(page, "post-not-found");
        // The 404 document above is reported by the browser as a failed load.
        dropExpectedErrors(asB.problems, /status of 404/);
      });

      await t.step(
        "a visitor sees the profile's Posts sub-tabs and home Recent Posts",
        async () => {
          const visitor = await open(browser, server);
          sessions.push(visitor);
          const pv = visitor.page;
          await visit(pv, `${server.url}/profile/${a.user._id}`);
          // All types first, then each type under its own sub-tab.
          await card(pv.getByRole("tabpanel", { name: "All types" }), "Long read").waitFor();
          await pv.getByRole("tab", { name: "Sections/Roadmaps" }).click();
          const roadmaps = pv.getByRole("tabpanel", { name: "Sections/Roadmaps" });
          await card(roadmaps, "Web roadmap").waitFor();
          assert.equal(await card(roadmaps, "Long read").count(), 0);
          await pv.getByRole("tab", { name: "Blogs/Text" }).click();
          const blogs = pv.getByRole("tabpanel", { name: "Blogs/Text" });
          await card(blogs, "Long read").waitFor();
          await card(blogs, "Typo in the title, fixed").waitFor();
          await pv.getByRole("tab", { name: "Images" }).click();
          const img = card(pv.getByRole("tabpanel", { name: "Images" }), "Hackathon photos");
          await img.waitFor();
          assert.equal(await img.getByRole("button", { name: "Edit post" }).count(), 0);
          await shots(pv, "profile-posts", pv.locator(".posts-panel"));

          await visit(pv, `${server.url}/`);
          await pv.getByRole("tab", { name: "Recent Posts" }).click();
          const panel = pv.getByRole("tabpanel", { name: "Recent Posts" });
          await card(panel, "Long read").waitFor();
          assert.equal(await panel.locator(".post-card").count(), 10);
          await panel.getByRole("button", { name: "Load more posts" }).click();
          await pv.waitForFunction(() =>
            document.querySelectorAll("#discover .post-card").length === 20
          );
          await shots(pv, "home-recent-posts", panel);
          await card(panel, "Long read").getByRole("button", { name: /^Like/ }).click();
          await pv.waitForURL(`${server.url}/login`);
        },
      );

      await t.step("no errors in the console", () => {
        assertNoPageErrors(sessions.map((s) => s.problems));
        assert.deepEqual(asA.alerts, []);
      });
    } finally {
      await close();
    }
  },
);

Deno.test("[posts ui] relative times: Just now, minutes, hours, then a date", () => {
  const at = Date.parse("2026-03-04T10:00:00Z");
  const iso = new Date(at).toISOString();
  assert.equal(relativeTime(iso, at), "Just now");
  assert.equal(relativeTime(iso, at + 59_999), "Just now");
  assert.equal(relativeTime(iso, at + 60_000), "1m ago");
  assert.equal(relativeTime(iso, at + 59 * 60_000), "59m ago");
  assert.equal(relativeTime(iso, at + 60 * 60_000), "1h ago");
  assert.equal(relativeTime(iso, at + 23 * 3600_000 + 59 * 60_000), "23h ago");
  assert.match(relativeTime(iso, at + 24 * 3600_000), /^Mar [45], 2026$/);
  // A clock a little behind the server's still reads "Just now".
  assert.equal(relativeTime(iso, at - 5_000), "Just now");
});
