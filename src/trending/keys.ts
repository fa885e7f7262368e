/** The only place trending keys are spelled. */
import type { SubjectKind } from "./model.ts";

/** A subject's standing (its score and counts). */
export const standingKey = (kind: SubjectKind, id: string): Deno.KvKey => ["trending", kind, id];

/** The ranked list of a kind: listing it in reverse is highest score first (value null). */
export const rankKey = (kind: SubjectKind, log: number, id: string): Deno.KvKey => [
  "trending_rank",
  kind,
  log,
  id,
];
export const rankPrefix = (kind: SubjectKind): Deno.KvKey => ["trending_rank", kind];

/** One student's credited act on a post: a like, a share, or their comments (value: Credit). */
export type CreditAct = "like" | "share" | "comment";
export const creditKey = (postId: string, act: CreditAct, userId: string): Deno.KvKey => [
  "trending_credit",
  postId,
  act,
  userId,
];
export const creditsPrefix = (postId: string): Deno.KvKey => ["trending_credit", postId];
/** A comment already counted in its writer's credit (value: the writer's id). */
export const countedCommentKey = (postId: string, commentId: string): Deno.KvKey => [
  "trending_counted_comment",
  postId,
  commentId,
];
export const countedCommentsPrefix = (postId: string): Deno.KvKey => [
  "trending_counted_comment",
  postId,
];

/** A follower's credit on a profile (value: Credit). */
export const followCreditKey = (followeeId: string, followerId: string): Deno.KvKey => [
  "trending_follow_credit",
  followeeId,
  followerId,
];

/** Acts waiting to reach the standings, oldest first (value: TrendingTask). */
export const outboxKey = (id: string): Deno.KvKey => ["trending_outbox", id];
export const outboxPrefix: Deno.KvKey = ["trending_outbox"];
/** A task that failed on every pass, kept with its last error for a person to look at. */
export const setAsideKey = (id: string): Deno.KvKey => ["trending_outbox_failed", id];
/** Summed by every act that writes a task, so a watcher in any process wakes up. */
export const outboxSignalKey: Deno.KvKey = ["trending_outbox_signal"];

/** Every credit of every post and profile: read whole only when an account is deleted. */
export const allCreditsPrefix: Deno.KvKey = ["trending_credit"];
export const allFollowCreditsPrefix: Deno.KvKey = ["trending_follow_credit"];
