/** Reports (issue 19 "Block and report"): what a student sends, what is stored, what is answered. */
import { z } from "zod";
import { idSchema } from "../shared/ids.ts";
import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  REPORT_TARGETS,
  type ReportReason,
  type ReportTarget,
} from "../shared/report_rules.ts";

/**
 * `POST /api/reports`. A comment lives under its post and a message under its chat, so those two
 * also name their parent in `parentId`.
 */
export const reportInput = z.object({
  targetType: z.enum(REPORT_TARGETS, {
    error: `targetType must be one of ${REPORT_TARGETS.join(", ")}`,
  }),
  targetId: idSchema("The reported item was not found.", "targetId is required"),
  parentId: idSchema("The reported item was not found.").optional(),
  reason: z.enum(REPORT_REASONS, { error: `reason must be one of ${REPORT_REASONS.join(", ")}` }),
  details: z.string().trim().max(
    REPORT_DETAILS_MAX,
    `Details must be at most ${REPORT_DETAILS_MAX} characters`,
  ).default(""),
}).refine(
  (r) => (r.targetType !== "comment" && r.targetType !== "message") || r.parentId !== undefined,
  { error: "parentId is required for a comment (its post) or a message (its chat)" },
);

export type ReportInput = z.infer<typeof reportInput>;

export type ReportRecord = {
  _id: string;
  reporterId: string;
  targetType: ReportTarget;
  targetId: string;
  /** The post of a comment, the chat of a message; "" otherwise. */
  parentId: string;
  /** Who wrote the reported item (or whose profile it is). */
  ownerId: string;
  /** The first 120 characters of what was reported, as it read then. */
  excerpt: string;
  reason: ReportReason;
  details: string;
  createdAt: number;
  resolvedAt: number | null;
};

/** What the reporter is answered. */
export type ReportView = Pick<ReportRecord, "_id" | "targetType" | "targetId" | "reason"> & {
  createdAt: string;
};
