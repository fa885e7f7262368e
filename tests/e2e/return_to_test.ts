/**
 * In real Chromium: signing in from a guarded page or from a visitor's "sign in to like / follow"
 * prompt returns to that page with its query, so `/chat?userId=…&message=…` opens that chat.
 */
import assert from "node:assert/strict";
import {
  browserTest,
  openAs,
  type PageProblems,
  startServerWithDemoStudentsAndBrowser,
  submitSignIn,
  visit,
  waitForIslands,
} from "../helpers/browser.ts";
import { assertNoPageErrors } from "../helpers/page_checks.ts";
import { textPost } from "../helpers/posts.ts";
import { loginDemo } from "../helpers/users.ts";
import { DEMO_PASSWORD } from "../../src/users/seed.ts";
import { postPath } from "../../src/shared/post_paths.ts";

browserTest("[e2e] signing in returns to the page that asked for it", async (t) => {
  const { server, browser, close } = await startServerWithDemoStudentsAndBrowser();
  try {
    const diya = await loginDemo(server, "diya");
    const postUrl = `${
      postPath({ _id: await textPost(diya.client, "Come back here"), type: "text" })
    }?ref=shared`;
    const problems: PageProblems[] = [];

    await t.step(
      "signed out, /chat?userId=X&message=hi → sign in → that chat with 'hi'",
      async () => {
        const { page, problems: p } = await openAs(browser, server);
        problems.push(p);
        const chat = `/chat?userId=${diya.id}&message=hi`;
        await visit(page, `${server.url}${chat}`);
        assert.equal(page.url(), `${server.url}/login?next=${encodeURIComponent(chat)}`);
        await submitSignIn(page, "aarav", DEMO_PASSWORD);
        await page.waitForURL((url) => url.pathname === "/chat");
        await waitForIslands(page);
        const pane = page.getByRole("region", { name: `Conversation with ${diya.user.name}` });
        await pane.waitFor();
        assert.equal(await pane.getByLabel("Message", { exact: true }).inputValue(), "hi");
        assert.equal(new URL(page.url()).searchParams.get("userId"), diya.id);
      },
    );

    await t.step("'Like' on a visitor's post card → sign in → back on the post", async () => {
      const { page, problems: p } = await openAs(browser, server);
      problems.push(p);
      await visit(page, `${server.url}${postUrl}`);
      await page.getByRole("button", { name: /^Like/ }).click();
      await page.waitForURL(`${server.url}/login?next=${encodeURIComponent(postUrl)}`);
      await waitForIslands(page);
      await submitSignIn(page, "kabir", DEMO_PASSWORD);
      await page.waitForURL(`${server.url}${postUrl}`);
      await waitForIslands(page);
      const like = page.getByRole("button", { name: /^Like/ });
      await like.click();
      await page.locator(".post-action.is-liked").waitFor();
    });

    await t.step("'Sign in to follow' on a profile → sign up link keeps it → back", async () => {
      const { page, problems: p } = await openAs(browser, server);
      problems.push(p);
      const profile = `/profile/${diya.id}`;
      await visit(page, `${server.url}${profile}`);
      await page.getByRole("link", { name: "Sign in to follow" }).click();
      await page.waitForURL(`${server.url}/login?next=${encodeURIComponent(profile)}`);
      await waitForIslands(page);
      assert.equal(
        await page.getByRole("link", { name: "Create an account" }).getAttribute("href"),
        `/signup?next=${encodeURIComponent(profile)}`,
      );
      await submitSignIn(page, "rohan", DEMO_PASSWORD);
      await page.waitForURL(`${server.url}${profile}`);
      await waitForIslands(page);
      await page.getByRole("button", { name: "Follow", exact: true }).waitFor();
    });

    await t.step("a hostile next is not followed after sign-in", async () => {
      const { page, problems: p } = await openAs(browser, server);
      problems.push(p);
      await visit(page, `${server.url}/login?next=${encodeURIComponent("//evil.example")}`);
      await submitSignIn(page, "ananya", DEMO_PASSWORD);
      await page.waitForURL(`${server.url}/`);
    });

    await t.step("no errors in the console", () => assertNoPageErrors(problems));
  } finally {
    await close();
  }
});
