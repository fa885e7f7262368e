/**
 * What operators do to feedback (`deno task feedback`; there is no moderator role in the app):
 * list every item, hide or show one, set a report's status. Each change is one checked write that
 * keeps the carousels' index in step with the item's `hidden` flag.
 */
import { AppError } from "../core/errors.ts";
import { updateValue } from "../core/kv.ts";
import { isId } from "../shared/ids.ts";
import { type FeedbackType, REPORT_STATUSES, type ReportStatus } from "../shared/feedback_rules.ts";
import { feedbackByTypeKey, feedbackKey, feedbackPrefix } from "./keys.ts";
import type { FeedbackRecord } from "./model.ts";

export type OperatorListOptions = {
  type?: FeedbackType;
  /** Every item; otherwise the newest `limit`. */
  all?: boolean;
  limit?: number;
};

/** How many items `list` shows without `--all`. */
export const OPERATOR_LIST_DEFAULT = 20;

const notFound = (id: string) => new AppError("NOT_FOUND", `No feedback item has the id ${id}.`);

/**
 * Items newest first, hidden ones included. It walks every item (filtering by type as it goes):
 * an operator's occasional look, never a page's read.
 */
export async function listForOperators(
  kv: Deno.Kv,
  options: OperatorListOptions = {},
): Promise<FeedbackRecord[]> {
  const limit = options.all ? Infinity : options.limit ?? OPERATOR_LIST_DEFAULT;
  const out: FeedbackRecord[] = [];
  if (limit <= 0) return out;
  for await (
    const entry of kv.list<FeedbackRecord>({ prefix: feedbackPrefix }, { reverse: true })
  ) {
    if (options.type && entry.value.type !== options.type) continue;
    out.push(entry.value);
    if (out.length >= limit) break;
  }
  return out;
}

/** Rewrites item `id` with `change`; 404 when there is no such item. */
function updateItem(
  kv: Deno.Kv,
  id: string,
  change: (current: FeedbackRecord) => FeedbackRecord,
): Promise<FeedbackRecord> {
  if (!isId(id)) return Promise.reject(notFound(id));
  return updateValue<FeedbackRecord>(kv, feedbackKey(id), (current) => {
    if (!current) throw notFound(id);
    return change(current);
  }, {
    attempts: 10,
    alsoWrite(op, _current, next) {
      // The carousels list only visible items: the index follows the flag in the same write.
      const indexKey = feedbackByTypeKey(next.type, next._id);
      if (next.hidden) op.delete(indexKey);
      else op.set(indexKey, null);
    },
  });
}

/** Hides item `id` from every list (`hidden: true`) or shows it again; answers the item. */
export function setHidden(kv: Deno.Kv, id: string, hidden: boolean): Promise<FeedbackRecord> {
  return updateItem(kv, id, (current) => ({ ...current, hidden }));
}

/** The status `text` names, ignoring case, spaces, `-` and `_` ("in-review" is In Review). */
export function parseStatus(text: string): ReportStatus | null {
  const fold = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, "");
  return REPORT_STATUSES.find((s) => fold(s) === fold(text)) ?? null;
}

/** Sets report `id`'s status (one of REPORT_STATUSES, as `parseStatus` reads it). */
export function setStatus(kv: Deno.Kv, id: string, statusText: string): Promise<FeedbackRecord> {
  const status = parseStatus(statusText);
  if (!status) {
    const known = REPORT_STATUSES.join(", ");
    return Promise.reject(
      new AppError("BAD_REQUEST", `"${statusText}" is not a status. Use one of: ${known}.`),
    );
  }
  return updateItem(kv, id, (current) => {
    if (current.type !== "technical") {
      throw new AppError("BAD_REQUEST", `${id} is a quick feedback; only reports have a status.`);
    }
    return { ...current, status };
  });
}
