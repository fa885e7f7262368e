/**
 * Fan-out on write for the following feed: a new post is written into each follower's feed;
 * a new follow brings the followee's recent posts in; an unfollow takes them out. Feed entries
 * are derived data, so they are written in batches below the per-atomic mutation limit.
 */
import { followersPrefix } from "../follow/keys.ts";
import type { PostRecord } from "../posts/model.ts";
import { postsByAuthorPrefix } from "../posts/keys.ts";
import { getPosts } from "../posts/views.ts";
import { feedKey, feedTypeKey } from "./keys.ts";

/** Feed entries per atomic: two mutations each, well under the limit of 1000. */
const BATCH = 400;
/** How many of a followee's latest posts a new follow brings into the feed. */
export const BACKFILL_POSTS = 50;

/** What a feed entry names of its post. */
type FeedPost = Pick<PostRecord, "_id" | "type" | "authorId">;
type FeedEntry = { userId: string; post: FeedPost };

async function write(kv: Deno.Kv, entries: FeedEntry[], remove: boolean) {
  for (let i = 0; i < entries.length; i += BATCH) {
    const atomic = kv.atomic();
    for (const { userId, post } of entries.slice(i, i + BATCH)) {
      const keys = [feedKey(userId, post._id), feedTypeKey(userId, post.type, post._id)];
      for (const key of keys) {
        if (remove) atomic.delete(key);
        else atomic.set(key, post.authorId);
      }
    }
    await atomic.commit();
  }
}

/** Writes (or with `remove`, deletes) `post` in the feed of everyone who follows its author. */
async function toFollowers(kv: Deno.Kv, post: FeedPost, remove: boolean): Promise<void> {
  const entries: FeedEntry[] = [];
  for await (const e of kv.list({ prefix: followersPrefix(post.authorId) })) {
    entries.push({ userId: e.key[2] as string, post });
  }
  await write(kv, entries, remove);
}

/** Puts `post` into the feed of everyone who follows its author. */
export function fanOutPost(kv: Deno.Kv, post: FeedPost): Promise<void> {
  return toFollowers(kv, post, false);
}

/** Takes `post` out of its author's followers' feeds. */
export function retractPost(kv: Deno.Kv, post: FeedPost): Promise<void> {
  return toFollowers(kv, post, true);
}

/** Writes (or deletes) the author's latest `limit` posts (all without one) in one feed. */
async function toFeed(
  kv: Deno.Kv,
  userId: string,
  authorId: string,
  remove: boolean,
  limit?: number,
) {
  const ids: string[] = [];
  for await (
    const e of kv.list({ prefix: postsByAuthorPrefix(authorId) }, { reverse: true, limit })
  ) {
    ids.push(e.key[2] as string);
  }
  const posts = await getPosts(kv, ids);
  await write(kv, posts.map((post) => ({ userId, post })), remove);
}

/** After `userId` follows `authorId`: the author's latest posts join the feed. */
export function backfillFeed(kv: Deno.Kv, userId: string, authorId: string): Promise<void> {
  return toFeed(kv, userId, authorId, false, BACKFILL_POSTS);
}

/** After `userId` unfollows `authorId`: all the author's posts leave the feed. */
export function purgeFeed(kv: Deno.Kv, userId: string, authorId: string): Promise<void> {
  return toFeed(kv, userId, authorId, true);
}
