/**
 * In real Chromium: `/feed?category=…` (where trending's category cards lead) opens the Global
 * Feed with only that category's roadmaps and a removable chip, rendered by the server first; an
 * unknown category opens the whole feed.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { browserTest, openAs, startServerWithSmtpAndBrowser, visit } from "../helpers/browser.ts";
import { assertNoPageErrors } from "../helpers/page_checks.ts";
import { createPost, postCard, textPost } from "../helpers/posts.ts";
import { screenshots } from "../helpers/screenshots.ts";
import { signUp } from "../helpers/users.ts";

/** The titles of the post cards on the page, top to bottom. */
function titles(page: Page): Promise<string[]> {
  return page.locator(".post-card .post-title").allInnerTexts();
}

browserTest("[e2e] feed by category: only that category, a chip that removes it", async (t) => {
  const { server, smtp, browser, close } = await startServerWithSmtpAndBrowser();
  try {
    const a = await signUp(server, smtp, { name: "Meera Nair", username: "meera_n" });
    const b = await signUp(server, smtp, { name: "Vikram Das", username: "vikram_d" });
    const roadmap = (title: string, category: string, description: string) =>
      createPost(a.client, {
        type: "section",
        title,
        content: `${title}: what to learn first and what to practise.`,
        section: {
          title: `${title} steps`,
          description,
          category,
          resources: [{ title: "Practice list", link: "https://example.com/practice" }],
        },
      });
    await roadmap("Graph algorithms in 6 weeks", "DSA", "BFS, DFS, shortest paths");
    await roadmap("React from zero", "Web Dev", "Components, state and effects");
    await textPost(a.client, "Exam week tips");
    await roadmap("Dynamic programming, slowly", "DSA", "From memoised recursion to tables");
    const dsa = ["Dynamic programming, slowly", "Graph algorithms in 6 weeks"];

    const { page, problems } = await openAs(browser, server, b.client);
    const chip = page.getByRole("button", { name: /^Category: DSA/ });

    await t.step("the server renders the filtered first page", async () => {
      const res = await fetch(`${server.url}/feed?category=DSA`, {
        headers: { cookie: b.client.cookieHeader },
      });
      const html = await res.text();
      assert.equal(res.status, 200);
      for (const title of dsa) assert.ok(html.includes(title), title);
      assert.ok(!html.includes("React from zero"));
      assert.ok(!html.includes("Exam week tips"));
    });

    await t.step("/feed?category=DSA: the Global Feed, DSA roadmaps only, the chip", async () => {
      await visit(page, `${server.url}/feed?category=DSA`);
      const global = page.getByRole("tab", { name: "Global Feed" });
      assert.equal(await global.getAttribute("aria-selected"), "true");
      await chip.waitFor();
      assert.equal((await chip.innerText()).trim(), "Category: DSA");
      assert.deepEqual(await titles(page), dsa);
      await screenshots(page, "feed-category-dsa");
    });

    await t.step("the chip's × brings back the whole Global Feed", async () => {
      await chip.click();
      await chip.waitFor({ state: "detached" });
      await postCard(page, "React from zero").waitFor();
      assert.deepEqual(await titles(page), [
        "Dynamic programming, slowly",
        "Exam week tips",
        "React from zero",
        "Graph algorithms in 6 weeks",
      ]);
      assert.equal(new URL(page.url()).search, "?tab=global");
    });

    await t.step("Web Dev with its space, and leaving it for the Following Feed", async () => {
      await visit(page, `${server.url}/feed?category=Web+Dev`);
      await page.getByRole("button", { name: /^Category: Web Dev/ }).waitFor();
      assert.deepEqual(await titles(page), ["React from zero"]);
      await page.getByRole("tab", { name: "Following Feed" }).click();
      await page.getByText("Nothing from the people you follow yet").waitFor();
      assert.equal(await page.locator(".feed-chip").count(), 0);
      assert.equal(new URL(page.url()).search, "");
    });

    await t.step("an unknown category opens the whole feed, no chip", async () => {
      await visit(page, `${server.url}/feed?category=Robotics`);
      assert.equal(
        await page.getByRole("tab", { name: "Following Feed" }).getAttribute("aria-selected"),
        "true",
      );
      assert.equal(await page.locator(".feed-chip").count(), 0);
      await visit(page, `${server.url}/feed?tab=global&category=robotics`);
      assert.equal((await titles(page)).length, 4);
    });

    assertNoPageErrors([problems]);
  } finally {
    await close();
  }
});
