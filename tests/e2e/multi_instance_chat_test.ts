/**
 * In real Chromium, a conversation open on one instance while the other student writes through
 * another: when Redis goes down, the other student's messages cannot come live; once it is back,
 * the page is told to catch up and shows every one of them once, although the student's own
 * message sent meanwhile is newer than all of them.
 */
import assert from "node:assert/strict";
import { ignoreE2e, launchBrowser, openAs, waitForIslands } from "../helpers/browser.ts";
import { startInstances } from "../helpers/instances.ts";
import { assertNoPageErrors } from "../helpers/page_checks.ts";
import { hasRedis } from "../helpers/redis.ts";
import { loginDemo } from "../helpers/users.ts";

Deno.test({
  name: "[e2e] an open conversation catches up after a Redis outage",
  // As browserTest, and only where redis-server is (.ci/run installs it).
  ignore: ignoreE2e || !hasRedis(),
  sanitizeResources: false,
  sanitizeOps: false,
  fn: async (t) => {
    // Each instance answers for its own address, so the browser can talk to the second directly.
    const instances = await startInstances(2, { APP_ORIGIN: "" });
    const browser = await launchBrowser();
    try {
      const one = instances.at(0);
      const two = instances.at(1);
      const a = await loginDemo(one, "aarav");
      const b = await loginDemo(two, "diya");
      const chat = await a.client.request<{ chat: { _id: string } }>(
        "POST",
        `/api/chat/user/${b.id}`,
      );
      const chatId = chat.body.chat._id;
      const say = async (text: string) => {
        const res = await a.client.request("POST", `/api/chat/${chatId}/messages`, {
          content: text,
        });
        assert.equal(res.status, 201);
      };

      const { page, problems } = await openAs(browser, two, b.client);
      let ready = 0;
      page.on("websocket", (ws) => {
        ws.on("framereceived", (f) => {
          if (String(f.payload).startsWith('{"event":"ready"')) ready++;
        });
      });
      await page.goto(`${two.url}/chat?userId=${a.id}`);
      await waitForIslands(page);
      const theirs = (text: string) => page.locator(".chat-msg-theirs", { hasText: text });

      await t.step("a message through the other instance arrives live", async () => {
        while (ready === 0) await new Promise((r) => setTimeout(r, 20));
        // The conversation loaded: a live message now has a view to land in.
        await page.getByText("No messages yet. Say hello!").waitFor();
        await say("Before the outage");
        await theirs("Before the outage").waitFor();
      });

      await t.step("while Redis is down, the other instance's messages cannot come", async () => {
        await instances.redis.kill();
        for (let i = 1; i <= 3; i++) await say(`Sent meanwhile ${i}`);
        const input = page.getByLabel("Message", { exact: true });
        await input.fill("My own, newer than all of them");
        await input.press("Enter");
        // Sent over the socket: the stored copy replacing the optimistic one is the server's answer.
        await page.locator(".chat-msg-mine[data-message-id]", {
          hasText: "My own, newer than all of them",
        }).waitFor();
        await page.waitForTimeout(300);
        assert.equal(await theirs("Sent meanwhile").count(), 0, "nothing crossed without Redis");
      });

      await t.step("Redis back: the page catches up, each message once", async () => {
        const readyBefore = ready;
        await instances.redis.restart();
        for (let i = 1; i <= 3; i++) {
          await theirs(`Sent meanwhile ${i}`).waitFor({ timeout: 15_000 });
        }
        assert.ok(ready > readyBefore, "the socket was closed and opened again");
        for (let i = 1; i <= 3; i++) assert.equal(await theirs(`Sent meanwhile ${i}`).count(), 1);
        assert.equal(await page.locator(".chat-msg", { hasText: "My own, newer" }).count(), 1);
        assert.equal(await theirs("Before the outage").count(), 1);
        // And live again across instances.
        await say("After the outage");
        await theirs("After the outage").waitFor();
      });
      assertNoPageErrors([problems]);
    } finally {
      await browser.close();
      await instances.stop();
    }
  },
});
