/** What can be reported and why (issue 19 "Block and report"): shared by the server's checks and
 * the report dialog, so both offer the same reasons in the same words. */

export const REPORT_TARGETS = ["post", "comment", "profile", "message"] as const;
export type ReportTarget = typeof REPORT_TARGETS[number];

export const REPORT_REASONS = [
  "spam",
  "harassment",
  "hate",
  "inappropriate",
  "misinformation",
  "other",
] as const;
export type ReportReason = typeof REPORT_REASONS[number];

/** The label each reason shows in the dialog. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: "Spam or advertising",
  harassment: "Harassment or bullying",
  hate: "Hate or threats",
  inappropriate: "Inappropriate or explicit content",
  misinformation: "Cheating or false information",
  other: "Something else",
};

/** Longest details text a report may carry. */
export const REPORT_DETAILS_MAX = 500;
/** Reports one student may send in 24 hours. */
export const REPORTS_PER_DAY = 20;
