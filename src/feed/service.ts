/**
 * The post lists (spec 000 §4 "Feeds", §7 "Posts"): the following feed (fanned out on write),
 * the global feed (everyone's posts newest first, one's own left out), all posts and a
 * student's posts; the global feed and all posts also by roadmap category. Pages are cursor-based, so new posts arriving at the top never shift a
 * page: no duplicates and no gaps. A page costs a bounded number of KV reads. Posts hidden by an
 * operator, by suspended students or by students blocked either way are left out of every list.
 */
import type { AppDeps } from "../deps.ts";
import { AppError } from "../core/errors.ts";
import { filteredPage, invalidCursor, isCursor } from "../core/pagination.ts";
import { followedAmong, requireUser } from "../users/service.ts";
import type { PostRecord, PostType, PostView } from "../posts/model.ts";
import {
  postsByAuthorPrefix,
  postsByAuthorTypePrefix,
  postsByCategoryPrefix,
  postsByTypePrefix,
  postsPrefix,
} from "../posts/keys.ts";
import { getPosts, viewPosts } from "../posts/views.ts";
import { viewerOf, visibleTo } from "../safety/visibility.ts";
import { feedPrefix, feedTypePrefix } from "./keys.ts";
import type { FeedQuery, PostListQuery } from "./model.ts";

type Deps = Pick<AppDeps, "kv">;

export type FeedPage = {
  posts: PostView[];
  pagination: { page: number; limit: number; hasMore: boolean; cursor: string | null };
};

const badCursor = () => invalidCursor("the feed");

/** The answer for filters nothing can match. */
function emptyPage(query: PostListQuery): FeedPage {
  return {
    posts: [],
    pagination: { page: query.page, limit: query.limit, hasMore: false, cursor: null },
  };
}

const isPostRecord = (v: unknown): v is PostRecord =>
  typeof v === "object" && v !== null && "authorId" in v && "_id" in v;

/** Every list's keys end in the post id. */
const postIdOf = (e: Deno.KvEntry<unknown>) => e.key[e.key.length - 1] as string;

/** Runs a filtered page of `selector`, newest first, and reads its posts. */
async function page<T>(
  deps: Deps,
  selector: Deno.KvListSelector,
  query: PostListQuery,
  viewerId: string | null,
  accept: (entries: Deno.KvEntry<T>[]) => Promise<boolean[]> | boolean[],
): Promise<FeedPage> {
  if (query.cursor && !isCursor(query.cursor)) throw badCursor();
  // Besides each list's own rule, no list shows what blocks or moderation hide from the viewer.
  const viewer = await viewerOf(deps.kv, viewerId);
  // Posts read to judge them, kept for the page's views so none is read twice.
  const read = new Map<string, PostRecord>();
  const acceptShown = async (entries: Deno.KvEntry<T>[]) => {
    const ok = await accept(entries);
    const kept = entries.filter((_, i) => ok[i]);
    // The list of every post holds the records themselves; the indexes hold ids only.
    const list = kept.every((e) => isPostRecord(e.value))
      ? kept.map((e) => e.value as PostRecord)
      : await getPosts(deps.kv, kept.map(postIdOf));
    for (const p of list) read.set(p._id, p);
    const shown = await visibleTo(viewer, list);
    const visible = new Set(list.filter((_, i) => shown[i]).map((p) => p._id));
    return entries.map((e, i) => ok[i] && visible.has(postIdOf(e)));
  };
  const run = (cursor: string | undefined) =>
    filteredPage<T>(deps.kv, selector, { limit: query.limit, cursor, reverse: true }, acceptShown);
  let result;
  try {
    // Clients page with the cursor; a bare `page` number walks there (costs grow with it).
    let cursor = query.cursor;
    for (let p = 1; !query.cursor && p < query.page; p++) {
      const skipped = await run(cursor);
      if (!skipped.cursor) return emptyPage(query);
      cursor = skipped.cursor;
    }
    result = await run(cursor);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw badCursor();
  }
  const ids = result.values.map(postIdOf);
  const records = ids.flatMap((id) => read.get(id) ?? []);
  const posts = await viewPosts(deps.kv, records, viewerId, viewer.users);
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

const typeOf = (q: PostListQuery): PostType | null => (q.type === "all" ? null : q.type);

/**
 * The id index (`[..., postId] -> null`) that serves `query`'s filters over every post: the
 * category's, the type's, or null for none. `"none"` when they exclude each other: only roadmap
 * posts have a category, so a category with the text or image type matches nothing.
 */
function filterIndex(query: FeedQuery): Deno.KvKey | null | "none" {
  const type = typeOf(query);
  if (query.category) {
    return type === null || type === "section" ? postsByCategoryPrefix(query.category) : "none";
  }
  return type ? postsByTypePrefix(type) : null;
}

/** Everyone's posts, newest first, without the viewer's own. */
export function globalFeed(
  deps: Deps,
  viewerId: string | null,
  query: FeedQuery,
): Promise<FeedPage> {
  const index = filterIndex(query);
  if (index === "none") return Promise.resolve(emptyPage(query));
  if (!index) {
    return page<PostRecord>(
      deps,
      { prefix: postsPrefix },
      query,
      viewerId,
      (entries) => entries.map((e) => e.value.authorId !== viewerId),
    );
  }
  // The indexes hold ids only; the author comes with the post, read once per batch.
  return page<null>(deps, { prefix: index }, query, viewerId, async (entries) => {
    if (!viewerId) return entries.map(() => true);
    const posts = new Map(
      (await getPosts(deps.kv, entries.map(postIdOf))).map((p) => [p._id, p]),
    );
    return entries.map((e) => {
      const p = posts.get(postIdOf(e));
      return p !== undefined && p.authorId !== viewerId;
    });
  });
}

/** Every post, newest first (`GET /api/posts`). */
export function allPosts(deps: Deps, viewerId: string | null, query: FeedQuery): Promise<FeedPage> {
  const index = filterIndex(query);
  if (index === "none") return Promise.resolve(emptyPage(query));
  const selector = { prefix: index ?? postsPrefix };
  return page(deps, selector, query, viewerId, (entries) => entries.map(() => true));
}

/** Posts of the people `viewerId` follows, newest first. */
export function followingFeed(
  deps: Deps,
  viewerId: string,
  query: PostListQuery,
): Promise<FeedPage> {
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
  query: PostListQuery,
): Promise<FeedPage> {
  await requireUser(deps.kv, userId);
  const type = typeOf(query);
  const selector = {
    prefix: type ? postsByAuthorTypePrefix(userId, type) : postsByAuthorPrefix(userId),
  };
  return page(deps, selector, query, viewerId, (entries) => entries.map(() => true));
}
