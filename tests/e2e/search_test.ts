/**
 * In real Chromium: searching from the header box lands on /search with the query in the address
 * and the matched words marked; the tabs show people and tags; a bookmark on a result saves it;
 * on a phone the header's search button opens the box on its own row.
 */
import assert from "node:assert/strict";
import {
  browserTest,
  openAs,
  startServerWithSmtpAndBrowser,
  visit,
  waitForIslands,
} from "../helpers/browser.ts";
import { assertNoPageErrors } from "../helpers/page_checks.ts";
import { createPost, textPost } from "../helpers/posts.ts";
import { screenshots, screenshotsInBothThemes } from "../helpers/screenshots.ts";
import { signUpEach } from "../helpers/users.ts";

browserTest("[e2e] search: header box to results, tabs, marks and a phone header", async (t) => {
  const { server, smtp, browser, close } = await startServerWithSmtpAndBrowser();
  try {
    const [reader, writer] = await signUpEach(server, smtp, [
      { username: "reader_r", name: "Riya Reader" },
      { username: "graphs_g", name: "Gaurav Graphwala" },
    ]);
    await textPost(writer.client, "Dijkstra in ten minutes", {
      content: "Shortest paths with a heap. <b>not bold</b> stays text.",
      tags: ["graphs", "dsa"],
    });
    await createPost(writer.client, {
      type: "section",
      title: "Graph roadmap",
      tags: ["graphs"],
      section: {
        title: "Shortest paths",
        category: "DSA",
        resources: [{ title: "Dijkstra visualised", link: "https://example.com/dijkstra" }],
      },
    });
    await textPost(writer.client, "Unrelated notes", { content: "Operating systems" });
    const { page, problems } = await openAs(browser, server, reader.client);

    await t.step("Enter in the header box opens the results with the words marked", async () => {
      await visit(page, `${server.url}/`);
      const box = page.getByRole("searchbox", { name: "Search Campus" }).first();
      await box.fill("dijkstra");
      await box.press("Enter");
      await page.waitForURL(`${server.url}/search?q=dijkstra`);
      await waitForIslands(page);
      const results = page.getByRole("list", { name: "Posts found" });
      await results.getByRole("article").first().waitFor();
      assert.equal(await results.getByRole("article").count(), 2);
      const marks = await results.locator("mark.search-mark").allTextContents();
      assert.ok(marks.includes("Dijkstra"), JSON.stringify(marks));
      // The post's own angle brackets are text, never markup.
      assert.equal(await results.locator("b").count(), 0);
      assert.ok((await results.textContent())?.includes("<b>not bold</b>"));
    });

    await t.step("a bookmark on a result saves the post", async () => {
      const card = page.getByRole("article").filter({ hasText: "Dijkstra in ten minutes" });
      const saved = page.waitForResponse((r) => r.url().includes("posts.save"));
      await card.getByRole("button", { name: "Bookmark" }).click();
      assert.equal((await saved).status(), 200);
      const list = await reader.client.request<{ posts: { title: string }[] }>(
        "GET",
        "/api/users/me/saved",
      );
      assert.deepEqual(list.body.posts.map((p) => p.title), ["Dijkstra in ten minutes"]);
    });

    await t.step("the category filter and the tabs follow the address", async () => {
      await page.getByLabel("Category").selectOption("DSA");
      await page.waitForURL(/category=DSA/);
      await page.getByRole("article").filter({ hasText: "Graph roadmap" }).waitFor();
      assert.equal(await page.getByRole("article").count(), 1);
      await page.getByRole("searchbox", { name: "Search Campus" }).last().fill("graph");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await page.getByRole("tab", { name: "People" }).click();
      await page.waitForURL(/type=people/);
      const person = page.getByRole("list", { name: "People found" }).getByRole("link");
      await person.first().waitFor();
      assert.deepEqual(await person.allTextContents(), ["Gaurav Graphwala@graphs_g"]);
      await page.getByRole("tab", { name: "Tags" }).click();
      const tag = page.getByRole("list", { name: "Tags found" }).getByRole("button");
      await tag.first().waitFor();
      assert.deepEqual(await tag.allTextContents(), ["#graphs2 posts"]);
      await screenshots(page, "search-tags");
      await tag.first().click();
      await page.waitForURL(/\/search\?q=graphs$/);
      await page.getByRole("article").first().waitFor();
      assert.equal(await page.getByRole("article").count(), 2);
      await screenshotsInBothThemes(page, "search-posts");
    });

    await t.step("nothing found says so", async () => {
      await visit(page, `${server.url}/search?q=zanzibar`);
      await page.getByText('No posts found for "zanzibar"').waitFor();
      await screenshots(page, "search-empty");
    });

    await t.step("on a phone the header's button opens the box on its own row", async () => {
      const phone = await openAs(browser, server, reader.client, { width: 360, height: 740 });
      await visit(phone.page, `${server.url}/feed`);
      const box = phone.page.getByRole("searchbox", { name: "Search Campus" });
      assert.equal(await box.isVisible(), false);
      await phone.page.getByRole("button", { name: "Search" }).click();
      await box.waitFor({ state: "visible" });
      await phone.page.screenshot({
        path: new URL("../../.artifacts/screenshots/search-header-phone.png", import.meta.url)
          .pathname,
      });
      const boxTop = (await box.boundingBox())!.y;
      const headerBottom = (await phone.page.locator(".header-inner").boundingBox())!;
      assert.ok(boxTop >= headerBottom.y + headerBottom.height - 1, "the box has its own row");
      await box.fill("operating");
      await box.press("Enter");
      await phone.page.waitForURL(/\/search\?q=operating/);
      await waitForIslands(phone.page);
      await phone.page.getByRole("article").filter({ hasText: "Unrelated notes" }).waitFor();
      assertNoPageErrors([phone.problems]);
      await phone.context.close();
    });

    await t.step(
      "a visitor searches too; their phone header keeps the box behind its button",
      async () => {
        const visitor = await openAs(browser, server, undefined, { width: 360, height: 740 });
        await visit(visitor.page, `${server.url}/search?q=shortest&type=posts`);
        await visitor.page.getByRole("article").filter({ hasText: "Dijkstra in ten minutes" })
          .waitFor();
        await visitor.page.getByRole("button", { name: "Search" }).first().click();
        await visitor.page.getByRole("searchbox", { name: "Search Campus" }).first().waitFor();
        await screenshots(visitor.page, "search-visitor");
        assertNoPageErrors([visitor.problems]);
        await visitor.context.close();
      },
    );
    assertNoPageErrors([problems]);
  } finally {
    await close();
  }
});
