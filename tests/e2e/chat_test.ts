/**
 * In real Chromium, two students side by side: live notifications raise the bell's badge, the
 * dropdown and the overlay panel show them and mark them read; a chat started from a profile
 * delivers messages both ways live, with the optimistic 'Sending...' state, typing indicator and
 * unread badges; phones show the list or the conversation with Back.
 */
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import {
  browserTest,
  openAs,
  type PageProblems,
  startServerWithDemoStudentsAndBrowser,
  waitForIslands,
} from "../helpers/browser.ts";
import { assertNoPageErrors } from "../helpers/page_checks.ts";
import { storeStudent, studentRecord } from "../helpers/fixtures.ts";
import { textPost } from "../helpers/posts.ts";
import { screenshotsInBothThemes } from "../helpers/screenshots.ts";
import type { TestServer } from "../helpers/server.ts";
import { Client, loginDemo as login } from "../helpers/users.ts";
import { manualClock } from "../../src/core/clock.ts";
import { CLOSE_AFTER_SWEEPS, PING_AFTER_SWEEPS } from "../../src/realtime/silence.ts";

type Student = {
  page: Page;
  problems: PageProblems;
  alerts: string[];
  /** How many times the page's live connection said it is ready. */
  sockets: { ready: number };
};

/** A browser context signed in with `client`'s cookies, alerts and socket readiness kept. */
async function open(browser: Browser, server: TestServer, client: Client): Promise<Student> {
  const { page, problems, alerts } = await openAs(browser, server, client);
  const sockets = { ready: 0 };
  page.on("websocket", (ws) => {
    ws.on("framereceived", (f) => {
      if (String(f.payload).startsWith('{"event":"ready"')) sockets.ready++;
    });
  });
  return { page, problems, alerts, sockets };
}

