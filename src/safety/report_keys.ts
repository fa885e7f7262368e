/** The only place report keys are spelled. */
import type { ReportTarget } from "../shared/report_rules.ts";

/** A report (value: `ReportRecord`). */
export const reportKey = (id: string): Deno.KvKey => ["reports", id];
export const reportsPrefix: Deno.KvKey = ["reports"];

/** Reports no operator has resolved yet, oldest first: the operator's queue (value: null). */
export const openReportKey = (id: string): Deno.KvKey => ["reports_open", id];
export const openReportsPrefix: Deno.KvKey = ["reports_open"];

/** One report per student per target (value: the report id). */
export const reportedByKey = (
  reporterId: string,
  type: ReportTarget,
  targetId: string,
): Deno.KvKey => ["reports_by_reporter", reporterId, type, targetId];
export const reportedByPrefix = (reporterId: string): Deno.KvKey => [
  "reports_by_reporter",
  reporterId,
];

/** Reports on one target (value: the parent id: a comment's post, a message's chat, else ""), so
 * the operator's tool finds a comment from its id alone. */
export const reportOnTargetKey = (
  type: ReportTarget,
  targetId: string,
  reportId: string,
): Deno.KvKey => ["reports_by_target", type, targetId, reportId];
export const reportsOnTargetPrefix = (type: ReportTarget, targetId: string): Deno.KvKey => [
  "reports_by_target",
  type,
  targetId,
];
