/**
 * Reports (issue 19 "Block and report"): a student reports a post, comment, profile or chat
 * message they can see, once per item, at most 20 a day; each report waits in the operator's
 * queue (`deno task moderate list`) until resolved.
 */
import type { AppDeps } from "../deps.ts";
import { AppError } from "../core/errors.ts";
import { newId } from "../core/ids.ts";
import { getExisting, retryAtomic } from "../core/kv.ts";
import { limitKey, paceOp, refuseFlood } from "../core/rate_limit.ts";
import { commentKey, postKey } from "../posts/keys.ts";
import type { CommentRecord, PostRecord } from "../posts/model.ts";
import { requireChat, storedMessage } from "../chat/service.ts";
import { userKey } from "../users/keys.ts";
import type { UserRecord } from "../users/model.ts";
import { actorStillHereOp } from "../users/repo.ts";
import type { ReportTarget } from "../shared/report_rules.ts";
import type { ReportInput, ReportRecord, ReportView } from "./report_model.ts";
import {
  openReportKey,
  openReportsPrefix,
  reportedByKey,
  reportKey,
  reportOnTargetKey,
} from "./report_keys.ts";
import { canSee } from "./visibility.ts";

type Deps = Pick<AppDeps, "kv" | "clock" | "writeLimits">;

/** Who wrote a reported item and how it read. */
type Target = { ownerId: string; excerpt: string; parentId: string };

const EXCERPT = 120;
const excerptOf = (text: string) => {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > EXCERPT ? `${line.slice(0, EXCERPT)}…` : line;
};

const notFound: Record<ReportTarget, string> = {
  post: "Post not found.",
  comment: "Comment not found.",
  profile: "User not found.",
  message: "Message not found.",
};

const own: Record<ReportTarget, string> = {
  post: "You cannot report your own post.",
  comment: "You cannot report your own comment.",
  profile: "You cannot report yourself.",
  message: "You cannot report your own message.",
};

/** The item as `reporterId` can see it; 404 when it is gone or hidden from them. */
async function targetOf(kv: Deno.Kv, reporterId: string, input: ReportInput): Promise<Target> {
  const missing = () => new AppError("NOT_FOUND", notFound[input.targetType]);
  const parentId = input.parentId ?? "";
  switch (input.targetType) {
    case "post": {
      const post = (await kv.get<PostRecord>(postKey(input.targetId))).value;
      if (!post || !await canSee(kv, reporterId, post)) throw missing();
      return { ownerId: post.authorId, excerpt: excerptOf(post.title), parentId: "" };
    }
    case "comment": {
      const [post, comment] = await kv.getMany<[PostRecord, CommentRecord]>([
        postKey(parentId),
        commentKey(parentId, input.targetId),
      ]);
      if (!post.value || !comment.value) throw missing();
      if (!await canSee(kv, reporterId, post.value)) throw missing();
      if (!await canSee(kv, reporterId, comment.value)) throw missing();
      return {
        ownerId: comment.value.authorId,
        excerpt: excerptOf(comment.value.content),
        parentId,
      };
    }
    case "profile": {
      const user = (await kv.get<UserRecord>(userKey(input.targetId))).value;
      if (!user || (user.suspendedAt && user._id !== reporterId)) throw missing();
      return { ownerId: user._id, excerpt: `@${user.username} (${user.name})`, parentId: "" };
    }
    case "message": {
      // Only a participant sees a chat's messages; anyone else learns nothing.
      await requireChat(kv, reporterId, parentId);
      const message = await storedMessage(kv, parentId, input.targetId);
      if (!message || message.deletedAt) throw missing();
      return { ownerId: message.senderId, excerpt: excerptOf(message.content), parentId };
    }
  }
}

function viewReport(r: ReportRecord): ReportView {
  return {
    _id: r._id,
    targetType: r.targetType,
    targetId: r.targetId,
    reason: r.reason,
    createdAt: new Date(r.createdAt).toISOString(),
  };
}

/** Files `reporterId`'s report on an item they can see. */
export async function createReport(
  deps: Deps,
  reporterId: string,
  input: ReportInput,
): Promise<ReportView> {
  const target = await targetOf(deps.kv, reporterId, input);
  if (target.ownerId === reporterId) throw new AppError("BAD_REQUEST", own[input.targetType]);
  const { rule, message } = deps.writeLimits.reports;
  const report = await retryAtomic(async () => {
    const [before, pace, actor] = await deps.kv.getMany<[string, number[], unknown]>([
      reportedByKey(reporterId, input.targetType, input.targetId),
      limitKey(rule, reporterId),
      userKey(reporterId),
    ]);
    // Checked before the pace, so a second report of the same item costs nothing.
    if (before.value !== null) {
      throw new AppError("CONFLICT", "You have already reported this. We'll look into it.");
    }
    const now = deps.clock.now();
    const record: ReportRecord = {
      _id: newId(now),
      reporterId,
      targetType: input.targetType,
      targetId: input.targetId,
      parentId: target.parentId,
      ownerId: target.ownerId,
      excerpt: target.excerpt,
      reason: input.reason,
      details: input.details,
      createdAt: now,
      resolvedAt: null,
    };
    const op = paceOp(actorStillHereOp(deps.kv.atomic(), actor), pace, rule, now, message)
      .check(before)
      .set(reportKey(record._id), record)
      .set(openReportKey(record._id), null)
      .set(before.key, record._id)
      .set(reportOnTargetKey(record.targetType, record.targetId, record._id), record.parentId);
    return { op, value: record };
  }, { attempts: 20, exhausted: refuseFlood(message) });
  return viewReport(report);
}

/** The open reports, newest first (at most `limit`), for the operator. */
export async function listOpenReports(kv: Deno.Kv, limit = 50): Promise<ReportRecord[]> {
  const ids: string[] = [];
  for await (const e of kv.list({ prefix: openReportsPrefix }, { reverse: true, limit })) {
    ids.push(e.key[1] as string);
  }
  return await getExisting<ReportRecord>(kv, ids.map(reportKey));
}

/** Marks a report resolved: it leaves the queue and keeps its record. */
export async function resolveReport(kv: Deno.Kv, id: string, now: number): Promise<ReportRecord> {
  return await retryAtomic(async () => {
    const entry = await kv.get<ReportRecord>(reportKey(id));
    if (!entry.value) throw new AppError("NOT_FOUND", `No report has the id ${id}.`);
    const resolved = { ...entry.value, resolvedAt: entry.value.resolvedAt ?? now };
    const op = kv.atomic().check(entry).set(entry.key, resolved).delete(openReportKey(id));
    return { op, value: resolved };
  }, { attempts: 5 });
}
