/** The only place feedback keys are spelled. Index values are null. */
import type { FeedbackType } from "../shared/feedback_rules.ts";

/** One quick feedback or technical report (a `FeedbackRecord`); operators list this prefix. */
export const feedbackKey = (id: string): Deno.KvKey => ["feedback", id];
export const feedbackPrefix: Deno.KvKey = ["feedback"];

/** The visible items of one type, for the home page's carousels; hiding an item removes it. */
export const feedbackByTypeKey = (
  type: FeedbackType,
  id: string,
): Deno.KvKey => ["feedback_by_type", type, id];
export const feedbackByTypePrefix = (type: FeedbackType): Deno.KvKey => ["feedback_by_type", type];
