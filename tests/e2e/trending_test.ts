/**
 * In real Chromium: the trending page (spec 000 §2 "Trending page", §4 "Follow", §8) — the tab
 * in the address and rendered by the server, the four tabs and the profile filters, following a
 * student from a card in place, and the empty, loading and Try again states.
 */
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import {
  browserTest,
  launchBrowser,
  openAs,
  reload,
  signInThroughBrowser,
  startServerWithDemoStudentsAndBrowser,
  visit,
} from "../helpers/browser.ts";
import { assertNoPageErrors, dropExpectedErrors } from "../helpers/page_checks.ts";
import { actionCount, createPost, postCard, textPost, trpcError } from "../helpers/posts.ts";
import { screenshotsInBothThemes } from "../helpers/screenshots.ts";
import { startServer } from "../helpers/server.ts";
import { fetchText } from "../helpers/http.ts";
import { type Client, loginDemo } from "../helpers/users.ts";
import { DEMO_PASSWORD } from "../../src/users/seed.ts";

const roadmap = (title: string, section: string, category: string, links: string[]) => ({
  type: "section",
  title,
  content: `How I would learn ${section.toLowerCase()} again.`,
  tags: [],
  section: {
    title: section,
    description: "",
    category,
    resources: links.map((l, i) => ({
      title: `${section} resource ${i + 1}`,
      link: `https://example.com/${l}`,
      description: "",
    })),
  },
});

async function act(client: Client, path: string, json?: unknown) {
  const res = await client.request("POST", path, json);
  assert.ok(res.status < 300, `${path}: ${res.status} ${JSON.stringify(res.body)}`);
}

const tab = (page: Page, name: string) => page.getByRole("tab", { name });
const profileCard = (page: Page, username: string) =>
  page.locator(`.trending-profile[data-user="${username}"]`);
const followers = (page: Page, username: string) =>
  profileCard(page, username).locator('[data-stat="followers"] dd');

