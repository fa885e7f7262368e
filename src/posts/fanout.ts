/**
 * Fan-out on write for the following feed: a new post is written into each follower's feed;
 * a new follow brings the followee's recent posts in; an unfollow takes them out. Feed entries
 * are derived data, so they are written in batches below the per-atomic mutation limit.
 */
import { followersPrefix } from "../follow/keys.ts";
import type { PostRecord, PostType } from "./model.ts";
import { feedKey, feedTypeKey, postKey, postsByAuthorPrefix } from "./keys.ts";

/** Feed entries per atomic: two mutations each, well under the limit of 1000. */
const BATCH = 400;
/** How many of a followee's latest posts a new follow brings into the feed. */
export const BACKFILL_POSTS = 50;

type FeedOp = { userId: string; postId: string; type: PostType; authorId: string };

async function write(kv: Deno.Kv, ops: FeedOp[], remove: boolean) {
  for (let i = 0; i < ops.length; i += BATCH) {
    const atomic = kv.atomic();
    for (const op of ops.slice(i, i + BATCH)) {
      if (remove) {
        atomic.delete(feedKey(op.userId, op.postId)).delete(
          feedTypeKey(op.userId, op.type, op.postId),
        );
      } else {
        atomic.set(feedKey(op.userId, op.postId), op.authorId)
          .set(feedTypeKey(op.userId, op.type, op.postId), op.authorId);
      }
    }
    await atomic.commit();
  }
}

async function followerIds(kv: Deno.Kv, authorId: string): Promise<string[]> {
  const ids: string[] = [];
  for await (const e of kv.list({ prefix: followersPrefix(authorId) })) {
    ids.push(e.key[2] as string);
  }
  return ids;
}

/** Puts `post` into the feed of everyone who follows its author. */
export async function fanOutPost(kv: Deno.Kv, post: PostRecord): Promise<void> {
  const ops = (await followerIds(kv, post.authorId)).map((userId) => ({
    userId,
    postId: post._id,
    type: post.type,
    authorId: post.authorId,
  }));
  await write(kv, ops, false);
}

/** Takes `post` out of its author's followers' feeds. */
export async function retractPost(kv: Deno.Kv, post: PostRecord): Promise<void> {
  const ops = (await followerIds(kv, post.authorId)).map((userId) => ({
    userId,
    postId: post._id,
    type: post.type,
    authorId: post.authorId,
  }));
  await write(kv, ops, true);
}

async function authorPosts(kv: Deno.Kv, authorId: string, limit?: number): Promise<PostRecord[]> {
  const ids: string[] = [];
  for await (
    const e of kv.list({ prefix: postsByAuthorPrefix(authorId) }, { reverse: true, limit })
  ) {
    ids.push(e.key[2] as string);
  }
  const posts: PostRecord[] = [];
  for (let i = 0; i < ids.length; i += 10) {
    for (const e of await kv.getMany<PostRecord[]>(ids.slice(i, i + 10).map(postKey))) {
      if (e.value) posts.push(e.value);
    }
  }
  return posts;
}

/** After `userId` follows `authorId`: the author's latest posts join the feed. */
export async function backfillFeed(kv: Deno.Kv, userId: string, authorId: string): Promise<void> {
  const posts = await authorPosts(kv, authorId, BACKFILL_POSTS);
  await write(kv, posts.map((p) => ({ userId, postId: p._id, type: p.type, authorId })), false);
}

/** After `userId` unfollows `authorId`: all the author's posts leave the feed. */
export async function purgeFeed(kv: Deno.Kv, userId: string, authorId: string): Promise<void> {
  const posts = await authorPosts(kv, authorId);
  await write(kv, posts.map((p) => ({ userId, postId: p._id, type: p.type, authorId })), true);
}
