/**
 * In real Chromium: a conversation open on /chat shows the other student's message live even while
 * the header (which carries the unread badges) is still loading its code on a slow connection.
 */
import assert from "node:assert/strict";
import { browserTest, launchBrowser, openAs, waitForIslands } from "../helpers/browser.ts";
import { assertNoPageErrors } from "../helpers/page_checks.ts";
import { startServer } from "../helpers/server.ts";
import { demoPairInChat } from "../helpers/users.ts";

browserTest("[e2e] chat: a message comes live while the header is still loading", async (t) => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const { a, b, chatId } = await demoPairInChat(server);
    const { page, problems } = await openAs(browser, server, b.client);
    // The header's code is held back until the test lets it through, as a slow network would.
    let letHeaderThrough = () => {};
    const headerHeld = new Promise<void>((resolve) => letHeaderThrough = resolve);
    await page.route(/\/_build\/Header-[A-Z0-9]+\.js$/, async (route) => {
      await headerHeld;
      await route.continue();
    });
    const header = page.locator('[data-island="Header"]');
    let joined = false;
    page.on("websocket", (ws) => {
      ws.on("framereceived", (f) => {
        if (String(f.payload).startsWith('{"event":"joined_chat"')) joined = true;
      });
    });

    await t.step("the conversation loads before the header has its code", async () => {
      await page.goto(`${server.url}/chat?userId=${a.id}`);
      await page.getByText("No messages yet. Say hello!").waitFor();
      await page.locator('[data-island="ChatPage"][data-hydrated]').waitFor({ state: "attached" });
      assert.equal(await header.getAttribute("data-hydrated"), null, "the header is still held");
    });

    await t.step("the other student's message shows in the conversation and the list", async () => {
      // Live: the server has the page's socket in the conversation before the message is sent.
      for (let i = 0; i < 250 && !joined; i++) await new Promise((r) => setTimeout(r, 20));
      assert.ok(joined, "the conversation was joined over the socket");
      const res = await a.client.request("POST", `/api/chat/${chatId}/messages`, {
        content: "Sent while your header loads",
      });
      assert.equal(res.status, 201);
      await page.locator(".chat-msg-theirs", { hasText: "Sent while your header loads" })
        .waitFor();
      await page.locator(".chat-item-preview", { hasText: "Sent while your header loads" })
        .waitFor();
      assert.equal(await header.getAttribute("data-hydrated"), null, "the header is still held");
    });

    await t.step("once the header loads, the open conversation counts nothing unread", async () => {
      letHeaderThrough();
      await waitForIslands(page);
      const messages = page.getByRole("link", { name: /^Messages/ });
      await messages.waitFor();
      await page.waitForTimeout(300);
      assert.equal(await page.locator(".chat-item .chat-unread").count(), 0);
      assert.equal(await page.locator(".chat-msg-theirs").count(), 1);
    });
    assertNoPageErrors([problems]);
  } finally {
    await browser.close();
    await server.close();
  }
});
