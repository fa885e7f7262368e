/**
 * A departing student's share of the posts domain: their posts with everything hanging off them,
 * and their likes, shares and comments on others' posts. Each removal and the counters it changes
 * are one atomic write; every step lists from the start and deletes what it handled, so running it
 * again after an interruption only finishes the work and never subtracts twice.
 */
import { minus } from "../core/counters.ts";
import { deleteListed, retryAtomic } from "../core/kv.ts";
import { forgetCounts } from "./counts.ts";
import type { AppDeps } from "../deps.ts";
import { retractPost } from "../feed/fanout.ts";
import { recordTrending } from "../trending/outbox.ts";
import { userStatKey } from "../users/keys.ts";
import { unpublishOp } from "./category_index.ts";
import {
  allCommentsPrefix,
  allLikesPrefix,
  allSharesPrefix,
  commentKey,
  commentsPrefix,
  erasingPostKey,
  erasingPostsPrefix,
  likeKey,
  likesPrefix,
  postKey,
  postsByAuthorKey,
  postsByAuthorPrefix,
  postsByAuthorTypeKey,
  postsByTypeKey,
  postStatKey,
  postStatsPrefix,
  shareKey,
  sharesPrefix,
} from "./keys.ts";
import type { CommentRecord, PostRecord } from "./model.ts";
import { forgetSavesOf } from "./saved.ts";
import { indexPostOp, readIndexed } from "../search/post_index.ts";

type Deps = Pick<AppDeps, "kv" | "clock">;

/** Clears what hangs off a removed post, then its marker. Idempotent. */
async function clearPost(kv: Deno.Kv, post: PostRecord): Promise<void> {
  await retractPost(kv, post);
  for (const prefix of [likesPrefix(post._id), sharesPrefix(post._id), commentsPrefix(post._id)]) {
    await deleteListed(kv, { prefix });
  }
  await deleteListed(kv, { prefix: postStatsPrefix(post._id) });
  await forgetSavesOf(kv, post._id);
  await kv.delete(erasingPostKey(post.authorId, post._id));
}

/**
 * Removes every post of `authorId`: the record and its indexes leave with the platform and
 * category counters and a trending task (the post leaves the lists), and a marker that keeps the
 * cleanup of its likes, comments, shares and feed entries resumable. Answers how many posts.
 */
export async function eraseAuthoredPosts(deps: Deps, authorId: string): Promise<number> {
  const { kv } = deps;
  let removed = 0;
  for await (const e of kv.list<PostRecord>({ prefix: erasingPostsPrefix(authorId) })) {
    await clearPost(kv, e.value);
  }
  for (;;) {
    const page = await Array.fromAsync(
      kv.list({ prefix: postsByAuthorPrefix(authorId) }, { limit: 20 }),
    );
    if (page.length === 0) return removed;
    for (const index of page) {
      const id = index.key[2] as string;
      const post = await retryAtomic(async () => {
        const [entry, indexed] = await Promise.all([
          kv.get<PostRecord>(postKey(id)),
          readIndexed(kv, id),
        ]);
        const op = kv.atomic().check(entry).delete(postsByAuthorKey(authorId, id));
        const post = entry.value;
        if (!post) return { op, value: null };
        indexPostOp(unpublishOp(op, post), id, indexed, null)
          .delete(postKey(id))
          .delete(postsByTypeKey(post.type, id))
          .delete(postsByAuthorTypeKey(authorId, post.type, id))
          .set(erasingPostKey(authorId, id), post);
        recordTrending(op, { kind: "post", postId: id }, deps.clock.now());
        return { op, value: post };
      }, { attempts: 10 });
      if (post) {
        await clearPost(kv, post);
        removed++;
      }
    }
  }
}

/** Takes back one like or share of `userId` on another's post, with the post's counters. */
async function takeBackAct(deps: Deps, act: "like" | "share", postId: string, userId: string) {
  const { kv } = deps;
  const key = act === "like" ? likeKey(postId, userId) : shareKey(postId, userId);
  await retryAtomic(async () => {
    const [fact, post] = await kv.getMany<[number, PostRecord]>([key, postKey(postId)]);
    if (fact.value === null) return { value: undefined };
    const op = kv.atomic().check(fact).check(post).delete(key);
    // A post being deleted loses its counters anyway; only a live post's are corrected.
    if (post.value) {
      op.sum(postStatKey(postId, act === "like" ? "likes" : "shares"), minus(1));
      if (act === "like") op.sum(userStatKey(post.value.authorId, "likes"), minus(1));
      recordTrending(op, { kind: act, postId, userId }, deps.clock.now());
    }
    return { op, value: undefined };
  }, { attempts: 10 });
  forgetCounts(kv, postId);
}

/** Removes one comment with its post's comment count. */
async function takeBackComment(deps: Deps, postId: string, commentId: string) {
  const { kv } = deps;
  await retryAtomic(async () => {
    const [comment, post] = await kv.getMany<[CommentRecord, PostRecord]>([
      commentKey(postId, commentId),
      postKey(postId),
    ]);
    if (comment.value === null) return { value: undefined };
    const op = kv.atomic().check(comment).check(post).delete(commentKey(postId, commentId));
    if (post.value) {
      op.sum(postStatKey(postId, "comments"), minus(1));
      recordTrending(op, { kind: "comment", postId, commentId }, deps.clock.now());
    }
    return { op, value: undefined };
  }, { attempts: 10 });
  forgetCounts(kv, postId);
}

/**
 * Removes `userId`'s likes, shares and comments on others' posts. Acts are keyed by post, so this
 * reads every stored act once: fine for a rare request run in the background.
 */
export async function eraseActs(deps: Deps, userId: string): Promise<void> {
  const { kv } = deps;
  for (const act of ["like", "share"] as const) {
    for await (const e of kv.list({ prefix: act === "like" ? allLikesPrefix : allSharesPrefix })) {
      if (e.key[2] === userId) await takeBackAct(deps, act, e.key[1] as string, userId);
    }
  }
  for await (const e of kv.list<CommentRecord>({ prefix: allCommentsPrefix })) {
    if (e.value.authorId === userId) await takeBackComment(deps, e.value.postId, e.value._id);
  }
}
