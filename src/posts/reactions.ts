/**
 * Likes, comments and shares (spec 000 §4 "Like", "Share", "Comment panel"). Each change is one
 * atomic write guarded by checks, so a like never counts twice and counts stay exact under
 * concurrent use; every write also checks the post still exists.
 */
import { minus, ONE, readCount } from "../core/counters.ts";
import type { AppDeps } from "../deps.ts";
import { AppError } from "../core/errors.ts";
import { newId } from "../core/ids.ts";
import { retryAtomic } from "../core/kv.ts";
import { forgetCounts } from "./counts.ts";
import { limitKey, paceOp, refuseFlood } from "../core/rate_limit.ts";
import { filteredPage, invalidCursor, isCursor } from "../core/pagination.ts";
import { isBlockedEitherWay } from "../safety/blocks.ts";
import { canSee, viewerOf, visibleTo } from "../safety/visibility.ts";
import { userKey, userStatKey } from "../users/keys.ts";
import { actorStillHereOp } from "../users/repo.ts";
import type { CommentRecord, CommentView, PostRecord } from "./model.ts";
import { commentKey, commentsPrefix, likeKey, postKey, postStatKey, shareKey } from "./keys.ts";
import { postNotFound } from "./service.ts";
import { authorsOf } from "./views.ts";
import { mentionMaps } from "../users/mentions.ts";
import { recordTrending } from "../trending/outbox.ts";
import { viewComment } from "./comment_edit.ts";
import { deliverAll, recordMentions } from "../core/mention_events.ts";
import { mentionedUsernames } from "../shared/mentions.ts";

type Deps = Pick<AppDeps, "kv" | "clock" | "events" | "writeLimits">;

/** Likes or unlikes; answers the state and count the UI adopts. */
export async function toggleLike(
  deps: Deps,
  userId: string,
  postId: string,
): Promise<{ isLiked: boolean; likesCount: number }> {
  const { rule, message } = deps.writeLimits.likes;
  const { liking, event } = await retryAtomic(async () => {
    const [post, like, pace, actor] = await deps.kv.getMany<
      [PostRecord, number, number[], unknown]
    >([postKey(postId), likeKey(postId, userId), limitKey(rule, userId), userKey(userId)]);
    if (!post.value) throw postNotFound();
    const author = post.value.authorId;
    const liking = like.value === null;
    // A post hidden from the student (a block, moderation) cannot be liked; a like stays undoable.
    if (liking && !await canSee(deps.kv, userId, post.value)) throw postNotFound();
    // Taking a like back counts too: like, unlike, like again would otherwise notify unpaced.
    const op = paceOp(
      actorStillHereOp(deps.kv.atomic(), actor).check(post).check(like),
      pace,
      rule,
      deps.clock.now(),
      message,
    );
    if (liking) {
      op.set(likeKey(postId, userId), deps.clock.now())
        .sum(postStatKey(postId, "likes"), ONE)
        .sum(userStatKey(author, "likes"), ONE);
    } else {
      op.delete(likeKey(postId, userId))
        .sum(postStatKey(postId, "likes"), minus(1))
        .sum(userStatKey(author, "likes"), minus(1));
    }
    const now = deps.clock.now();
    recordTrending(op, { kind: "like", postId, userId }, now);
    const event = deps.events.record(op, {
      type: liking ? "post.liked" : "post.unliked",
      postId,
      authorId: author,
      userId,
    }, now);
    return { op, value: { liking, event } };
  }, { attempts: 20, exhausted: refuseFlood(message) });
  forgetCounts(deps.kv, postId);
  await deps.events.deliver(event);
  return { isLiked: liking, likesCount: await readCount(deps.kv, postStatKey(postId, "likes")) };
}

/** A post hidden from `userId` answers 404; across a block, commenting is refused outright. */
async function refuseAcrossBlock(kv: Deno.Kv, userId: string, post: PostRecord): Promise<void> {
  if (post.authorId === userId) return;
  if (await isBlockedEitherWay(kv, userId, post.authorId)) {
    throw new AppError("FORBIDDEN", "You can't comment on this student's posts.");
  }
  if (!await canSee(kv, userId, post)) throw postNotFound();
}

