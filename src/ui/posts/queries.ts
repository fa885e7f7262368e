/**
 * The post lists, one post and its comments as TanStack queries over tRPC (spec 000 §4 "Feeds"):
 * which procedure a list reads, how the next page is found (the answer's cursor; `hasMore` false
 * or a null cursor ends it), and a server-rendered first page as the cache's seed.
 */
import type { InfiniteData } from "@tanstack/react-query";
import { trpc } from "../../client/query.tsx";
import type { Category } from "../../shared/post_rules.ts";
import { type FeedPage, type FeedType, PAGE_SIZE, type PostView } from "./types.ts";

/** A list of posts: a feed tab, every post, or one student's posts, with the type filter;
 * the global feed and every post also by roadmap category. */
export type PostSource =
  | { list: "global" | "list"; type: FeedType; category?: Category | null }
  | { list: "following"; type: FeedType }
  | { list: "byUser"; userId: string; type: FeedType };

/** The pages of a list as the cache holds them. */
export type FeedPages = InfiniteData<FeedPage, string | null>;

/** The cursor of the page after `page`, or undefined at the end. */
export function nextCursor(page: FeedPage): string | undefined {
  return page.pagination.hasMore ? page.pagination.cursor ?? undefined : undefined;
}

/** A first page read by the server, shaped as a list's cached pages. */
function seed(first: FeedPage | null | undefined): FeedPages | undefined {
  return first ? { pages: [first], pageParams: [null] } : undefined;
}

/** The infinite query of `source`; `first` seeds it when the server rendered page one. */
export function postListOptions(source: PostSource, first?: FeedPage | null) {
  const input = { limit: PAGE_SIZE, type: source.type };
  const paging = { getNextPageParam: nextCursor, initialData: seed(first) };
  // Sent only when chosen, so the whole list has one cache key whichever page reads it.
  const category = "category" in source && source.category ? { category: source.category } : {};
  switch (source.list) {
    case "global":
      return trpc.posts.global.infiniteQueryOptions({ ...input, ...category }, paging);
    case "following":
      return trpc.posts.following.infiniteQueryOptions(input, paging);
    case "list":
      return trpc.posts.list.infiniteQueryOptions({ ...input, ...category }, paging);
    case "byUser":
      return trpc.posts.byUser.infiniteQueryOptions({ ...input, userId: source.userId }, paging);
  }
}

/** `items` with each id once, the first kept: pages read at different times may overlap. */
export function uniqueById<T extends { _id: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item._id) && !!seen.add(item._id));
}

/** The posts of every page in order, each once. */
export function postsOf(pages: FeedPages | undefined): PostView[] {
  return uniqueById((pages?.pages ?? []).flatMap((p) => p.posts));
}

/** One post; `initial` is the server's copy. */
export function postOptions(id: string, initial: PostView | null) {
  return trpc.posts.byId.queryOptions({ id }, { initialData: initial ?? undefined });
}

/** A post's comments, oldest first, 50 a page. */
export function commentsOptions(postId: string) {
  return trpc.posts.comments.infiniteQueryOptions({ id: postId }, {
    getNextPageParam: (page) => page.cursor ?? undefined,
  });
}
