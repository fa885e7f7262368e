/**
 * In real Chromium: Back on a post page returns to the page of this site the student came from,
 * and a post opened from a shared link (a fresh tab, another site) goes home or to the feed.
 */
import assert from "node:assert/strict";
import {
  browserTest,
  openAs,
  startServerWithDemoStudentsAndBrowser,
  visit,
} from "../helpers/browser.ts";
import { loginDemo } from "../helpers/users.ts";
import { postPath } from "../../src/shared/post_paths.ts";

browserTest("[e2e] Back on a post never leaves the site", async (t) => {
  const { server, browser, close } = await startServerWithDemoStudentsAndBrowser();
  const diya = await loginDemo(server, "diya");
  const made = await diya.client.request<{ postId: string }>("POST", "/api/posts", {
    type: "text",
    title: "Shared around",
  });
  const url = `${server.url}${postPath({ _id: made.body.postId, type: "text" })}`;
  const back = (page: import("playwright-core").Page) =>
    page.getByRole("button", { name: "Back" }).click();
  try {
    await t.step("opened in a fresh tab, a visitor goes home", async () => {
      const { page, context } = await openAs(browser, server);
      await visit(page, url);
      await back(page);
      await page.waitForURL(`${server.url}/`);
      await context.close();
    });

    await t.step("opened from another site, a student goes to the feed", async () => {
      const { page, context } = await openAs(browser, server, diya.client);
      // localhost and 127.0.0.1 are different origins: the first stands for another site.
      await page.goto(server.url.replace("127.0.0.1", "localhost") + "/team");
      await visit(page, url);
      await back(page);
      await page.waitForURL(`${server.url}/feed`);
      await context.close();
    });

    await t.step("opened from a page of the site, Back returns there", async () => {
      const { page, context } = await openAs(browser, server);
      await visit(page, `${server.url}/trending?tab=posts`);
      await visit(page, url);
      await back(page);
      await page.waitForURL(`${server.url}/trending?tab=posts`);
      assert.equal(new URL(page.url()).origin, server.url);
      await context.close();
    });
  } finally {
    await close();
  }
});
