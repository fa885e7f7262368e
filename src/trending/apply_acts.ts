/**
 * Applies a like, share, comment or follow task by reading back the fact it names and moving the
 * student's credit to match: a task applied twice, late or out of order changes nothing more.
 * A credit remembers when it first counted, so undoing and redoing an act never raises a score,
 * and acts on one's own posts are never credited.
 */
import { commentKey, likeKey, postKey, shareKey } from "../posts/keys.ts";
import type { CommentRecord, PostRecord } from "../posts/model.ts";
import { followingKey } from "../follow/keys.ts";
import { type Credit, FOLLOW_WEIGHT, type ProfileStanding } from "./model.ts";
import { countedCommentKey, creditKey, followCreditKey } from "./keys.ts";
import type { TrendingTask } from "./outbox.ts";
import { creditContributor, creditPostAct, loadPostSubjects } from "./credit.ts";
import { actLog, moved, StandingsChange } from "./standings.ts";

/** Thrown when an act's post has no standing yet: the worker brings the post in first. */
export class PostNotReady extends Error {
  constructor(readonly postId: string) {
    super(`post ${postId} has no standing yet`);
  }
}

/** The post's standing for an act on it; null when the post is gone (its acts no longer count). */
async function postFor(kv: Deno.Kv, change: StandingsChange, postId: string) {
  const post = await loadPostSubjects(change, postId);
  if (post) return post;
  if ((await kv.get<PostRecord>(postKey(postId))).value) throw new PostNotReady(postId);
  return null;
}

/** Moves a credit from `had` to `want` members; crediting the standings on 0 ↔ positive. */
async function settleCredit(
  op: Deno.AtomicOperation,
  key: Deno.KvKey,
  credit: Deno.KvEntryMaybe<Credit>,
  want: number,
  firstAt: number,
  onCredit: (at: number, sign: 1 | -1) => Promise<void>,
): Promise<void> {
  const had = credit.value?.n ?? 0;
  if (want === had) return;
  const at = credit.value?.at ?? firstAt;
  op.check(credit).set(key, { at, n: want } satisfies Credit);
  if (had === 0) await onCredit(at, 1);
  else if (want === 0) await onCredit(at, -1);
}

async function applyPostAct(
  kv: Deno.Kv,
  op: Deno.AtomicOperation,
  act: "like" | "share",
  postId: string,
  userId: string,
) {
  const change = new StandingsChange(kv);
  const post = await postFor(kv, change, postId);
  if (!post || post.authorId === userId) return;
  const key = creditKey(postId, act, userId);
  const [fact, credit] = await kv.getMany<[number, Credit]>([
    act === "like" ? likeKey(postId, userId) : shareKey(postId, userId),
    key,
  ]);
  const want = fact.value === null ? 0 : 1;
  await settleCredit(op, key, credit, want, fact.value ?? 0, async (at, sign) => {
    await change.load([["contributors", userId]]);
    creditPostAct(change, postId, post, act, at, sign);
    creditContributor(change, userId, act, at, sign);
  });
  change.writeTo(op);
}

async function applyComment(
  kv: Deno.Kv,
  op: Deno.AtomicOperation,
  postId: string,
  commentId: string,
) {
  const change = new StandingsChange(kv);
  const post = await postFor(kv, change, postId);
  if (!post) return;
  const [comment, counted] = await kv.getMany<[CommentRecord, string]>([
    commentKey(postId, commentId),
    countedCommentKey(postId, commentId),
  ]);
  const writer = comment.value?.authorId ?? counted.value;
  if (!writer || writer === post.authorId) return;
  const adding = comment.value !== null && counted.value === null;
  const removing = comment.value === null && counted.value !== null;
  if (!adding && !removing) return;
  op.check(counted);
  if (adding) op.set(countedCommentKey(postId, commentId), writer);
  else op.delete(countedCommentKey(postId, commentId));
  const key = creditKey(postId, "comment", writer);
  const credit = await kv.get<Credit>(key);
  const want = (credit.value?.n ?? 0) + (adding ? 1 : -1);
  await settleCredit(
    op,
    key,
    credit,
    want,
    comment.value?.createdAt ?? 0,
    async (at, sign) => {
      await change.load([["contributors", writer]]);
      creditPostAct(change, postId, post, "comment", at, sign);
      creditContributor(change, writer, "comment", at, sign);
    },
  );
  change.writeTo(op);
}

async function applyFollow(
  kv: Deno.Kv,
  op: Deno.AtomicOperation,
  followerId: string,
  followeeId: string,
) {
  if (followerId === followeeId) return;
  const change = new StandingsChange(kv);
  const key = followCreditKey(followeeId, followerId);
  const [edge, credit] = await kv.getMany<[number, Credit]>([
    followingKey(followerId, followeeId),
    key,
  ]);
  const want = edge.value === null ? 0 : 1;
  await settleCredit(op, key, credit, want, edge.value ?? 0, async (at, sign) => {
    await change.load([["profiles", followeeId]]);
    const p = change.get<ProfileStanding>("profiles", followeeId) ?? { log: null, members: 0 };
    const members = p.members + sign;
    change.put<ProfileStanding>(
      "profiles",
      followeeId,
      members === 0 ? null : {
        members,
        log: moved(p.log, actLog(FOLLOW_WEIGHT, at), sign, true),
      },
    );
  });
  change.writeTo(op);
}

/** Adds to `op` what an act task changes; post tasks are `applyPostTask`'s. */
export function applyActTask(
  kv: Deno.Kv,
  op: Deno.AtomicOperation,
  task: Exclude<TrendingTask, { kind: "post" }>,
): Promise<void> {
  switch (task.kind) {
    case "like":
    case "share":
      return applyPostAct(kv, op, task.kind, task.postId, task.userId);
    case "comment":
      return applyComment(kv, op, task.postId, task.commentId);
    case "follow":
      return applyFollow(kv, op, task.followerId, task.followeeId);
  }
}
