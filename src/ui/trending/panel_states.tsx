/**
 * What a trending tab shows around its list: skeleton cards while it first loads, a quiet Try
 * again when it could not (the failure itself is only logged, spec 000 §8), and the tab's empty
 * state with a next step.
 */
import type { ReactNode } from "react";
import { Placeholders } from "../kit/states.tsx";
import { emptyCopy, loadingLabels, trendingPage } from "./trending_data.ts";
import type { TrendingTab } from "./types.ts";

function Empty(props: { tab: TrendingTab }) {
  const copy = emptyCopy[props.tab];
  return (
    <div className="empty-state trending-empty">
      <p className="trending-empty-title">{copy.title}</p>
      <p>{copy.text}</p>
      <a className="btn btn-small btn-primary" href={copy.href}>{copy.action}</a>
    </div>
  );
}

function Retry(props: { onRetry(): void }) {
  return (
    <div className="trending-retry">
      <span>{trendingPage.retryText}</span>
      <button type="button" className="btn btn-small" onClick={props.onRetry}>
        {trendingPage.retryButton}
      </button>
    </div>
  );
}

/** Skeleton cards in the tab's grid; `lines` is how many text bars each card has. */
export function CardSkeletons(props: { tab: TrendingTab; lines?: number; avatar?: boolean }) {
  return (
    <Placeholders
      label={loadingLabels[props.tab]}
      className="trending-grid trending-skeletons"
      count={6}
      item={(i) => (
        <div key={i} className="card trending-card trending-skeleton" aria-hidden="true">
          <span className="trending-skeleton-head">
            {props.avatar && <span className="skeleton trending-skeleton-avatar" />}
            <span className="skeleton trending-skeleton-title" />
          </span>
          {Array.from(
            { length: props.lines ?? 2 },
            (_, j) => <span key={j} className="skeleton trending-skeleton-line" />,
          )}
        </div>
      )}
    />
  );
}

export type TabStateProps<T> = {
  tab: TrendingTab;
  /** The tab's query, as TanStack Query reports it. */
  query: { data: T | undefined; isError: boolean; isFetching: boolean; refetch(): unknown };
  /** The tab's rows in the answer, to know whether it is empty. */
  rows(data: T): unknown[];
  skeleton: ReactNode;
  children(data: T): ReactNode;
};

export function TabState<T>(props: TabStateProps<T>) {
  const { query } = props;
  if (query.data === undefined) {
    if (query.isError && !query.isFetching) return <Retry onRetry={() => void query.refetch()} />;
    return <>{props.skeleton}</>;
  }
  if (props.rows(query.data).length === 0) return <Empty tab={props.tab} />;
  return <>{props.children(query.data)}</>;
}
