/**
 * Every cached copy of a post, changed at once: the pages of each post list (feeds, profile
 * tabs, Saved, Recent Posts), the trending posts and the post's own query. A change the student makes
 * shows in all of them.
 */
import type { InfiniteData, QueryClient, QueryKey } from "@tanstack/react-query";
import { trpc } from "../../client/query.tsx";
import type { FeedPages } from "./queries.ts";
import type { PostView } from "./types.ts";
import type { TrendingPost } from "../../trending/read.ts";
import type { SearchPage } from "../../search/model.ts";

/** Search answers: pages of posts (or people, or tags, which no post change touches). */
type SearchPages = InfiniteData<SearchPage>;

/** Applies `map` to the posts of every cached search page. */
function mapSearch(client: QueryClient, map: (posts: PostView[]) => PostView[]): void {
  client.setQueriesData<SearchPages>(
    { queryKey: trpc.search.query.pathKey() },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((p) =>
          p.type === "posts"
            ? {
              ...p,
              results: map(p.results).map((post) => ({
                ...post,
                matched: p.results.find((r) => r._id === post._id)?.matched ?? [],
              })),
            }
            : p
        ),
      },
  );
}

/** The trending posts: one list, not paged, each post with its score. */
type Trending = { posts: TrendingPost[] };

function trendingKey(): QueryKey {
  return trpc.trending.posts.pathKey();
}

/** The lists a post can appear in. */
function listKeys(): QueryKey[] {
  return [
    trpc.posts.global.pathKey(),
    trpc.posts.following.pathKey(),
    trpc.posts.list.pathKey(),
    trpc.posts.byUser.pathKey(),
    trpc.posts.saved.pathKey(),
  ];
}

function mapPages(
  data: FeedPages | undefined,
  map: (posts: PostView[]) => PostView[],
): FeedPages | undefined {
  return data && { ...data, pages: data.pages.map((p) => ({ ...p, posts: map(p.posts) })) };
}

/**
 * Stops the reads of every shown copy of post `id`, so none lands over a change made now. A list
 * still on its first read is left to finish: it shows nothing a change could touch.
 */
export async function holdPost(client: QueryClient, id: string): Promise<void> {
  const shown = { predicate: (q: { state: { data: unknown } }) => q.state.data !== undefined };
  await Promise.all(
    [...listKeys(), trendingKey(), trpc.search.query.pathKey(), trpc.posts.byId.queryKey({ id })]
      .map((queryKey) => client.cancelQueries({ queryKey, ...shown })),
  );
}

/** Applies `change` to post `id` wherever it is cached. */
export function patchPost(
  client: QueryClient,
  id: string,
  change: (post: PostView) => PostView,
): void {
  const one = (p: PostView) => (p._id === id ? change(p) : p);
  for (const queryKey of listKeys()) {
    client.setQueriesData<FeedPages>({ queryKey }, (data) => mapPages(data, (ps) => ps.map(one)));
  }
  // A saved edit replaces the whole post: its score stays the list's own.
  const scored = (p: TrendingPost) =>
    p._id === id ? { ...change(p), trendingScore: p.trendingScore } : p;
  client.setQueriesData<Trending>(
    { queryKey: trendingKey() },
    (data) => data && { ...data, posts: data.posts.map(scored) },
  );
  client.setQueryData(trpc.posts.byId.queryKey({ id }), (p) => (p ? change(p) : p));
  mapSearch(client, (ps) => ps.map(one));
}

/** Takes post `id` off every cached list (it was deleted). */
export function dropPost(client: QueryClient, id: string): void {
  for (const queryKey of listKeys()) {
    client.setQueriesData<FeedPages>(
      { queryKey },
      (data) => mapPages(data, (ps) => ps.filter((p) => p._id !== id)),
    );
  }
  client.setQueriesData<Trending>(
    { queryKey: trendingKey() },
    (data) => data && { ...data, posts: data.posts.filter((p) => p._id !== id) },
  );
  mapSearch(client, (ps) => ps.filter((p) => p._id !== id));
}

/** Marks the lists one's new post joins as stale: every post, and the author's own posts. */
export async function invalidateNewPostLists(client: QueryClient): Promise<void> {
  // The feeds leave out one's own posts, so they cannot change.
  await Promise.all([
    client.invalidateQueries(trpc.posts.list.pathFilter()),
    client.invalidateQueries(trpc.posts.byUser.pathFilter()),
  ]);
}
