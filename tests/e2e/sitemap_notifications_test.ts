/** In real Chromium: the sitemap's Notifications link opens the notifications panel. */
import assert from "node:assert/strict";
import {
  browserTest,
  openAs,
  startServerWithDemoStudentsAndBrowser,
  visit,
} from "../helpers/browser.ts";
import { loginDemo } from "../helpers/users.ts";

browserTest("[e2e] the sitemap's Notifications link opens the panel", async () => {
  const { server, browser, close } = await startServerWithDemoStudentsAndBrowser();
  try {
    const diya = await loginDemo(server, "diya");
    const { page } = await openAs(browser, server, diya.client);
    await visit(page, `${server.url}/sitemap`);
    await page.getByRole("link", { name: "Notifications" }).click();
    await page.waitForURL(`${server.url}/feed`);
    const panel = page.getByRole("dialog", { name: "Notifications" });
    await panel.waitFor();
    await panel.getByText("No notifications yet").waitFor();
    assert.equal(new URL(page.url()).hash, "", "a reload does not open it again");
  } finally {
    await close();
  }
});
