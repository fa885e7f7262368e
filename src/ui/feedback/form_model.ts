/**
 * The feedback forms' rules and words (spec 001 §4 "Feedback forms", §5, §8, §9): what each form
 * starts as, what it must hold before it is sent, and the timings after it is sent.
 */
import type { QuickFeedback, TechnicalReport } from "../home/feedback_data.ts";
import {
  DEFAULT_RATING,
  DEFAULT_SEVERITY,
  FEEDBACK_LIMITS,
  FEEDBACK_TEXT,
} from "../../shared/feedback_rules.ts";

export { FEEDBACK_LIMITS };
export { SEVERITIES } from "../../shared/feedback_rules.ts";
/** The success panel stays this long before the dialog closes. */
export const SUCCESS_MS = 2000;
/** The lists are read again this long after a submission. */
export const REFETCH_AFTER_MS = 1000;
/** What the file picker offers (the server decides from the bytes). */
export const ATTACHMENT_ACCEPT = "image/*,.pdf,.doc,.docx";

export const feedbackText = {
  quickTitle: "Quick Feedback",
  reportTitle: "Technical Report",
  required: FEEDBACK_TEXT.quickRequired,
  reportRequired: FEEDBACK_TEXT.reportRequired,
  oneKind: FEEDBACK_TEXT.oneKind,
  quickFailed: "Failed to submit feedback. Please try again.",
  reportFailed: "Failed to submit technical report. Please try again.",
  uploadFailed: "Failed to upload files. Please try again.",
  submitting: "Submitting...",
  uploading: "Uploading files...",
  quickDone: "Feedback Submitted!",
  reportDone: "Report Submitted!",
  thanks: "Thank you. It will show here in a moment.",
} as const;

/** What a form holds: the item's own fields, without what the server adds. */
export type QuickForm = Omit<QuickFeedback, "_id" | "type" | "createdAt">;
export type ReportForm = Omit<TechnicalReport, "_id" | "type" | "createdAt" | "status">;

export const emptyQuick = (name = ""): QuickForm => ({
  name,
  role: "",
  text: "",
  rating: DEFAULT_RATING,
});

export const emptyReport = (name = ""): ReportForm => ({
  name,
  role: "",
  deviceInfo: "",
  severity: DEFAULT_SEVERITY,
  issues: "",
  featureRequest: "",
  nonFunctional: "",
  generalFeedback: "",
  attachments: [],
});

const blank = (s: string) => s.trim() === "";

/** The alert a quick form earns before sending, or null when it may be sent. */
export function checkQuick(f: QuickForm): string | null {
  return [f.name, f.role, f.text].some(blank) ? feedbackText.required : null;
}

/** The alert a report earns before sending, or null when it may be sent. */
export function checkReport(f: ReportForm): string | null {
  if ([f.name, f.role, f.deviceInfo].some(blank)) return feedbackText.reportRequired;
  const kinds = [f.issues, f.featureRequest, f.nonFunctional, f.generalFeedback];
  return kinds.every(blank) ? feedbackText.oneKind : null;
}

/** The alert for a refused submission: the server's sentence when it gave one. */
export function failureText(err: unknown, fallback: string): string {
  const message = err instanceof Error ? err.message.trim() : "";
  return message ? `Error: ${message}` : fallback;
}
