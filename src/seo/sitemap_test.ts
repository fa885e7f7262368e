/** The sitemap and robots.txt texts: escaping, lastmod and the sitemap pointer. */
import assert from "node:assert/strict";
import { escapeXml, sitemapXml } from "./sitemap.ts";
import { robotsTxt } from "./robots.ts";

Deno.test("[seo] sitemap and robots texts", async (t) => {
  await t.step("the five XML special characters are escaped", () => {
    assert.equal(escapeXml(`a&b<c>d"e'f`), "a&amp;b&lt;c&gt;d&quot;e&apos;f");
  });

  await t.step("a url with & is escaped in its loc; lastmod is an ISO time", () => {
    const xml = sitemapXml("https://campus.example", [
      { path: "/trending?tab=sections&range=week" },
      { path: "/blog/1", lastmod: Date.UTC(2026, 0, 2) },
    ]);
    assert.ok(
      xml.includes("<loc>https://campus.example/trending?tab=sections&amp;range=week</loc>"),
    );
    assert.ok(xml.includes("<lastmod>2026-01-02T00:00:00.000Z</lastmod>"));
    assert.ok(xml.startsWith(`<?xml version="1.0" encoding="UTF-8"?>`));
  });

  await t.step("robots.txt points to the sitemap of the configured origin", () => {
    assert.match(
      robotsTxt("https://campus.example"),
      /\nSitemap: https:\/\/campus\.example\/sitemap\.xml\n$/,
    );
  });
});
