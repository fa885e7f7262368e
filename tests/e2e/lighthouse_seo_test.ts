/**
 * Lighthouse's SEO audit of the home page, run against the real server in our Chromium: every
 * audit that applies must pass (a score of 100), so a lost title, description, canonical link,
 * crawlable link or robots rule fails here rather than in a search engine's index.
 */
import assert from "node:assert/strict";
import lighthouse from "lighthouse";
import { browserTest, launchBrowser } from "../helpers/browser.ts";
import { startServer } from "../helpers/server.ts";

function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

browserTest("Lighthouse SEO on / scores 100", async () => {
  const server = await startServer();
  const port = freePort();
  const browser = await launchBrowser([`--remote-debugging-port=${port}`]);
  try {
    const result = await lighthouse(`${server.url}/`, {
      port,
      onlyCategories: ["seo"],
      output: "json",
      logLevel: "error",
    });
    assert.ok(result, "Lighthouse returned no result");
    const { categories, audits } = result.lhr;
    const failing = categories.seo.auditRefs
      .map((ref) => audits[ref.id])
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map((audit) => `${audit.id}: ${audit.title}`);
    console.log(`Lighthouse SEO on /: ${Math.round((categories.seo.score ?? 0) * 100)}`);
    assert.deepEqual(failing, []);
    assert.equal(categories.seo.score, 1);
  } finally {
    await browser.close();
    await server.close();
  }
});
