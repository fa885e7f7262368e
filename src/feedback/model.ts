/**
 * Feedback (spec 001 §3, §5): the inputs of a quick feedback and a technical report with the
 * spec's messages, the stored record, and the view every answer shows (never `hidden` or the
 * sender's account).
 */
import { z } from "zod";
import {
  DEFAULT_RATING,
  DEFAULT_SEVERITY,
  FEEDBACK_LIMITS as L,
  FEEDBACK_LIST_DEFAULT,
  FEEDBACK_LIST_MAX,
  FEEDBACK_TEXT,
  FEEDBACK_TYPES,
  type FeedbackType,
  type ReportStatus,
  SEVERITIES,
  type Severity,
} from "../shared/feedback_rules.ts";
import { MAX_ATTACHMENTS_PER_REPORT } from "../uploads/attachment_model.ts";
import { hasHiddenCharacters, hiddenCharactersMessage } from "../shared/visible_text.ts";

/** A required field: trimmed, non-empty (else the form's own alert), at most `max`. */
function required(label: string, max: number, missing: string) {
  return z.string({ error: missing }).trim().min(1, missing)
    .max(max, `${label} must be at most ${max} characters`);
}

/** The author's name, shown beside their words on the home page: no hidden characters. */
function shownName(missing: string) {
  return required("Name", L.name, missing)
    .refine((n) => !hasHiddenCharacters(n), hiddenCharactersMessage("Name"));
}

/** An optional report field: trimmed, "" when absent. */
function optionalText(label: string, max: number) {
  return z.string({ error: `${label} must be text` }).trim()
    .max(max, `${label} must be at most ${max} characters`).default("");
}

/** What every form sends along so bots can be told apart (checked in the service). */
const botFields = {
  website: z.string({ error: "website must be text" }).optional()
    .meta({ description: "a field people never see: leave it out or empty" }),
  fillMs: z.number({ error: "fillMs must be a whole number of milliseconds" })
    .int("fillMs must be a whole number of milliseconds").optional()
    .meta({
      description: "how long the form was open before it was sent (ms, by the browser's clock)",
    }),
};

const ratingMessage = "Rating must be a whole number from 1 to 5";

const quickInput = z.object({
  type: z.literal("quick"),
  name: shownName(FEEDBACK_TEXT.quickRequired),
  role: required("Role", L.role, FEEDBACK_TEXT.quickRequired),
  text: required("Feedback", L.text, FEEDBACK_TEXT.quickRequired),
  rating: z.number({ error: ratingMessage }).int(ratingMessage).min(1, ratingMessage)
    .max(5, ratingMessage).default(DEFAULT_RATING),
  ...botFields,
});

const attachmentInput = z.object({
  // The client's name and type are not trusted: the stored upload's are used.
  filename: z.string().optional(),
  url: z.string({ error: "Each attachment needs the url its upload answered" }),
  fileType: z.string().optional(),
}, { error: "Each attachment must be { filename, url, fileType }" });

const technicalInput = z.object({
  type: z.literal("technical"),
  name: shownName(FEEDBACK_TEXT.reportRequired),
  role: required("Role", L.role, FEEDBACK_TEXT.reportRequired),
  deviceInfo: required("Device info", L.deviceInfo, FEEDBACK_TEXT.reportRequired),
  severity: z.enum(SEVERITIES, { error: "Severity must be Low, Medium, High or Critical" })
    .default(DEFAULT_SEVERITY),
  issues: optionalText("Issues", L.reportField),
  featureRequest: optionalText("Feature request", L.reportField),
  nonFunctional: optionalText("Non-functional feedback", L.reportField),
  generalFeedback: optionalText("General feedback", L.reportField),
  attachments: z.array(attachmentInput, { error: "attachments must be a list" })
    .max(
      MAX_ATTACHMENTS_PER_REPORT,
      `Attach at most ${MAX_ATTACHMENTS_PER_REPORT} files to a report`,
    )
    .default([]),
  ...botFields,
}).refine(
  (r) => [r.issues, r.featureRequest, r.nonFunctional, r.generalFeedback].some((s) => s !== ""),
  { error: FEEDBACK_TEXT.oneKind },
);

/** `POST /feedback`: a quick feedback or a technical report, told apart by `type`. */
export const createFeedbackInput = z.discriminatedUnion("type", [quickInput, technicalInput], {
  error: "type must be quick or technical",
});
export type CreateFeedbackInput = z.infer<typeof createFeedbackInput>;
export type QuickInput = z.infer<typeof quickInput>;
export type TechnicalInput = z.infer<typeof technicalInput>;

const listLimitMessage = `limit must be a whole number from 1 to ${FEEDBACK_LIST_MAX}`;

/** `GET /feedback?type=&limit=`. */
export const listFeedbackInput = z.object({
  type: z.enum(FEEDBACK_TYPES, { error: "type must be quick or technical" }),
  limit: z.coerce.number({ error: listLimitMessage }).int(listLimitMessage)
    .min(1, listLimitMessage).max(FEEDBACK_LIST_MAX, listLimitMessage)
    .default(FEEDBACK_LIST_DEFAULT),
});

export type AttachmentView = { filename: string; url: string; fileType: string };

type RecordBase = {
  _id: string;
  name: string;
  role: string;
  createdAt: number;
  /** Set by an operator: a hidden item is kept but never listed. */
  hidden: boolean;
  /** The signed-in student who sent it; never shown. */
  userId: string | null;
};

export type QuickRecord = RecordBase & { type: "quick"; text: string; rating: number };

export type ReportRecord = RecordBase & {
  type: "technical";
  deviceInfo: string;
  severity: Severity;
  issues: string;
  featureRequest: string;
  nonFunctional: string;
  generalFeedback: string;
  attachments: AttachmentView[];
  status: ReportStatus;
};

export type FeedbackRecord = QuickRecord | ReportRecord;

type Shown<R> = Omit<R, "hidden" | "userId" | "createdAt"> & { createdAt: string };
export type QuickView = Shown<QuickRecord>;
export type ReportView = Shown<ReportRecord>;
export type FeedbackView = QuickView | ReportView;

/** An item as every answer shows it. */
export function toView(record: FeedbackRecord): FeedbackView {
  const { hidden: _hidden, userId: _userId, createdAt, ...shown } = record;
  return { ...shown, createdAt: new Date(createdAt).toISOString() };
}

export type { FeedbackType, ReportStatus, Severity };
