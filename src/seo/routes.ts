/**
 * The crawler routes: `GET /robots.txt` and `GET /sitemap.xml`, both cacheable for a while since
 * a crawler reads them often and a new post may wait an hour to be listed.
 */
import { Hono } from "hono";
import type { AppEnv } from "../http/env.ts";
import { recentPostStamps } from "../posts/service.ts";
import { postPath } from "../shared/post_paths.ts";
import { recentStudentIds } from "../users/service.ts";
import { robotsTxt } from "./robots.ts";
import {
  PUBLIC_PAGES,
  SITEMAP_POSTS,
  SITEMAP_PROFILES,
  type SitemapEntry,
  sitemapXml,
} from "./sitemap.ts";

export const seoRoutes = new Hono<AppEnv>()
  .get("/robots.txt", (c) =>
    c.body(robotsTxt(c.get("deps").config.appOrigin), 200, {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    }))
  .get("/sitemap.xml", async (c) => {
    const { kv, config } = c.get("deps");
    const [posts, students] = await Promise.all([
      recentPostStamps(kv, SITEMAP_POSTS),
      recentStudentIds(kv, SITEMAP_PROFILES),
    ]);
    const entries: SitemapEntry[] = [
      ...PUBLIC_PAGES.map((path) => ({ path })),
      ...posts.map((p) => ({ path: postPath(p), lastmod: p.updatedAt })),
      ...students.map((id) => ({ path: `/profile/${encodeURIComponent(id)}` })),
    ];
    return c.body(sitemapXml(config.appOrigin, entries), 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    });
  });