browserTest("[e2e] trending: tabs in the address, filters, and a follow in place", async (t) => {
  const { server, browser, close } = await startServerWithDemoStudentsAndBrowser();
  const [aarav, diya, kabir, ananya, rohan] = await Promise.all(
    ["aarav", "diya", "kabir", "ananya", "rohan"].map((u) => loginDemo(server, u)),
  );
  const web = await createPost(
    diya.client,
    roadmap("Frontend from zero", "Web fundamentals", "Web Dev", ["html", "css", "js", "dom"]),
  );
  const ml = await createPost(
    kabir.client,
    roadmap("ML in six months", "Machine learning basics", "AI/ML", ["linear-algebra"]),
  );
  const trees = await textPost(aarav.client, "Segment trees, explained slowly");
  await textPost(ananya.client, "Robotics club: first meeting notes");
  for (const s of [aarav, kabir, ananya, rohan]) await act(s.client, `/api/posts/${web}/like`);
  for (const s of [diya, rohan]) await act(s.client, `/api/posts/${ml}/like`);
  await act(rohan.client, `/api/posts/${trees}/like`);
  await act(kabir.client, `/api/posts/${web}/comment`, { content: "Saving this one." });
  await act(aarav.client, `/api/posts/${ml}/share`);
  await act(rohan.client, `/api/follow/${diya.id}`);
  await act(aarav.client, `/api/follow/${kabir.id}`);
  await server.trendingSettled();

  const visitor = await openAs(browser, server);
  const { page } = visitor;
  try {
    await t.step("the server renders the tab the address names", async () => {
      const profiles = await fetchText(`${server.url}/trending`);
      assert.match(profiles.text, /data-user="diya"/);
      assert.match(profiles.text, /Diya Patel/);
      assert.match(
        profiles.text,
        /aria-selected="true"[^>]*><span[^>]*>Trending <\/span>Profiles</,
      );
      const sections = await fetchText(`${server.url}/trending?tab=sections`);
      assert.match(sections.text, /Web fundamentals/);
      assert.match(
        sections.text,
        /aria-selected="true"[^>]*><span[^>]*>Trending <\/span>Sections</,
      );
      const posts = await fetchText(`${server.url}/trending?tab=posts`);
      assert.match(posts.text, /Frontend from zero/);
    });

    await t.step("a visitor sees ranked profiles and a way to sign in, no buttons", async () => {
      await visit(page, `${server.url}/trending`);
      assert.equal(await tab(page, "Trending Profiles").getAttribute("aria-selected"), "true");
      await profileCard(page, "diya").getByRole("link", { name: "Diya Patel" }).waitFor();
      assert.equal(
        await profileCard(page, "diya").getByRole("link", { name: "Diya Patel" })
          .getAttribute("href"),
        `/profile/${diya.id}`,
      );
      assert.equal(await followers(page, "diya").innerText(), "1");
      assert.match(await profileCard(page, "kabir").innerText(), /@kabir/);
      assert.match(await profileCard(page, "kabir").innerText(), /Computer Science · Year 4/);
      await page.getByText("Sign in to follow the students you find here.").waitFor();
      assert.equal(await page.getByRole("button", { name: "Follow", exact: true }).count(), 0);
      await screenshotsInBothThemes(page, "trending-profiles");
    });

    await t.step("the profile filters are chips kept in the address", async () => {
      const asked = page.waitForRequest(/trending\.profiles\?.*top10/);
      await page.getByRole("button", { name: "Top 10" }).click();
      await asked;
      await page.waitForURL(`${server.url}/trending?filter=top10`);
      assert.equal(
        await page.getByRole("button", { name: "Top 10" }).getAttribute("aria-pressed"),
        "true",
      );
      await page.locator(".trending-grid:not([data-stale])").waitFor();
      // Four students have posted: all of them fit in the top 10.
      assert.equal(await page.locator(".trending-profile").count(), 4);
      await page.getByRole("button", { name: "All", exact: true }).click();
      await page.waitForURL(`${server.url}/trending`);
    });

    await t.step("Trending Sections: counts, score and resources in a new tab", async () => {
      await tab(page, "Trending Sections").click();
      await page.waitForURL(`${server.url}/trending?tab=sections`);
      const card = page.locator(".trending-section", { hasText: "Web fundamentals" });
      await card.waitFor();
      assert.equal(await profileCard(page, "diya").isVisible(), false, "one panel at a time");
      assert.equal(await card.locator('[data-stat="likes"] dd').innerText(), "4");
      assert.equal(await card.locator('[data-stat="comments"] dd').innerText(), "1");
      const links = card.locator(".trending-resources a");
      assert.equal(await links.count(), 3, "three resources at most");
      assert.equal(await links.first().getAttribute("target"), "_blank");
      assert.equal(await links.first().getAttribute("rel"), "noopener noreferrer");
      assert.equal(
        await card.getByRole("link", { name: /Open the latest roadmap/ }).getAttribute("href"),
        `/roadmap/${web}`,
      );
      await screenshotsInBothThemes(page, "trending-sections");
    });

    await t.step("Trending Posts: the post cards, each with its rank and score", async () => {
      await tab(page, "Trending Posts").click();
      await page.waitForURL(`${server.url}/trending?tab=posts`);
      const card = postCard(page, "Frontend from zero");
      await card.waitFor();
      const item = page.locator(".trending-post").first();
      assert.match(await item.locator(".trending-post-meta").innerText(), /#1\s*Score\s*\d/);
      assert.equal(
        await card.getByRole("link", { name: "Frontend from zero" }).getAttribute("href"),
        `/roadmap/${web}`,
      );
      await screenshotsInBothThemes(page, "trending-posts");
    });

    await t.step("Trending Categories: each leads to the feed of its category", async () => {
      await tab(page, "Trending Categories").click();
      await page.waitForURL(`${server.url}/trending?tab=categories`);
      const link = page.getByRole("link", { name: "AI/ML" });
      await link.waitFor();
      assert.equal(await link.getAttribute("href"), "/feed?category=AI%2FML");
      await screenshotsInBothThemes(page, "trending-categories");
    });

    await t.step("arrow keys move between the tabs", async () => {
      const reads: string[] = [];
      page.on("request", (r) => r.url().includes("/trpc/trending.") && reads.push(r.url()));
      await tab(page, "Trending Categories").press("ArrowRight");
      assert.equal(await tab(page, "Trending Profiles").getAttribute("aria-selected"), "true");
      await page.waitForURL(`${server.url}/trending`);
      await tab(page, "Trending Profiles").press("ArrowLeft");
      assert.equal(await tab(page, "Trending Categories").getAttribute("aria-selected"), "true");
      await page.getByRole("link", { name: "AI/ML" }).waitFor();
      // A tab opened before shows what it loaded then, without asking again.
      assert.deepEqual(reads, []);
    });

    await t.step("a signed-in student follows from a card: button and count in place", async () => {
      await signInThroughBrowser(page, server, "ananya", DEMO_PASSWORD);
      await visit(page, `${server.url}/trending`);
      await profileCard(page, "ananya").getByText("You").waitFor();
      assert.equal(await followers(page, "kabir").innerText(), "1");
      await page.evaluate(() => (window as { stayed?: boolean }).stayed = true);
      await profileCard(page, "kabir").getByRole("button", { name: "Follow" }).click();
      await profileCard(page, "kabir").getByRole("button", { name: "Following" }).waitFor();
      await followers(page, "kabir").filter({ hasText: /^2$/ }).waitFor();
      await profileCard(page, "kabir").locator("button:enabled").waitFor();
      assert.equal(await page.evaluate(() => (window as { stayed?: boolean }).stayed), true);
      await screenshotsInBothThemes(page, "trending-signed-in");
      await reload(page);
      await profileCard(page, "kabir").getByRole("button", { name: "Following" }).waitFor();
      assert.equal(await followers(page, "kabir").innerText(), "2");
    });

    await t.step("a like on a trending post card counts at once and stays", async () => {
      await tab(page, "Trending Posts").click();
      const card = postCard(page, "Segment trees, explained slowly");
      await card.waitFor();
      assert.equal(await actionCount(card, "Like").innerText(), "1");
      const answered = page.waitForResponse(/\/trpc\/posts\.like\?/);
      await card.getByRole("button", { name: /^Like/ }).click();
      await actionCount(card, "Like").filter({ hasText: /^2$/ }).waitFor();
      await answered;
      await page.waitForTimeout(100);
      assert.equal(await actionCount(card, "Like").innerText(), "2", "the server's count kept");
    });

    await t.step("no errors in the console", () => assertNoPageErrors([visitor.problems]));
  } finally {
    await close();
  }
});

browserTest("[e2e] trending: empty tabs say so, a failed load offers Try again", async (t) => {
  const server = await startServer();
  const browser = await launchBrowser();
  const { page, problems } = await openAs(browser, server);
  try {
    await t.step("nothing trending: each tab's empty state with a next step", async () => {
      await visit(page, `${server.url}/trending`);
      await page.getByText("Nobody is trending yet.").waitFor();
      await tab(page, "Trending Posts").click();
      await page.getByText("Nothing is trending yet. Be the first to post.").waitFor();
      await screenshotsInBothThemes(page, "trending-empty");
    });

    await t.step("a tab still loading shows skeleton cards, then its answer", async () => {
      const url = /\/trpc\/trending\.categories\?/;
      let release!: () => void;
      const released = new Promise<void>((r) => release = r);
      await page.route(url, async (route) => {
        await released;
        await route.continue();
      });
      await tab(page, "Trending Categories").click();
      await page.locator(".trending-skeletons[aria-busy=true]").waitFor();
      await page.getByRole("status").filter({ hasText: "Loading trending categories..." })
        .waitFor({ state: "attached" });
      await screenshotsInBothThemes(page, "trending-loading");
      release();
      await page.getByText("No categories are trending yet.").waitFor();
      await page.unroute(url);
    });

    await t.step("a failed read shows a quiet Try again, which reads again", async () => {
      const url = /\/trpc\/trending\.sections\?/;
      await page.route(
        url,
        (route) => route.fulfill(trpcError("trending.sections", 500, "Something went wrong.")),
      );
      await tab(page, "Trending Sections").click();
      const retry = page.getByRole("button", { name: "Try again" });
      await retry.waitFor();
      assert.equal(await page.getByText("Couldn't load.").count(), 1);
      await screenshotsInBothThemes(page, "trending-retry");
      await page.unroute(url);
      await retry.click();
      await page.getByText("No roadmap sections are trending yet.").waitFor();
      dropExpectedErrors(problems, /500/);
    });

    await t.step("no other errors in the console", () => assertNoPageErrors([problems]));
  } finally {
    await browser.close();
    await server.close();
  }
});