/** Opens `path` and waits for the islands and for the live connection of this load. */
async function visit(s: Student, url: string) {
  const before = s.sockets.ready;
  await s.page.goto(url);
  await waitForIslands(s.page);
  const deadline = Date.now() + 10_000;
  while (s.sockets.ready <= before) {
    if (Date.now() > deadline) throw new Error(`no live connection on ${url}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Where the message with `text` is, measured from the top of the scrolled message area. */
function offsetOf(page: Page, text: string): Promise<number> {
  return page.evaluate((text) => {
    const box = document.querySelector(".chat-messages")!.getBoundingClientRect();
    const el = [...document.querySelectorAll(".chat-text")].find((e) => e.textContent === text)!;
    return el.getBoundingClientRect().top - box.top;
  }, text);
}

/** The number of unread notifications or messages (`path` says which) `client` has. */
async function unreadCount(client: Client, path: string): Promise<number> {
  return (await client.request<{ unreadCount: number }>("GET", path)).body.unreadCount;
}

const bellBadge = (page: Page) => page.locator(".bell-button .bell-badge");
const messagesBadge = (page: Page) => page.locator(".header-messages .bell-badge");

browserTest(
  "[e2e] chat and notifications: live badges, dropdown, panel, messages and typing",
  async (t) => {
    const { server, browser, close } = await startServerWithDemoStudentsAndBrowser();
    const a = await login(server, "aarav");
    const b = await login(server, "diya");
    try {
      const asA = await open(browser, server, a.client);
      const asB = await open(browser, server, b.client);
      const pa = asA.page;
      const pb = asB.page;

      await t.step("a follow raises B's bell badge live, without a reload", async () => {
        await visit(asB, `${server.url}/chat`);
        await pb.getByRole("link", { name: "Messages", exact: true }).waitFor();
        assert.equal(await bellBadge(pb).count(), 0);
        const res = await a.client.request("POST", `/api/follow/${b.user._id}`);
        assert.equal(res.status, 200);
        await pb.getByRole("button", { name: "Notifications, 1 unread" }).waitFor();
        assert.equal(await bellBadge(pb).textContent(), "1");
      });

      let postId = "";
      await t.step("likes and comments add to the count", async () => {
        postId = await textPost(b.client, "Dynamic programming on trees");
        await a.client.request("POST", `/api/posts/${postId}/like`);
        await a.client.request("POST", `/api/posts/${postId}/comment`, {
          content: "This cleared up rerooting for me, thanks!",
        });
        await pb.getByRole("button", { name: "Notifications, 3 unread" }).waitFor();
      });

      await t.step("the dropdown lists them; Mark all read brings the badge to 0", async () => {
        await pb.getByRole("button", { name: "Notifications, 3 unread" }).click();
        const dropdown = pb.getByRole("dialog", { name: "Notifications" });
        await dropdown.getByText("Aarav Sharma started following you").waitFor();
        await dropdown.getByText('Aarav Sharma liked your post "Dynamic programming on trees"')
          .waitFor();
        assert.equal(await dropdown.locator(".note-unread").count(), 3);
        assert.equal(await dropdown.getByText("Just now").count(), 3);
        await dropdown.getByRole("button", { name: "View all notifications" }).waitFor();
        await screenshotsInBothThemes(pb, "notifications-dropdown");
        const marked = pb.waitForResponse((r) => r.url().includes("notifications.markAllRead"));
        await dropdown.getByRole("button", { name: "Mark all read" }).click();
        assert.equal((await marked).status(), 200);
        await pb.getByRole("button", { name: "Notifications", exact: true }).waitFor();
        assert.equal(await bellBadge(pb).count(), 0);
        assert.equal(await dropdown.locator(".note-unread").count(), 0);
        assert.equal(await unreadCount(b.client, "/api/notifications/unread-count"), 0);
      });

      await t.step("the overlay panel shows the same notifications and deletes one", async () => {
        await pb.keyboard.press("Escape");
        await a.client.request("POST", `/api/posts/${postId}/share`);
        await pb.getByRole("button", { name: "Notifications, 1 unread" }).click();
        await pb.getByRole("dialog", { name: "Notifications" }).getByText("shared your post")
          .waitFor();
        await pb.getByRole("button", { name: "Open panel" }).click();
        const panel = pb.getByRole("dialog", { name: "Notifications" });
        await panel.getByRole("list", { name: "All notifications" }).waitFor();
        assert.equal(await panel.locator(".note-item").count(), 4);
        assert.equal(await panel.locator(".note-unread").count(), 1);
        await panel.getByText("1 unread").waitFor();
        await screenshotsInBothThemes(pb, "notifications-panel");
        await panel.getByRole("button", { name: "Mark read" }).click();
        await pb.getByRole("button", { name: "Notifications", exact: true }).waitFor();
        await panel.getByText("You're all caught up").waitFor();
        const removed = pb.waitForResponse((r) => r.url().includes("notifications.remove"));
        await panel.getByRole("button", { name: /^Delete notification: .* commented on/ })
          .click();
        assert.equal((await removed).status(), 200);
        await pb.waitForFunction(() =>
          document.querySelectorAll(".notes-dialog .note-item").length === 3
        );
        const list = await b.client.request<{ notifications: unknown[] }>(
          "GET",
          "/api/notifications",
        );
        assert.equal(list.body.notifications.length, 3);
        await panel.getByRole("button", { name: "Close", exact: true }).click();
        await panel.waitFor({ state: "detached" });
      });

      await t.step("clicking a notification marks it read and follows its link", async () => {
        const k = await login(server, "kabir");
        await k.client.request("POST", `/api/follow/${b.user._id}`);
        await pb.getByRole("button", { name: "Notifications, 1 unread" }).click();
        const item = pb.getByRole("dialog", { name: "Notifications" })
          .getByRole("link", { name: /Kabir Singh started following you/ });
        await item.click();
        await pb.waitForURL(`${server.url}/profile/${k.user._id}`);
        assert.equal(await unreadCount(b.client, "/api/notifications/unread-count"), 0);
      });

      await t.step("B on /chat has no conversations yet", async () => {
        await visit(asB, `${server.url}/chat`);
        await pb.getByText("No conversations yet").waitFor();
        assert.equal(await messagesBadge(pb).count(), 0);
      });

      await t.step("A's Chat button on B's profile opens the chat", async () => {
        await visit(asA, `${server.url}/profile/${b.user._id}`);
        await pa.getByRole("link", { name: "Chat" }).click();
        await pa.waitForURL(`${server.url}/chat?userId=${b.user._id}`);
        await waitForIslands(pa);
        await pa.locator(".chat-pane-head").getByText("Diya Patel").waitFor();
        assert.equal(
          await pa.locator(".chat-peer").getAttribute("href"),
          `/profile/${b.user._id}`,
        );
        await pa.getByText("No messages yet. Say hello!").waitFor();
      });

      await t.step("A sends 'Hello B': optimistic first, then the stored copy", async () => {
        const input = pa.getByLabel("Message", { exact: true });
        await input.fill("Hello B");
        // Record the optimistic bubble the moment it is added, however short it lives.
        await pa.evaluate(() => {
          const w = globalThis as unknown as { seen: { text: string; opacity: string }[] };
          w.seen = [];
          new MutationObserver(() => {
            for (const el of document.querySelectorAll(".chat-msg-sending")) {
              w.seen.push({
                text: el.textContent ?? "",
                opacity: getComputedStyle(el).opacity,
              });
            }
          }).observe(document.body, { subtree: true, childList: true, attributes: true });
        });
        await input.press("Enter");
        const stored = pa.locator(".chat-msg-mine[data-message-id]", { hasText: "Hello B" });
        await stored.waitFor();
        const seen = await pa.evaluate(() =>
          (globalThis as unknown as { seen: { text: string; opacity: string }[] }).seen
        );
        assert.ok(seen.length > 0, "the optimistic message was shown");
        assert.match(seen[0].text, /Hello B/);
        assert.match(seen[0].text, /Sending\.\.\./);
        assert.ok(Number(seen[0].opacity) < 1, `reduced opacity, got ${seen[0].opacity}`);
        await pa.locator(".chat-msg-sending").waitFor({ state: "detached" });
        assert.equal(await pa.locator(".chat-msg", { hasText: "Hello B" }).count(), 1);
        assert.equal(await stored.getByText("Sending...").count(), 0);
        assert.equal(await input.inputValue(), "");
        assert.equal(await input.isEnabled(), true);
      });

      await t.step("B sees the conversation live, with unread badges of 1", async () => {
        const row = pb.locator(".chat-item", { hasText: "Aarav Sharma" });
        await row.getByText("Hello B").waitFor();
        await row.locator(".chat-unread", { hasText: "1" }).waitFor();
        await pb.getByRole("link", { name: "Messages, 1 unread" }).waitFor();
        assert.equal(await messagesBadge(pb).textContent(), "1");
        await pb.getByText("Choose a conversation").waitFor();
      });

      await t.step("opening it shows the message and both badges fall to 0", async () => {
        await pb.locator(".chat-item", { hasText: "Aarav Sharma" }).click();
        await pb.waitForURL(`${server.url}/chat?userId=${a.user._id}`);
        await pb.locator(".chat-msg-theirs", { hasText: "Hello B" }).waitFor();
        await pb.getByRole("link", { name: "Messages", exact: true }).waitFor();
        assert.equal(await messagesBadge(pb).count(), 0);
        assert.equal(await pb.locator(".chat-item .chat-unread").count(), 0);
        assert.equal(await unreadCount(b.client, "/api/chat/unread-count"), 0);
      });

      await t.step("B types: A sees the typing line, gone about 1 s after B stops", async () => {
        const typing = pa.getByText("Diya Patel is typing…");
        await pb.getByLabel("Message", { exact: true }).pressSequentially("Sure, see you", {
          delay: 40,
        });
        const stoppedAt = Date.now();
        await typing.waitFor();
        await typing.waitFor({ state: "detached", timeout: 5000 });
        const after = Date.now() - stoppedAt;
        assert.ok(after >= 700, `hidden ${after} ms after the last key: too early`);
        assert.ok(after < 3000, `hidden ${after} ms after the last key: too late`);
      });

      await t.step("B replies and A sees it live", async () => {
        const input = pb.getByLabel("Message", { exact: true });
        await input.fill("Sure, see you at 5 in the library.\nBring the DP notes!");
        await input.press("Enter");
        await pa.locator(".chat-msg-theirs", { hasText: "Sure, see you at 5" }).waitFor();
        await pb.locator(".chat-msg-mine[data-message-id]", { hasText: "Sure, see you at 5" })
          .waitFor();
        assert.equal(await pb.locator(".chat-msg", { hasText: "Sure, see you" }).count(), 1);
        // A has the conversation open: it is read at once, no badge rises.
        await pa.waitForTimeout(300);
        assert.equal(await messagesBadge(pa).count(), 0);
        await pa.locator(".chat-item", { hasText: "Diya Patel" }).getByText("Sure, see you")
          .waitFor();
      });

      await t.step("Shift+Enter makes a new line, blank messages are not sent", async () => {
        const input = pa.getByLabel("Message", { exact: true });
        await input.fill("   ");
        await input.press("Enter");
        assert.equal(await pa.locator(".chat-msg").count(), 2);
        await input.fill("");
        await input.type("Perfect.");
        await input.press("Shift+Enter");
        await input.type("See you there");
        assert.equal(await input.inputValue(), "Perfect.\nSee you there");
        await input.press("Enter");
        await pb.locator(".chat-msg-theirs", { hasText: "See you there" }).waitFor();
        assert.equal(await pa.locator(".chat-msg").count(), 3);
      });

      await t.step("screenshots of the conversation", async () => {
        await pa.locator(".chat-msg-mine", { hasText: "See you there" }).waitFor();
        await screenshotsInBothThemes(pa, "chat-conversation");
        await screenshotsInBothThemes(pb, "chat-conversation-other");
      });

      await t.step("on a phone: the list or the conversation, with Back", async () => {
        await pb.setViewportSize({ width: 360, height: 740 });
        await pb.locator(".chat-side").waitFor({ state: "hidden" });
        await pb.getByRole("button", { name: "Back" }).click();
        await pb.waitForURL(`${server.url}/chat`);
        await pb.locator(".chat-side").waitFor();
        await pb.locator(".chat-main").waitFor({ state: "hidden" });
        await screenshotsInBothThemes(pb, "chat-list");
        await pb.locator(".chat-item", { hasText: "Aarav Sharma" }).click();
        await pb.locator(".chat-msg", { hasText: "Hello B" }).waitFor();
        await pb.locator(".chat-side").waitFor({ state: "hidden" });
        await pb.goBack();
        await pb.locator(".chat-side").waitFor();
        await pb.setViewportSize({ width: 1280, height: 800 });
      });

      await t.step("the user search finds people and says when nobody matches", async () => {
        const search = pb.getByLabel("Search people");
        await search.fill("zzz");
        await pb.getByText("No users found").waitFor();
        await search.fill("kab");
        const kabir = pb.locator(".chat-item", { hasText: "Kabir Singh" });
        await kabir.waitFor();
        await kabir.click();
        await pb.locator(".chat-pane-head").getByText("Kabir Singh").waitFor();
        await pb.getByText("No messages yet. Say hello!").waitFor();
        assert.equal(await search.inputValue(), "");
      });

      await t.step("?message= prefills the input", async () => {
        const text = "Check out this post: /blog/123";
        await visit(
          asA,
          `${server.url}/chat?userId=${b.user._id}&message=${encodeURIComponent(text)}`,
        );
        await pa.locator(".chat-msg", { hasText: "Hello B" }).waitFor();
        assert.equal(await pa.getByLabel("Message", { exact: true }).inputValue(), text);
      });

      await t.step("an idle tab answers the server's ping and keeps its socket", async () => {
        const sockets = () => server.hub.connections().filter((c) => c.userId === a.user._id);
        const before = sockets().map((c) => c.id);
        assert.equal(before.length, 1);
        // Silent long enough to be pinged (the first sweep takes note of earlier frames).
        for (let i = 0; i <= PING_AFTER_SWEEPS; i++) server.hub.sweepSilent();
        assert.equal(sockets()[0].silentSweeps, PING_AFTER_SWEEPS, "pinged just now");
        assert.equal(sockets()[0].heard, false);
        // The tab's pong, once it is in, starts its silence again.
        for (let i = 0; i < 50 && !sockets()[0]?.heard; i++) {
          await new Promise((r) => setTimeout(r, 100));
        }
        assert.ok(sockets()[0]?.heard, "the tab answered the ping");
        for (let i = PING_AFTER_SWEEPS + 1; i <= CLOSE_AFTER_SWEEPS; i++) server.hub.sweepSilent();
        assert.deepEqual(sockets().map((c) => c.id), before, "the same socket, still open");
      });

      await t.step("no alerts, no errors in either console", () => {
        assert.deepEqual(asA.alerts, []);
        assert.deepEqual(asB.alerts, []);
        assertNoPageErrors([asA.problems, asB.problems]);
      });
    } finally {
      await close();
    }
  },
);

browserTest("[e2e] chat: a chat that cannot be opened says 'Chat not found'", async () => {
  const { server, browser, close } = await startServerWithDemoStudentsAndBrowser();
  const a = await login(server, "aarav");
  try {
    const s = await open(browser, server, a.client);
    await visit(s, `${server.url}/chat?userId=01J0000000000000000000000A`);
    await s.page.getByRole("heading", { name: "Chat not found" }).waitFor();
    // The refused request is the only thing the console may mention.
    assertNoPageErrors([s.problems], /Failed to load resource/);
    assert.deepEqual(s.alerts, []);
  } finally {
    await close();
  }
});

browserTest("[e2e] chat: older messages and more conversations load on request", async (t) => {
  const DAY = 24 * 3600_000;
  const clock = manualClock(Date.now() - 2 * DAY);
  const { server, browser, close } = await startServerWithDemoStudentsAndBrowser({ clock });
  const others: string[] = [];
  for (let i = 1; i <= 20; i++) {
    const user = studentRecord({
      name: `Extra Student ${i}`,
      username: `extra_${i}`,
      email: `extra_${i}@${server.config.collegeEmailDomain}`,
      passwordHash: "unused",
      year: "1",
      department: "Computer Science",
      specialization: "Algorithms",
      createdAt: clock.now(),
    });
    others.push((await storeStudent(server.kv, user))._id);
  }
  try {
    let a = await login(server, "aarav");
    let b = await login(server, "diya");
    // Sixty messages on two days, a second apart (under the sending pace).
    const chat = await a.client.request<{ chat: { _id: string } }>(
      "POST",
      `/api/chat/user/${b.user._id}`,
    );
    const chatId = chat.body.chat._id;
    for (let i = 1; i <= 60; i++) {
      if (i === 31) {
        clock.advance(DAY);
        // A day later the access tokens have long expired: sign in again.
        a = await login(server, "aarav");
        b = await login(server, "diya");
      }
      clock.advance(1000);
      const from = i % 2 ? a : b;
      const res = await from.client.request("POST", `/api/chat/${chatId}/messages`, {
        content: `Message number ${i}`,
      });
      assert.equal(res.status, 201);
    }
    // More than twenty conversations, so the list has two pages.
    for (const username of ["kabir", "ananya", "rohan"]) {
      const other = await login(server, username);
      await a.client.request("POST", `/api/chat/user/${other.user._id}`);
    }
    for (const id of others) await a.client.request("POST", `/api/chat/user/${id}`);
    const list = await a.client.request<{ pagination: { total: number } }>("GET", "/api/chat");
    assert.ok(list.body.pagination.total > 20, `${list.body.pagination.total} chats`);

    clock.advance(Date.now() - clock.now());
    const fresh = await login(server, "aarav");
    const s = await open(browser, server, fresh.client);
    const page = s.page;

    await t.step("the list shows 20 conversations, then Load More Chats", async () => {
      await visit(s, `${server.url}/chat`);
      assert.equal(await page.locator(".chat-side .chat-item").count(), 20);
      await page.getByRole("button", { name: "Load More Chats" }).click();
      const total = list.body.pagination.total;
      await page.locator(".chat-side .chat-item").nth(total - 1).waitFor();
      assert.equal(await page.locator(".chat-side .chat-item").count(), total);
      assert.equal(await page.locator(".chat-more").count(), 0);
    });

    await t.step("the last 50 messages show, grouped by day; older ones load above", async () => {
      await page.locator(".chat-item", { hasText: "Diya Patel" }).click();
      await page.locator(".chat-msg", { hasText: "Message number 60" }).waitFor();
      assert.equal(await page.locator(".chat-msg").count(), 50);
      await page.locator(".chat-day-label", { hasText: "Yesterday" }).waitFor();
      assert.equal(await page.locator(".chat-day").count(), 2);
      // The newest message is in view at the bottom.
      assert.ok(await page.locator(".chat-msg", { hasText: "Message number 60" }).isVisible());
      await page.locator(".chat-messages").evaluate((el) => el.scrollTop = 0);
      const topBefore = await offsetOf(page, "Message number 11");
      await page.getByRole("button", { name: "Load older messages" }).click();
      await page.locator(".chat-text", { hasText: /^Message number 1$/ }).waitFor();
      // What was on screen stays there: the older messages came in above it.
      const topAfter = await offsetOf(page, "Message number 11");
      assert.ok(Math.abs(topAfter - topBefore) < 60, `moved from ${topBefore} to ${topAfter}`);
      assert.equal(await page.locator(".chat-msg").count(), 60);
      assert.equal(await page.getByRole("button", { name: "Load older messages" }).count(), 0);
      await page.locator(".chat-day-label", { hasText: "Yesterday" }).evaluate((el) =>
        el.scrollIntoView({ block: "center" })
      );
      await screenshotsInBothThemes(page, "chat-history");
      const order = await page.locator(".chat-text").allTextContents();
      assert.deepEqual(order, Array.from({ length: 60 }, (_, i) => `Message number ${i + 1}`));
    });

    await t.step("no alerts, no errors in the console", () => {
      assert.deepEqual(s.alerts, []);
      assertNoPageErrors([s.problems]);
    });
  } finally {
    await close();
  }
});
