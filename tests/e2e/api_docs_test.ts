/** In real Chromium: the API reference renders from our own origin, readable at both widths. */
import assert from "node:assert/strict";
import { browserTest, launchBrowser, newContext, visit } from "../helpers/browser.ts";
import { screenshots } from "../helpers/screenshots.ts";
import { startServer } from "../helpers/server.ts";

browserTest(
  "[e2e] the API reference page lists every area and links the OpenAPI document",
  async () => {
    const server = await startServer();
    const browser = await launchBrowser();
    const { page, problems } = await newContext(browser);
    const foreign: string[] = [];
    page.on("request", (req) => {
      if (!req.url().startsWith(server.url)) foreign.push(req.url());
    });
    try {
      await visit(page, `${server.url}/api/docs`);
      await page.getByRole("heading", { level: 1, name: "API reference" }).waitFor();
      for (const area of ["auth", "posts", "chat", "notifications", "uploads"]) {
        await page.getByRole("heading", { level: 2, name: area }).waitFor();
      }
      await page.getByText("/api/posts/{id}/comments/{commentId}").first().waitFor();
      const href = await page.getByRole("link", { name: "OpenAPI 3.1 document" }).getAttribute(
        "href",
      );
      assert.equal(href, "/api/openapi.json");
      await screenshots(page, "api-docs");
      assert.deepEqual(foreign, []);
      assert.deepEqual(problems.errors, []);
    } finally {
      await browser.close();
      await server.close();
    }
  },
);
