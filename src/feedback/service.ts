/**
 * Sending and listing feedback (spec 001 §3, §5, §7). Visitors and students may send; each sender
 * is paced, obvious bots are refused, and a report claims its uploads in the same atomic write
 * that stores it, so an upload belongs to exactly one report.
 */
import type { AppDeps } from "../deps.ts";
import { AppError } from "../core/errors.ts";
import { newId } from "../core/ids.ts";
import { getExisting, retryAtomic } from "../core/kv.ts";
import { type Limit, limitKey, planHit, tooMany } from "../core/rate_limit.ts";
import { type FeedbackType, MIN_FILL_MS } from "../shared/feedback_rules.ts";
import {
  attachmentIdOf,
  attachmentKey,
  type AttachmentRecord,
  attachmentUrl,
  pendingAttachmentKey,
  UNATTACHED_TTL_MS,
} from "../uploads/attachment_model.ts";
import { feedbackByTypeKey, feedbackByTypePrefix, feedbackKey } from "./keys.ts";
import {
  type AttachmentView,
  type CreateFeedbackInput,
  type FeedbackRecord,
  type FeedbackView,
  type QuickInput,
  type TechnicalInput,
  toView,
} from "./model.ts";

type Deps = Pick<AppDeps, "kv" | "clock">;

/** Who is sending: a signed-in student is paced by account, a visitor by address. */
export type Sender = { userId: string | null; clientIp: string };

/** Far above anyone writing by hand; a script posting in a loop meets them at once. */
export const quickPace: Limit = { name: "feedback_quick", limit: 5, windowMs: 10 * 60_000 };
export const reportPace: Limit = { name: "feedback_report", limit: 3, windowMs: 10 * 60_000 };

/** One sentence for every bot check, so a bot learns nothing from it. */
export const BOT_REFUSED =
  "Your feedback could not be accepted. Please wait a moment and try again.";

const ATTACHMENT_GONE = "An attached file was not found (uploads not used within an hour are " +
  "removed). Please upload it again.";
const NOT_AN_UPLOAD = "Each attachment must be a file uploaded with POST /api/upload.";

/** Refuses what a person never sends: a filled honeypot, or a form sent within MIN_FILL_MS. */
function refuseBots(input: CreateFeedbackInput): void {
  if (input.website) throw new AppError("BAD_REQUEST", BOT_REFUSED);
  // Measured by the browser's own clock, so a clock set wrong never refuses a person.
  if (input.fillMs !== undefined && input.fillMs < MIN_FILL_MS) {
    throw new AppError("BAD_REQUEST", BOT_REFUSED);
  }
}

/** The attachment ids named by `input`'s urls, each once, or a 400. */
function attachmentIds(input: TechnicalInput): string[] {
  const ids = input.attachments.map((a) => attachmentIdOf(a.url));
  if (ids.some((id) => id === null)) throw new AppError("BAD_REQUEST", NOT_AN_UPLOAD);
  return [...new Set(ids as string[])];
}

/** The upload `entry` as a report may claim it, or the 400 that says why not. */
function claimable(entry: Deno.KvEntryMaybe<AttachmentRecord>, now: number): AttachmentRecord {
  const record = entry.value;
  if (!record) throw new AppError("BAD_REQUEST", ATTACHMENT_GONE);
  if (record.attachedTo !== null) {
    throw new AppError(
      "BAD_REQUEST",
      `The file "${record.filename}" is already attached to another report. Upload it again.`,
    );
  }
  // Past its hour an upload is about to be removed: refuse it rather than race the cleanup.
  if (now - record.createdAt > UNATTACHED_TTL_MS) {
    throw new AppError("BAD_REQUEST", ATTACHMENT_GONE);
  }
  return record;
}

function quickRecord(input: QuickInput, base: BaseFields): FeedbackRecord {
  return { ...base, type: "quick", text: input.text, rating: input.rating };
}

function reportRecord(
  input: TechnicalInput,
  base: BaseFields,
  attachments: AttachmentView[],
): FeedbackRecord {
  const { deviceInfo, severity, issues, featureRequest, nonFunctional, generalFeedback } = input;
  return {
    ...base,
    type: "technical",
    deviceInfo,
    severity,
    issues,
    featureRequest,
    nonFunctional,
    generalFeedback,
    attachments,
    status: "Pending",
  };
}

type BaseFields = Pick<FeedbackRecord, "_id" | "name" | "role" | "createdAt" | "hidden" | "userId">;

/**
 * Stores a quick feedback or a technical report from `sender` and answers its view. One atomic
 * write records the sender's pace, the item, its list entry and (reports) the claim on each
 * upload, checked against what was read: a lost race is read again, never half written.
 */
export function createFeedback(
  deps: Deps,
  sender: Sender,
  input: CreateFeedbackInput,
): Promise<FeedbackView> {
  const now = deps.clock.now();
  refuseBots(input);
  const pace = input.type === "quick" ? quickPace : reportPace;
  const subject = sender.userId ? `user:${sender.userId}` : `ip:${sender.clientIp}`;
  const paceKey = limitKey(pace, subject);
  const ids = input.type === "technical" ? attachmentIds(input) : [];
  const id = newId(now);
  const base: BaseFields = {
    _id: id,
    name: input.name,
    role: input.role,
    createdAt: now,
    hidden: false,
    userId: sender.userId,
  };
  return retryAtomic(async () => {
    const [paceEntry, ...uploads] = await deps.kv.getMany<[number[], ...AttachmentRecord[]]>([
      paceKey,
      ...ids.map(attachmentKey),
    ]);
    const plan = planHit(paceEntry, pace, now);
    if (!plan.ok) {
      const what = input.type === "quick" ? "feedback" : "reports";
      throw tooMany(`You're sending ${what} too fast.`, plan.retryAfterMs);
    }
    const op = deps.kv.atomic().check(paceEntry)
      .set(paceKey, plan.hits, { expireIn: pace.windowMs });
    const attachments: AttachmentView[] = [];
    for (const entry of uploads as Deno.KvEntryMaybe<AttachmentRecord>[]) {
      const upload = claimable(entry, now);
      op.check(entry)
        .set(attachmentKey(upload._id), { ...upload, attachedTo: id })
        .delete(pendingAttachmentKey(upload._id));
      attachments.push({
        filename: upload.filename,
        url: attachmentUrl(upload._id),
        fileType: upload.fileType,
      });
    }
    const record = input.type === "quick"
      ? quickRecord(input, base)
      : reportRecord(input, base, attachments);
    op.set(feedbackKey(id), record).set(feedbackByTypeKey(record.type, id), null);
    return { op, value: toView(record) };
  }, { attempts: 10 });
}

/** The newest `limit` visible items of `type`: one list of the index and one read per 10. */
export async function listFeedback(
  deps: Pick<Deps, "kv">,
  query: { type: FeedbackType; limit: number },
): Promise<{ feedback: FeedbackView[] }> {
  const ids: string[] = [];
  const list = deps.kv.list({ prefix: feedbackByTypePrefix(query.type) }, {
    reverse: true,
    limit: query.limit,
  });
  for await (const entry of list) ids.push(entry.key[2] as string);
  const records = await getExisting<FeedbackRecord>(deps.kv, ids.map(feedbackKey));
  // Hiding removes the index entry in the same write; the filter only guards old data.
  return { feedback: records.filter((r) => !r.hidden).map(toView) };
}
