/**
 * In real Chromium: while every runner is busy with other rooms' programs, a visitor who clicks
 * Execute sees 'Running...' with their place in line, then their program's output.
 */
import assert from "node:assert/strict";
import { browserTest, launchBrowser, openAs, visit } from "../helpers/browser.ts";
import { joinRoom, waitFor } from "../helpers/collab.ts";
import { assertNoPageErrors } from "../helpers/page_checks.ts";
import { screenshots } from "../helpers/screenshots.ts";
import { startServer } from "../helpers/server.ts";
import { createFile, readRun, requestRun } from "../../src/shared/room_doc.ts";

browserTest("[e2e] code room: a run waiting for a free runner shows its place", async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  // Two programs elsewhere hold both runners for a few seconds.
  const busy = await Promise.all(["busyroom1", "busyroom2"].map((r) => joinRoom(server.url, r)));
  try {
    const v = await openAs(browser, server);
    const page = v.page;
    await visit(page, `${server.url}/editor/queueroom1`);
    await page.getByLabel("Your name").fill("Visitor Vee");
    await page.getByRole("button", { name: "Connect" }).click();
    await page.locator(".room-status").getByText("Connected").waitFor();
    await page.getByRole("button", { name: "main", exact: true }).first().waitFor();

    for (const room of busy) {
      const fileId = createFile(room.doc, {
        name: "nap",
        language: "python",
        content: "import time\ntime.sleep(4)\nprint('rested')",
      });
      requestRun(room.doc, { fileId, language: "python", version: "*", by: "Sam" });
    }
    await waitFor(
      () => busy.every((r) => readRun(r.doc)?.status === "running"),
      "both runners to be busy",
    );

    await page.getByRole("button", { name: "Execute" }).click();
    const place = page.locator(".room-output-meta", {
      hasText: "Waiting for a free runner: yours is next.",
    });
    await place.waitFor();
    assert.equal(await page.locator(".room-output-text").textContent(), "Running...");
    assert.equal(
      await page.locator(".room-output [role=status]").textContent(),
      "Waiting for a free runner: yours is next.",
      "a screen reader hears the place too",
    );
    await page.evaluate(() => scrollTo(0, 0));
    await screenshots(page, "editor-room-queued");

    // The room's starter program prints a greeting once a runner frees.
    await page.locator(".room-output-text", { hasText: "Campus" }).waitFor({ timeout: 15_000 });
    assert.equal(await place.count(), 0, "the place goes once the run has started");
    assertNoPageErrors([v.problems]);
  } finally {
    busy.forEach((r) => r.close());
    await browser.close();
    await server.close();
  }
});
