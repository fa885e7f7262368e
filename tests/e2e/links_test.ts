/**
 * In real Chromium: web addresses in a chat message and in a post are links that open in a new
 * tab, safely (`noopener noreferrer nofollow ugc`); anything else stays text.
 */
import assert from "node:assert/strict";
import {
  browserTest,
  openAs,
  startServerWithDemoStudentsAndBrowser,
  visit,
} from "../helpers/browser.ts";
import { assertNoPageErrors } from "../helpers/page_checks.ts";
import { loginDemo } from "../helpers/users.ts";
import { postPath } from "../../src/shared/post_paths.ts";

const SAFE_REL = "noopener noreferrer nofollow ugc";

browserTest("[e2e] links in chat messages and posts open in a new tab", async (t) => {
  const { server, browser, close } = await startServerWithDemoStudentsAndBrowser();
  const diya = await loginDemo(server, "diya");
  const kabir = await loginDemo(server, "kabir");
  // A page of this site, so the new tab has somewhere to go without leaving the machine.
  const target = `${server.url}/team`;
  const text = `Schedule is at ${target}. Not a link: javascript:alert(1)`;
  const chat = await diya.client.request<{ chat: { _id: string } }>(
    "POST",
    `/api/chat/user/${kabir.id}`,
  );
  const sent = await diya.client.request("POST", `/api/chat/${chat.body.chat._id}/messages`, {
    content: text,
    type: "text",
  });
  assert.equal(sent.status, 201);
  const post = await diya.client.request<{ postId: string }>("POST", "/api/posts", {
    type: "text",
    title: "Where the notes are",
    content: `All in one place (${target}).`,
  });
  const session = await openAs(browser, server, kabir.client);
  const { page, context } = session;
  try {
    await t.step("a link in a chat message opens the page in a new tab", async () => {
      await visit(page, `${server.url}/chat?userId=${diya.id}`);
      const bubble = page.locator(".chat-text", { hasText: "Schedule is at" });
      const link = bubble.getByRole("link", { name: target });
      assert.equal(await link.getAttribute("target"), "_blank");
      assert.equal(await link.getAttribute("rel"), SAFE_REL);
      assert.equal(await bubble.getByRole("link").count(), 1, "javascript: stays text");
      const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
      await tab.waitForLoadState();
      assert.equal(tab.url(), target);
      await tab.close();
    });

    await t.step("a link in a post is a link; the bracket after it is not", async () => {
      await visit(page, `${server.url}${postPath({ _id: post.body.postId, type: "text" })}`);
      const link = page.locator(".post-text").getByRole("link");
      assert.equal(await link.getAttribute("href"), target);
      assert.equal(await link.getAttribute("rel"), SAFE_REL);
      assert.match(await page.locator(".post-text").innerText(), /\(http.*\/team\)\./);
      assertNoPageErrors([session.problems]);
    });
  } finally {
    await close();
  }
});
