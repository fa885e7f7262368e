/**
 * In real Chromium: following changes every copy on the page before the server answers, a
 * pending change blocks a second click, and a refused follow, unfollow or Remove goes back with
 * the spec's alert (spec 000 §4 "Follow", §8). The server is held or refused with `page.route`.
 */
import assert from "node:assert/strict";
import type { Page, Route } from "playwright-core";
import {
  browserTest,
  openAs,
  startServerWithDemoStudentsAndBrowser,
  visit,
} from "../helpers/browser.ts";
import { assertNoPageErrors, dropExpectedErrors, waitForAlert } from "../helpers/page_checks.ts";
import { screenshots } from "../helpers/screenshots.ts";
import { loginDemo } from "../helpers/users.ts";

/** A valid id nobody has. */
const NOBODY = "01J0000000000000000000000A";

/** Holds the requests `url` matches until `release()`; `count()` says how many came. */
async function hold(page: Page, url: RegExp, answer = (route: Route) => route.continue()) {
  let release!: () => void;
  const released = new Promise<void>((r) => release = r);
  let count = 0;
  await page.route(url, async (route) => {
    count++;
    await released;
    await answer(route);
  });
  return { release, count: () => count };
}

/** Sends the request on with another student's id, so the real server refuses it. */
function withId(id: string) {
  return (route: Route) =>
    route.continue({
      postData: route.request().postData()!.replace(/"id":"[0-9A-Z]{26}"/, `"id":"${id}"`),
    });
}

const stat = (page: Page, which: string) =>
  page.locator(`.profile-stat[data-stat="${which}"] strong`);

/** A row of one of the profile's two lists (both stay in the page once opened). */
const listRow = (page: Page, list: "Followers" | "Following", text: string) =>
  page.locator(`.follow-list[aria-label="${list}"] .follow-row`, { hasText: text });

