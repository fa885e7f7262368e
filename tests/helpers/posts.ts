/**
 * Posts in tests: creating them and uploading their images over REST, reading feeds, and finding
 * post cards and feed states in a browser page.
 */
import type { Locator, Page } from "playwright-core";
import { pngWithText } from "./images.ts";
import type { Client } from "./users.ts";

/** Creates a post of any kind from `body` as `client`; returns its id. */
export async function createPost(client: Client, body: Record<string, unknown>): Promise<string> {
  const res = await client.request<{ postId: string }>("POST", "/api/posts", body);
  if (res.status !== 201) throw new Error(`create post: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.postId;
}

/** A text post titled `title` (content `Content of ${title}`); returns its id. */
export function textPost(client: Client, title: string, extra: Record<string, unknown> = {}) {
  return createPost(client, { type: "text", title, content: `Content of ${title}`, ...extra });
}

/** Uploads `count` copies of `png` for an image post; returns their URLs. */
export async function uploadImages(
  client: Client,
  count: number,
  png: Uint8Array = pngWithText(),
): Promise<string[]> {
  const form = new FormData();
  for (let i = 0; i < count; i++) {
    form.append(
      "images",
      new File([png as Uint8Array<ArrayBuffer>], `i${i}.png`, { type: "image/png" }),
    );
  }
  const res = await fetch(`${client.server.url}/api/upload/multiple`, {
    method: "POST",
    headers: { cookie: client.cookieHeader, origin: client.server.origin },
    body: form,
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`upload: ${res.status} ${JSON.stringify(body)}`);
  return body.images.map((i: { url: string }) => i.url);
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

/** The count on a post card's Like, Comment or Share button. */
export function actionCount(card: Locator, action: "Like" | "Comment" | "Share"): Locator {
  return card.getByRole("button", { name: new RegExp(`^${action}`) }).locator(
    ".post-action-count",
  );
}

/** Scrolls `page` down `pixels` at a time, at most `times` times, until the feed says it has
 * reached its end; fails if it never does. */
export async function scrollToFeedEnd(page: Page, pixels: number, times: number): Promise<void> {
  const end = page.getByText("You've reached the end of the feed");
  for (let i = 0; i < times && !(await end.isVisible()); i++) {
    await page.mouse.wheel(0, pixels);
    await page.waitForTimeout(150);
  }
  await end.waitFor();
}

/** Waits until `page` shows the Post Not Found page; returns its Go Home link. */
export async function waitForPostNotFound(page: Page): Promise<Locator> {
  await page.getByRole("heading", { name: "Post Not Found" }).waitFor();
  await page.getByText("The post you're looking for doesn't exist or has been removed.").waitFor();
  return page.getByRole("link", { name: "Go Home" });
}

const trpcCodes: Record<number, [string, number]> = {
  403: ["FORBIDDEN", -32003],
  404: ["NOT_FOUND", -32004],
  500: ["INTERNAL_SERVER_ERROR", -32603],
};

/** A route answer shaped like the server's batched tRPC error for `path` (e.g. `posts.like`),
 * for staging a refusal in the browser with `page.route`. */
export function trpcError(path: string, status: 403 | 404 | 500, message: string) {
  const [code, number] = trpcCodes[status];
  return {
    status,
    contentType: "application/json",
    body: JSON.stringify([{
      error: { json: { message, code: number, data: { code, httpStatus: status, path } } },
    }]),
  };
}
