/**
 * `/sitemap.xml` (sitemaps.org 0.9): the public pages, then public posts and profiles newest first.
 * Every value is XML-escaped; each list is capped so one request reads a bounded number of records.
 */

/** Public pages with no data of their own (spec 000 §2, spec 001 §2); signed-in pages are not here. */
export const PUBLIC_PAGES = [
  "/",
  "/trending",
  "/team",
  "/guide",
  "/planner",
  "/resume",
  "/interview",
  "/sitemap",
  "/privacy",
  "/terms",
  "/contact",
  "/login",
  "/signup",
];

/** How many posts and how many profiles one sitemap lists (the format allows 50,000 URLs). */
export const SITEMAP_POSTS = 5000;
export const SITEMAP_PROFILES = 5000;

export type SitemapEntry = { path: string; lastmod?: number };

const XML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

/** `text` with the five XML special characters escaped. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]);
}

/** The sitemap document for `entries` on the site served at `origin` (no trailing slash). */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastmod === undefined
      ? ""
      : `<lastmod>${new Date(e.lastmod).toISOString()}</lastmod>`;
    return `<url><loc>${escapeXml(origin + e.path)}</loc>${lastmod}</url>`;
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...urls,
    `</urlset>`,
    "",
  ].join("\n");
}
