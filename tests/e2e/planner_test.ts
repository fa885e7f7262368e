/** In real Chromium: a student plans a task with a reminder a few seconds ahead; the reminder
 * appears in the bell at its time, the task is ticked off, and the week shows it. */
import assert from "node:assert/strict";
import {
  browserTest,
  openAs,
  startServerWithDemoStudentsAndBrowser,
  visit,
} from "../helpers/browser.ts";
import { screenshots } from "../helpers/screenshots.ts";
import { loginDemo } from "../helpers/users.ts";

browserTest("[e2e] a planner task's reminder appears in the bell", async () => {
  const { server, browser, close } = await startServerWithDemoStudentsAndBrowser();
  try {
    const diya = await loginDemo(server, "diya");
    const { page, problems } = await openAs(browser, server, diya.client);
    await visit(page, `${server.url}/planner`);
    await page.getByText("Nothing planned yet.").waitFor();

    // Due 6 s from now, in the browser's own calendar, to the second.
    const due = await page.evaluate(() => {
      const d = new Date(Date.now() + 6000);
      const p = (n: number) => String(n).padStart(2, "0");
      return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${
        p(d.getMinutes())
      }:${p(d.getSeconds())}`;
    });
    await page.getByLabel("Title").fill("Revise graph traversals");
    await page.getByLabel("Due").fill(due);
    await page.getByLabel("Reminder").selectOption({ label: "At the due time" });
    await page.getByLabel("Subject", { exact: true }).selectOption({
      label: "Sem 3 · Data Structures",
    });
    await page.getByLabel("Priority").selectOption("high");
    const [created] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("planner.create")),
      page.getByRole("button", { name: "Add task" }).click(),
    ]);
    assert.equal(created.status(), 200);
    const list = page.getByRole("list", { name: "Open tasks" });
    await list.getByText("Revise graph traversals").waitFor();

    // The reminder comes live, without a reload.
    const bell = page.getByRole("button", { name: "Notifications, 1 unread" });
    await bell.waitFor({ timeout: 20_000 });
    await bell.click();
    const panel = page.getByRole("dialog", { name: "Notifications" });
    await panel.getByText('Study reminder: "Revise graph traversals" is due now.').waitFor();
    const link = panel.getByRole("link", { name: /Study reminder/ });
    assert.equal(await link.getAttribute("href"), "/planner");
    await page.keyboard.press("Escape");

    // The week shows it on today; ticking it off moves it to Done.
    await page.getByRole("tab", { name: "Week" }).click();
    await page.locator(".planner-today").getByText("Revise graph traversals").waitFor();
    await screenshots(page, "planner-week");
    await page.getByRole("tab", { name: "List" }).click();
    await screenshots(page, "planner");
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("planner.update")),
      list.getByRole("checkbox", { name: "Done: Revise graph traversals" }).click(),
    ]);
    assert.equal(saved.status(), 200);
    await page.getByText("Done (1)").waitFor();
    const stored = await diya.client.request<{ tasks: { title: string; done: boolean }[] }>(
      "GET",
      "/api/planner/tasks",
    );
    assert.deepEqual(stored.body.tasks.map((t) => [t.title, t.done]), [
      ["Revise graph traversals", true],
    ]);
    assert.deepEqual(problems.errors, []);

    // A visitor sees what the planner is and the way in.
    const visitor = await openAs(browser, server);
    await visit(visitor.page, `${server.url}/planner`);
    await visitor.page.getByRole("link", { name: "Sign in" }).first().waitFor();
    await screenshots(visitor.page, "planner-visitor");
  } finally {
    await close();
  }
});
