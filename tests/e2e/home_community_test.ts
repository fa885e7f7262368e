/**
 * In real Chromium: the home page's community cards show live numbers — the top contributors of
 * what students just did, trending resources from a liked roadmap, and the platform counters.
 */
import assert from "node:assert/strict";
import {
  browserTest,
  newContext,
  startServerWithDemoStudentsAndBrowser,
} from "../helpers/browser.ts";
import { assertNoPageErrors } from "../helpers/page_checks.ts";
import { shootEachThemeAndWidth } from "../helpers/screenshots.ts";
import { serviceDeps } from "../helpers/server_setups.ts";
import { findUserByUsername } from "../../src/users/repo.ts";
import { createPost } from "../../src/posts/service.ts";
import { addComment, toggleLike } from "../../src/posts/reactions.ts";

browserTest("[e2e] home: live contributors, trending resources and platform stats", async (t) => {
  const { server, browser, close } = await startServerWithDemoStudentsAndBrowser();
  const deps = serviceDeps(server);
  const [diya, kabir, ishita] = await Promise.all(
    ["diya", "kabir", "ishita"].map(async (u) => (await findUserByUsername(server.kv, u))!),
  );
  const { page, problems } = await newContext(browser);
  const community = page.locator(".home-community");
  try {
    await t.step("with no activity, nobody is listed and the counters are real", async () => {
      await page.goto(`${server.url}/`);
      await assert.doesNotReject(
        community.getByText("Nobody has contributed yet. Write the first post.").waitFor(),
      );
      const stats = await community.locator(".home-stats div").allInnerTexts();
      assert.deepEqual(stats.map((s) => s.replace(/\s+/g, " ").trim()), [
        "Students 6",
        "Posts 0",
        "Categories 0",
      ]);
    });

    await t.step("after posts, likes and comments, the most active students lead", async () => {
      const { postId } = await createPost(deps, diya._id, {
        type: "section",
        title: "Frontend in 8 weeks",
        content: "",
        tags: [],
        section: {
          title: "Frontend roadmap",
          description: "",
          category: "Web Dev",
          resources: [{
            title: "MDN Learn",
            link: "https://developer.mozilla.org/",
            description: "",
          }],
        },
      });
      await createPost(deps, diya._id, { type: "text", title: "Notes", content: "", tags: [] });
      await toggleLike(deps, kabir._id, postId);
      await addComment(deps, kabir._id, postId, "Saving this");
      await toggleLike(deps, ishita._id, postId);
      await server.trendingSettled();

      // Visitors share one copy of the home page, made again every few seconds: reload until
      // the activity shows (docs/decisions.md, "Pages the same for every signed-out visitor").
      const rows = community.locator(".home-contributor");
      const deadline = Date.now() + 15_000;
      do {
        await page.waitForTimeout(1_000);
        await page.reload();
      } while (await rows.count() === 0 && Date.now() < deadline);
      assert.deepEqual(
        await rows.locator("strong a").allInnerTexts(),
        [diya.name, kabir.name, ishita.name],
      );
      const first = rows.first();
      assert.match(await first.innerText(), /2 contributions/);
      assert.equal(
        await first.locator(".home-bar").getAttribute("aria-label"),
        "100% of 2 contributions",
      );
      assert.equal(await first.locator("strong a").getAttribute("href"), `/profile/${diya._id}`);
      const resource = community.getByRole("link", { name: "MDN Learn" });
      assert.equal(await resource.getAttribute("href"), "https://developer.mozilla.org/");
      const stats = await community.locator(".home-stats div").allInnerTexts();
      assert.deepEqual(stats.map((s) => s.replace(/\s+/g, " ").trim()), [
        "Students 6",
        "Posts 2",
        "Category 1",
      ]);
    });

    await t.step("screenshots of the cards", async () => {
      await shootEachThemeAndWidth(page, "home-community", async (path) => {
        await community.scrollIntoViewIfNeeded();
        await community.screenshot({ path, animations: "disabled" });
      });
      assertNoPageErrors([problems]);
    });
  } finally {
    await close();
  }
});
