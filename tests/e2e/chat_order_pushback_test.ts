/**
 * In real Chromium: when the server asks a sender to slow down, the message goes again after the
 * wait it names, nothing typed is lost, and since the input waits while a send is pending, the
 * messages typed after it follow it: both students see them once each, in the order typed. The
 * "slow down" is the store's own frame, put in the socket's path for the first message only (a
 * real overload cannot be ordered up in a test); everything else reaches the real server.
 */
import assert from "node:assert/strict";
import { browserTest, launchBrowser, openAs, waitForIslands } from "../helpers/browser.ts";
import { assertNoPageErrors } from "../helpers/page_checks.ts";
import { startServer } from "../helpers/server.ts";
import { demoPairInChat } from "../helpers/users.ts";

/** The store's "slow down" (src/chat/waiting.ts BUSY), as the socket sends it. */
const slowDown = (clientId: string) =>
  JSON.stringify({
    event: "error",
    data: {
      event: "send_message",
      code: "TOO_MANY_REQUESTS",
      message: "You're sending messages too fast. Try again in a moment.",
      ref: clientId,
      retryInMs: 800,
    },
  });

type History = { messages: { content: string }[] };

browserTest("[e2e] chat: messages typed during a slow-down arrive in typed order", async (t) => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const { a, b, chatId } = await demoPairInChat(server);
    const { page, problems } = await openAs(browser, server, a.client);
    let refused = 0;
    await page.routeWebSocket(/\/ws$/, (ws) => {
      const toServer = ws.connectToServer();
      ws.onMessage((frame) => {
        const text = String(frame);
        const clientId = /"clientId":"([^"]+)"/.exec(text)?.[1];
        if (text.startsWith('{"event":"send_message"') && clientId && refused === 0) {
          refused++;
          ws.send(slowDown(clientId));
          return;
        }
        toServer.send(frame);
      });
    });

    await t.step("the first is refused, sent again, and the next two follow it", async () => {
      await page.goto(`${server.url}/chat?userId=${b.id}`);
      await waitForIslands(page);
      await page.getByText("No messages yet. Say hello!").waitFor();
      const input = page.getByLabel("Message", { exact: true });
      for (const text of ["first", "second", "third"]) {
        await input.fill(text);
        await input.press("Enter");
      }
      await page.locator(".chat-msg-mine[data-message-id]", { hasText: "third" }).waitFor({
        timeout: 15_000,
      });
      assert.equal(refused, 1, "the first send was answered with a slow-down");
      await page.locator(".chat-msg-sending").waitFor({ state: "detached" });
      const shown = await page.locator(".chat-msg-mine .chat-text").allTextContents();
      assert.deepEqual(shown.map((s) => s.trim()), ["first", "second", "third"]);
    });

    await t.step("the other student's history has them once each, in typed order", async () => {
      const history = await b.client.request<History>("GET", `/api/chat/${chatId}/messages`);
      assert.deepEqual(history.body.messages.map((m) => m.content), ["first", "second", "third"]);
    });
    assertNoPageErrors([problems]);
  } finally {
    await browser.close();
    await server.close();
  }
});
