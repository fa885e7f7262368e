/**
 * One carousel's items (spec 001 §7, §9): the newest 10 from the server, read again on demand;
 * the static sample when the read fails, or when 5 s have passed and the server has none.
 */
import { useEffect, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "../../http/app_router.ts";
import { trpc } from "../../client/query.tsx";
import { FEEDBACK_LIST_DEFAULT } from "../../shared/feedback_rules.ts";
import {
  type Dated,
  type QuickFeedback,
  type TechnicalReport,
  withDateLabel,
} from "../home/feedback_data.ts";

/** How long an empty answer waits before the sample shows instead. */
export const SAMPLE_AFTER_MS = 5000;

type ItemOf = { quick: QuickFeedback; technical: TechnicalReport };
/** An item as the server answers it. */
export type FeedbackItem = inferRouterOutputs<AppRouter>["feedback"]["list"]["feedback"][number];

export function useFeedbackList<T extends keyof ItemOf>(
  type: T,
  initial: FeedbackItem[] | null,
  sample: Dated<ItemOf[T]>[],
) {
  const query = useQuery({
    ...trpc.feedback.list.queryOptions({ type, limit: FEEDBACK_LIST_DEFAULT }),
    initialData: initial ? { feedback: initial } : undefined,
    // The server's first answer is fresh; the visitor's Refresh asks again.
    staleTime: Infinity,
  });
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), SAMPLE_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  // The server answers only items of the type asked for, in the shape the carousel shows.
  const items = (query.data?.feedback ?? []) as unknown as ItemOf[T][];
  const useSample = query.isError || (waited && !query.isFetching && items.length === 0);
  return {
    items: useSample ? sample : items.map(withDateLabel),
    loading: query.isPending && !query.isError,
    refreshing: query.isFetching,
    refresh: () => void query.refetch(),
  };
}

/** Reads both lists again, a moment after a submission (spec 001 §9). */
export function useRefetchFeedback() {
  const client = useQueryClient();
  return () => client.invalidateQueries(trpc.feedback.list.pathFilter());
}