browserTest("[e2e] follow: shown at once, one click at a time, undone when refused", async (t) => {
  const { server, browser, close } = await startServerWithDemoStudentsAndBrowser();
  const me = await loginDemo(server, "aarav");
  const diya = await loginDemo(server, "diya");
  assert.equal((await diya.client.request("POST", `/api/follow/${me.id}`)).status, 200);
  const { page, problems, alerts } = await openAs(browser, server, me.client);
  const suggested = page.getByRole("region", { name: "Suggested for you" });
  const grid = page.locator("#discover-results");
  try {
    let followed = "";
    await t.step("a follow on the discover grid shows at once in both lists", async () => {
      await visit(page, `${server.url}/`);
      // Diya already follows me: she is kept for the follower steps below.
      const first = suggested.locator('.suggested-row:not([data-user="diya"])').first();
      followed = (await first.getAttribute("data-user"))!;
      const card = grid.locator(`.user-card[data-user="${followed}"]`);
      const row = suggested.locator(`.suggested-row[data-user="${followed}"]`);
      const held = await hold(page, /\/trpc\/users\.follow\?/);
      await card.getByRole("button", { name: "Follow" }).click();
      // Before the server has answered: both copies agree, and neither can be clicked again.
      const cardButton = card.getByRole("button", { name: "Following" });
      await cardButton.waitFor();
      await row.getByRole("button", { name: "Following" }).waitFor();
      assert.ok(await cardButton.isDisabled());
      assert.ok(await row.getByRole("button", { name: "Following" }).isDisabled());
      await screenshots(page, "discover-follow-pending");
      assert.equal(held.count(), 1);
      held.release();
      await cardButton.and(page.locator(":enabled")).waitFor();
      assert.equal(held.count(), 1, "one request for one click");
      await page.unroute(/\/trpc\/users\.follow\?/);
    });

    await t.step("a refused follow goes back, with the spec's alert", async () => {
      const card = grid.locator(".user-card", {
        has: page.getByRole("button", { name: "Follow", exact: true }),
      }).first();
      const username = (await card.getAttribute("data-user"))!;
      const mine = grid.locator(`.user-card[data-user="${username}"]`);
      const held = await hold(page, /\/trpc\/users\.follow\?/, withId(NOBODY));
      await mine.getByRole("button", { name: "Follow" }).click();
      await mine.getByRole("button", { name: "Following" }).waitFor();
      held.release();
      await waitForAlert(alerts, "Failed to follow user");
      await mine.getByRole("button", { name: "Follow", exact: true })
        .and(page.locator(":enabled")).waitFor();
      await page.unroute(/\/trpc\/users\.follow\?/);
      dropExpectedErrors(problems, /404/);
    });

    await t.step("a refused unfollow on a profile puts the button and count back", async () => {
      const link = grid.locator(`.user-card[data-user="${followed}"] a[href^="/profile/"]`);
      await visit(page, `${server.url}${await link.getAttribute("href")}`);
      assert.equal(await stat(page, "followers").innerText(), "1");
      const held = await hold(page, /\/trpc\/users\.unfollow\?/, withId(NOBODY));
      await page.getByRole("button", { name: "Unfollow" }).click();
      await page.getByRole("button", { name: "Follow", exact: true }).waitFor();
      await stat(page, "followers").filter({ hasText: /^0$/ }).waitFor();
      held.release();
      await waitForAlert(alerts, "Failed to unfollow user");
      await page.getByRole("button", { name: "Unfollow" }).and(page.locator(":enabled")).waitFor();
      await stat(page, "followers").filter({ hasText: /^1$/ }).waitFor();
      await page.unroute(/\/trpc\/users\.unfollow\?/);
      dropExpectedErrors(problems, /404/);
    });

    await t.step("following back from my followers moves my own Following count", async () => {
      await visit(page, `${server.url}/profile/${me.id}`);
      assert.equal(await stat(page, "following").innerText(), "1");
      await page.getByRole("tab", { name: /^Followers/ }).click();
      const row = listRow(page, "Followers", "Diya");
      const held = await hold(page, /\/trpc\/users\.follow\?/);
      await row.getByRole("button", { name: "Follow", exact: true }).click();
      await row.getByRole("button", { name: "Following" }).waitFor();
      await stat(page, "following").filter({ hasText: /^2$/ }).waitFor();
      held.release();
      await page.getByRole("tab", { name: /^Following 2$/ }).click();
      await listRow(page, "Following", "Diya").waitFor();
      await page.unroute(/\/trpc\/users\.follow\?/);
    });

    await t.step("an unfollow in my Following list keeps the row, to follow again", async () => {
      const row = listRow(page, "Following", "Diya");
      await row.getByRole("button", { name: "Unfollow" }).click();
      await stat(page, "following").filter({ hasText: /^1$/ }).waitFor();
      await row.getByRole("button", { name: "Follow", exact: true })
        .and(page.locator(":enabled")).waitFor();
      // Settled, and still there: the list it sits in was not read again under the pointer.
      await page.waitForTimeout(300);
      assert.equal(await row.count(), 1);
    });

    await t.step("a refused Remove brings the follower back, with the spec's alert", async () => {
      await page.getByRole("tab", { name: /^Followers/ }).click();
      const row = listRow(page, "Followers", "Diya");
      const url = /\/trpc\/follow\.removeFollower\?/;
      // Removing oneself is refused by the server (400).
      const held = await hold(page, url, withId(me.id));
      await row.getByRole("button", { name: /^Remove/ }).click();
      const dialog = page.getByRole("dialog", { name: "Remove follower?" });
      await dialog.getByRole("button", { name: "Remove", exact: true }).click();
      await row.waitFor({ state: "detached" });
      await stat(page, "followers").filter({ hasText: /^0$/ }).waitFor();
      held.release();
      await waitForAlert(alerts, "Failed to remove follower");
      await row.waitFor();
      await stat(page, "followers").filter({ hasText: /^1$/ }).waitFor();
      await page.unroute(url);
      dropExpectedErrors(problems, /400/);
    });

    await t.step("no other errors in the console", () => assertNoPageErrors([problems]));
  } finally {
    await close();
  }
});
