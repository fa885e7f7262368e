/**
 * Feedback and technical reports (spec 001 §3, §5, §9): kinds, severities, statuses, limits and
 * the spec's validation texts, free of zod so the forms and the server read the same words.
 */

export const FEEDBACK_TYPES = ["quick", "technical"] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const SEVERITIES = ["Low", "Medium", "High", "Critical"] as const;
export type Severity = (typeof SEVERITIES)[number];
export const DEFAULT_SEVERITY: Severity = "Medium";

/** A report's status: Pending when filed; only an operator (`deno task feedback`) changes it. */
export const REPORT_STATUSES = ["Pending", "In Review", "Resolved", "Closed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const DEFAULT_RATING = 5;

/** Longest value of each field, in characters. */
export const FEEDBACK_LIMITS = {
  name: 80,
  role: 80,
  text: 2_000,
  deviceInfo: 300,
  /** Each of issues, featureRequest, nonFunctional, generalFeedback. */
  reportField: 4_000,
} as const;

/** The list a carousel asks for (spec 001 §9) and the most one call may ask for. */
export const FEEDBACK_LIST_DEFAULT = 10;
export const FEEDBACK_LIST_MAX = 50;

/** A form sent sooner than this after it was opened is a bot's (see docs/decisions.md). */
export const MIN_FILL_MS = 2_000;

/** The spec's texts (§5), used as the server's error messages too. */
export const FEEDBACK_TEXT = {
  quickRequired: "Please fill in all required fields",
  reportRequired: "Please fill in all required fields (Name, Role, Device Info)",
  oneKind: "Please provide at least one type of feedback",
} as const;
