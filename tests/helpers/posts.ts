/** Posts in tests: creating them over REST, reading feeds, and finding their cards in a page. */
import type { Locator, Page } from "playwright-core";
import type { Client } from "./users.ts";

export async function textPost(client: Client, title: string, extra: Record<string, unknown> = {}) {
  const res = await client.request<{ postId: string; postType: string }>("POST", "/api/posts", {
    type: "text",
    title,
    content: `Content of ${title}`,
    ...extra,
  });
  if (res.status !== 201) throw new Error(`create post: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.postId;
}

export type FeedAnswer = {
  posts: {
    _id: string;
    title: string;
    type: string;
    author: { _id: string };
    likesCount: number;
    isLiked: boolean;
  }[];
  pagination: { page: number; limit: number; hasMore: boolean; cursor: string | null };
};

/** Every page of a feed path, following cursors; returns the titles in order. */
export async function readAll(client: Client, path: string, limit = 10): Promise<string[]> {
  const titles: string[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 100; i++) {
    const sep = path.includes("?") ? "&" : "?";
    const url: string = `${path}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`;
    const res = await client.request<FeedAnswer>("GET", url);
    titles.push(...res.body.posts.map((p) => p.title));
    cursor = res.body.pagination.cursor;
    if (!res.body.pagination.hasMore) break;
  }
  return titles;
}

/** In a browser page (or part of one), the post card whose title is exactly `title`. */
export function postCard(scope: Page | Locator, title: string): Locator {
  const page = "goto" in scope ? scope : scope.page();
  const exact = new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
  return scope.locator(".post-card").filter({
    has: page.locator(".post-title", { hasText: exact }),
  });
}