/** Adds a comment by `userId`. */
export async function addComment(
  deps: Deps,
  userId: string,
  postId: string,
  content: string,
): Promise<CommentView> {
  const { rule, message } = deps.writeLimits.comments;
  const { comment, event, mentioned } = await retryAtomic(async () => {
    const [post, pace, actor] = await deps.kv.getMany<[PostRecord, number[], unknown]>([
      postKey(postId),
      limitKey(rule, userId),
      userKey(userId),
    ]);
    if (!post.value) throw postNotFound();
    await refuseAcrossBlock(deps.kv, userId, post.value);
    const now = deps.clock.now();
    const comment: CommentRecord = {
      _id: newId(now),
      postId,
      authorId: userId,
      content,
      createdAt: now,
    };
    const op = paceOp(actorStillHereOp(deps.kv.atomic(), actor), pace, rule, now, message)
      .check(post)
      .set(commentKey(postId, comment._id), comment)
      .sum(postStatKey(postId, "comments"), ONE);
    recordTrending(op, { kind: "comment", postId, commentId: comment._id }, now);
    const event = deps.events.record(op, {
      type: "post.commented",
      postId,
      authorId: post.value.authorId,
      userId,
      commentId: comment._id,
    }, now);
    const mentioned = recordMentions(
      deps.events,
      op,
      userId,
      mentionedUsernames(content),
      { kind: "comment", postId, commentId: comment._id },
      now,
    );
    return { op, value: { comment, event, mentioned } };
  }, { attempts: 20, exhausted: refuseFlood(message) });
  forgetCounts(deps.kv, postId);
  await deps.events.deliver(event);
  await deliverAll(deps.events, [mentioned]);
  const [author, [mentions]] = await Promise.all([
    authorsOf(deps.kv, [userId]),
    mentionMaps(deps.kv, [[content]]),
  ]);
  return viewComment(comment, author(userId), mentions);
}

/** Deletes a comment: allowed to its author and to the post's author (spec 000 §6). */
export async function deleteComment(
  deps: Deps,
  userId: string,
  postId: string,
  commentId: string,
): Promise<void> {
  await retryAtomic(async () => {
    const [post, comment] = await deps.kv.getMany<[PostRecord, CommentRecord]>([
      postKey(postId),
      commentKey(postId, commentId),
    ]);
    if (!post.value || !comment.value) throw new AppError("NOT_FOUND", "Comment not found.");
    if (comment.value.authorId !== userId && post.value.authorId !== userId) {
      throw new AppError("FORBIDDEN", "You are not authorized to delete this comment.");
    }
    const op = deps.kv.atomic()
      .check(comment)
      .delete(commentKey(postId, commentId))
      .sum(postStatKey(postId, "comments"), minus(1));
    recordTrending(op, { kind: "comment", postId, commentId }, deps.clock.now());
    return { op, value: undefined };
  }, { attempts: 10 });
  forgetCounts(deps.kv, postId);
}

/** A page of a post's comments as `viewerId` sees them, oldest first: none by a student blocked
 * either way or suspended, and no hidden one but the viewer's own. */
export async function listComments(
  deps: Deps,
  postId: string,
  viewerId: string | null,
  page: { limit: number; cursor?: string },
): Promise<{ comments: CommentView[]; cursor: string | null }> {
  const post = (await deps.kv.get<PostRecord>(postKey(postId))).value;
  if (!post || !await canSee(deps.kv, viewerId, post)) throw postNotFound();
  const viewer = await viewerOf(deps.kv, viewerId);
  const bad = () => invalidCursor("the comments");
  if (page.cursor && !isCursor(page.cursor)) throw bad();
  let result;
  try {
    result = await filteredPage<CommentRecord>(
      deps.kv,
      { prefix: commentsPrefix(postId) },
      { limit: page.limit, cursor: page.cursor },
      (entries) => visibleTo(viewer, entries.map((e) => e.value)),
    );
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw bad();
  }
  const records = result.values.map((e) => e.value);
  const [author, mentions] = await Promise.all([
    authorsOf(deps.kv, records.map((c) => c.authorId), viewer.users),
    mentionMaps(deps.kv, records.map((c) => [c.content])),
  ]);
  return {
    comments: records.map((c, i) => viewComment(c, author(c.authorId), mentions[i])),
    cursor: result.cursor,
  };
}

/** Records a share by `userId` (each student counts once) and answers the count. */
export async function sharePost(
  deps: Deps,
  userId: string,
  postId: string,
): Promise<{ sharesCount: number }> {
  // The share's event when it is new; null when the student had shared the post already.
  const { rule, message } = deps.writeLimits.shares;
  const event = await retryAtomic(async () => {
    const [post, share, pace, actor] = await deps.kv.getMany<
      [PostRecord, number, number[], unknown]
    >([postKey(postId), shareKey(postId, userId), limitKey(rule, userId), userKey(userId)]);
    if (!post.value || !await canSee(deps.kv, userId, post.value)) throw postNotFound();
    if (share.value !== null) return { value: null };
    const op = paceOp(
      actorStillHereOp(deps.kv.atomic(), actor),
      pace,
      rule,
      deps.clock.now(),
      message,
    )
      .check(post)
      .check(share)
      .set(shareKey(postId, userId), deps.clock.now())
      .sum(postStatKey(postId, "shares"), ONE);
    const now = deps.clock.now();
    recordTrending(op, { kind: "share", postId, userId }, now);
    const shared = { type: "post.shared", postId, authorId: post.value.authorId, userId } as const;
    return { op, value: deps.events.record(op, shared, now) };
  }, { attempts: 20, exhausted: refuseFlood(message) });
  forgetCounts(deps.kv, postId);
  if (event !== null) await deps.events.deliver(event);
  return { sharesCount: await readCount(deps.kv, postStatKey(postId, "shares")) };
}
