/**
 * What the data export holds of the posts domain: the student's posts with their counters and
 * every comment on them, and the student's likes, shares and comments on any post.
 */
import { countOf } from "../core/counters.ts";
import { getExisting } from "../core/kv.ts";
import { usernamesOf } from "../users/repo.ts";
import {
  allCommentsPrefix,
  allLikesPrefix,
  allSharesPrefix,
  commentsPrefix,
  postKey,
  postsByAuthorPrefix,
  postStatKey,
} from "./keys.ts";
import type { CommentRecord, PostRecord } from "./model.ts";

const iso = (ms: number) => new Date(ms).toISOString();

/** The student's posts, newest first, with their counters and every comment on them. */
export async function postsOf(kv: Deno.Kv, userId: string) {
  const ids: string[] = [];
  for await (const e of kv.list({ prefix: postsByAuthorPrefix(userId) }, { reverse: true })) {
    ids.push(e.key[2] as string);
  }
  const posts = await getExisting<PostRecord>(kv, ids.map(postKey));
  const out = [];
  for (const p of posts) {
    const stats = await kv.getMany([
      postStatKey(p._id, "likes"),
      postStatKey(p._id, "comments"),
      postStatKey(p._id, "shares"),
    ]);
    const comments = await Array.fromAsync(
      kv.list<CommentRecord>({ prefix: commentsPrefix(p._id) }),
      (e) => e.value,
    );
    const who = await usernamesOf(kv, comments.map((c) => c.authorId));
    out.push({
      ...p,
      createdAt: iso(p.createdAt),
      updatedAt: iso(p.updatedAt),
      likesCount: countOf(stats[0].value),
      commentsCount: countOf(stats[1].value),
      sharesCount: countOf(stats[2].value),
      comments: comments.map((c) => ({
        _id: c._id,
        author: who(c.authorId),
        content: c.content,
        createdAt: iso(c.createdAt),
      })),
    });
  }
  return out;
}

/** The student's likes, shares and comments on posts (acts are keyed by post: one full read). */
export async function actsOf(kv: Deno.Kv, userId: string) {
  const likes = [];
  for await (const e of kv.list<number>({ prefix: allLikesPrefix })) {
    if (e.key[2] === userId) likes.push({ postId: e.key[1] as string, likedAt: iso(e.value) });
  }
  const shares = [];
  for await (const e of kv.list<number>({ prefix: allSharesPrefix })) {
    if (e.key[2] === userId) shares.push({ postId: e.key[1] as string, sharedAt: iso(e.value) });
  }
  const comments = [];
  for await (const e of kv.list<CommentRecord>({ prefix: allCommentsPrefix })) {
    const c = e.value;
    if (c.authorId === userId) {
      comments.push({
        _id: c._id,
        postId: c.postId,
        content: c.content,
        createdAt: iso(c.createdAt),
      });
    }
  }
  return { likes, shares, comments };
}
