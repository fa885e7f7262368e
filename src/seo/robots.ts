/**
 * `/robots.txt`: crawlers may read the public pages; the API, the signed-in pages, the sockets and
 * the editor rooms (opened by whoever holds the link) stay out. Points to the sitemap.
 */

/** Paths no crawler should request: the answer is JSON, a socket or a signed-in page. */
export const DISALLOWED = ["/api/", "/trpc", "/chat", "/feed", "/ws", "/collab/", "/editor/"];

/** The robots.txt text for a site served at `origin` (no trailing slash). */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
