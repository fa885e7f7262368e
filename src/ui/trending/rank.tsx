/** The small pieces every trending card shares: its rank, its score and its numbers. */
import type { ReactNode } from "react";
import { score } from "../kit/format.ts";
import { cardCopy, trendingPage } from "./trending_data.ts";

export function Rank(props: { n: number }) {
  return (
    <span className="trending-rank" data-podium={props.n <= 3 || undefined}>
      <span className="visually-hidden">Rank</span>#{props.n}
    </span>
  );
}

/** The score as a small label and value, explained on hover. */
export function Score(props: { value: number }) {
  return (
    <span className="trending-score" data-stat="score" title={trendingPage.scoreHint}>
      {cardCopy.score} <strong>{score(props.value)}</strong>
    </span>
  );
}

export type Stat = { key: string; label: string; value: string };

/** Numbers as label and value pairs; `data-stat` names each for styles and tests. */
export function Stats(props: { stats: Stat[]; className?: string; children?: ReactNode }) {
  return (
    <dl className={`trending-stats ${props.className ?? ""}`.trim()}>
      {props.stats.map((s) => (
        <div key={s.key} className="trending-stat" data-stat={s.key}>
          <dt>{s.label}</dt>
          <dd>{s.value}</dd>
        </div>
      ))}
      {props.children}
    </dl>
  );
}
