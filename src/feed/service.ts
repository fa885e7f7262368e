/**
 * The post lists (spec 000 §4 "Feeds", §7 "Posts"): the following feed (fanned out on write),
 * the global feed (everyone's posts newest first, one's own left out), all posts and a
 * student's posts. Pages are cursor-based, so new posts arriving at the top never shift a
 * page: no duplicates and no gaps. A page costs a bounded number of KV reads.
 */
import type { AppDeps } from "../deps.ts";
import { AppError } from "../core/errors.ts";
import { filteredPage, invalidCursor, isCursor } from "../core/pagination.ts";
import { followedAmong, requireUser } from "../users/service.ts";
import type { PostRecord, PostType, PostView } from "../posts/model.ts";
import {
  postsByAuthorPrefix,
  postsByAuthorTypePrefix,
  postsByTypePrefix,
  postsPrefix,
} from "../posts/keys.ts";
import { getPosts, viewPosts } from "../posts/views.ts";
import { feedPrefix, feedTypePrefix } from "./keys.ts";
import type { FeedQuery } from "./model.ts";

type Deps = Pick<AppDeps, "kv">;

export type FeedPage = {
  posts: PostView[];
  pagination: { page: number; limit: number; hasMore: boolean; cursor: string | null };
};

const badCursor = () => invalidCursor("the feed");

/** Runs a filtered page; the key's last part is the post id. */
async function page<T>(
  deps: Deps,
  selector: Deno.KvListSelector,
  query: FeedQuery,
  viewerId: string | null,
  accept: (entries: Deno.KvEntry<T>[]) => Promise<boolean[]> | boolean[],
): Promise<FeedPage> {
  if (query.cursor && !isCursor(query.cursor)) throw badCursor();
  const run = (cursor: string | undefined) =>
    filteredPage<T>(deps.kv, selector, { limit: query.limit, cursor, reverse: true }, accept);
  let result;
  try {
    // Clients page with the cursor; a bare `page` number walks there (costs grow with it).
    let cursor = query.cursor;
    for (let p = 1; !query.cursor && p < query.page; p++) {
      const skipped = await run(cursor);
      if (!skipped.cursor) {
        return {
          posts: [],
          pagination: { page: query.page, limit: query.limit, hasMore: false, cursor: null },
        };
      }
      cursor = skipped.cursor;
    }
    result = await run(cursor);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw badCursor();
  }
  const ids = result.values.map((e) => e.key[e.key.length - 1] as string);
  const posts = await viewPosts(deps.kv, await getPosts(deps.kv, ids), viewerId);
  return {
    posts,
    pagination: {
      page: query.page,
      limit: query.limit,
      hasMore: result.hasMore,
      cursor: result.cursor,
    },
  };
}

const typeOf = (q: FeedQuery): PostType | null => (q.type === "all" ? null : q.type);

/** Everyone's posts, newest first, without the viewer's own. */
export function globalFeed(
  deps: Deps,
  viewerId: string | null,
  query: FeedQuery,
): Promise<FeedPage> {
  const type = typeOf(query);
  if (!type) {
    return page<PostRecord>(
      deps,
      { prefix: postsPrefix },
      query,
      viewerId,
      (entries) => entries.map((e) => e.value.authorId !== viewerId),
    );
  }
  // The type index holds ids only; the author comes with the post, read once per batch.
  return page<null>(deps, { prefix: postsByTypePrefix(type) }, query, viewerId, async (entries) => {
    if (!viewerId) return entries.map(() => true);
    const posts = new Map(
      (await getPosts(deps.kv, entries.map((e) => e.key[2] as string))).map((p) => [p._id, p]),
    );
    return entries.map((e) => {
      const p = posts.get(e.key[2] as string);
      return p !== undefined && p.authorId !== viewerId;
    });
  });
}

/** Every post, newest first (`GET /api/posts`). */
export function allPosts(deps: Deps, viewerId: string | null, query: FeedQuery): Promise<FeedPage> {
  const type = typeOf(query);
  const selector = { prefix: type ? postsByTypePrefix(type) : postsPrefix };
  return page(deps, selector, query, viewerId, (entries) => entries.map(() => true));
}

/** Posts of the people `viewerId` follows, newest first. */
export function followingFeed(deps: Deps, viewerId: string, query: FeedQuery): Promise<FeedPage> {
  const type = typeOf(query);
  const selector = { prefix: type ? feedTypePrefix(viewerId, type) : feedPrefix(viewerId) };
  // Entries written just before an unfollow may linger; the follow edge is the truth.
  return page<string>(deps, selector, query, viewerId, async (entries) => {
    const authors = [...new Set(entries.map((e) => e.value))];
    const followed = await followedAmong(deps.kv, viewerId, authors);
    return entries.map((e) => followed.has(e.value));
  });
}

/** One student's posts, newest first (profile Posts tab and its sub-tabs). */
export async function userPosts(
  deps: Deps,
  userId: string,
  viewerId: string | null,
  query: FeedQuery,
): Promise<FeedPage> {
  await requireUser(deps.kv, userId);
  const type = typeOf(query);
  const selector = {
    prefix: type ? postsByAuthorTypePrefix(userId, type) : postsByAuthorPrefix(userId),
  };
  return page(deps, selector, query, viewerId, (entries) => entries.map(() => true));
}
