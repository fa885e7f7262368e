/**
 * Editing one's own comment (issue 19 "Edits"): the same rules as writing it, a checked atomic
 * write on the comment, paced with every other edit. The view carries `editedAt` ("edited").
 */
import type { AppDeps } from "../deps.ts";
import { AppError } from "../core/errors.ts";
import { retryAtomic } from "../core/kv.ts";
import { limitKey, paceOp, refuseFlood } from "../core/rate_limit.ts";
import { userKey } from "../users/keys.ts";
import { actorStillHereOp } from "../users/repo.ts";
import type { CommentRecord, CommentView, PostRecord } from "./model.ts";
import { commentKey, postKey } from "./keys.ts";
import { authorsOf } from "./views.ts";
import { mentionMaps } from "../users/mentions.ts";
import { deliverAll, recordMentions } from "../core/mention_events.ts";
import { mentionedUsernames, newlyMentioned } from "../shared/mentions.ts";

type Deps = Pick<AppDeps, "kv" | "clock" | "writeLimits" | "events">;

/** Replaces the text of `commentId`; only its author may. */
export async function editComment(
  deps: Deps,
  userId: string,
  postId: string,
  commentId: string,
  content: string,
): Promise<CommentView> {
  const { rule, message } = deps.writeLimits.edits;
  const { comment, mentioned } = await retryAtomic(async () => {
    const [post, comment, pace, actor] = await deps.kv.getMany<
      [PostRecord, CommentRecord, number[], unknown]
    >([postKey(postId), commentKey(postId, commentId), limitKey(rule, userId), userKey(userId)]);
    if (!post.value || !comment.value) throw new AppError("NOT_FOUND", "Comment not found.");
    if (comment.value.authorId !== userId) {
      throw new AppError("FORBIDDEN", "You can only edit your own comments.");
    }
    const now = deps.clock.now();
    const updated: CommentRecord = { ...comment.value, content, editedAt: now };
    const op = paceOp(actorStillHereOp(deps.kv.atomic(), actor), pace, rule, now, message)
      .check(post, comment)
      .set(comment.key, updated);
    // Only students the edit newly names are told (and each at most once per comment).
    const mentioned = recordMentions(
      deps.events,
      op,
      userId,
      newlyMentioned(mentionedUsernames(comment.value.content), mentionedUsernames(content)),
      { kind: "comment", postId, commentId },
      now,
    );
    return { op, value: { comment: updated, mentioned } };
  }, { attempts: 20, exhausted: refuseFlood(message) });
  await deliverAll(deps.events, [mentioned]);
  const [author, [mentions]] = await Promise.all([
    authorsOf(deps.kv, [userId]),
    mentionMaps(deps.kv, [[comment.content]]),
  ]);
  return viewComment(comment, author(userId), mentions);
}

/** What a student is shown of a comment. */
export function viewComment(
  c: CommentRecord,
  author: CommentView["author"],
  mentions: Record<string, string>,
): CommentView {
  return {
    _id: c._id,
    postId: c.postId,
    content: c.content,
    author,
    createdAt: new Date(c.createdAt).toISOString(),
    editedAt: c.editedAt ? new Date(c.editedAt).toISOString() : null,
    mentions,
  };
}
