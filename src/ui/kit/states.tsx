/**
 * What a list shows before it has its data: placeholder shapes while it loads (announced once to
 * screen readers), and a failure with Try Again.
 */
import type { ReactNode } from "react";

/** Placeholders while something loads; `label` is what screen readers hear. */
export function Placeholders(
  props: { label: string; className: string; count?: number; item(i: number): ReactNode },
) {
  return (
    <div className={props.className} aria-busy="true">
      <span className="visually-hidden" role="status">{props.label}</span>
      {Array.from({ length: props.count ?? 3 }, (_, i) => props.item(i))}
    </div>
  );
}

export type PersonSkeletonProps = {
  className: string;
  avatarClassName: string;
  linesClassName: string;
  /** Extra classes of the two lines (name and handle). */
  lineClassNames?: [string, string];
  /** Hidden from assistive technology (when not inside something already hidden). */
  hidden?: boolean;
};

/** The placeholder of a person: a round picture beside two lines. */
export function PersonSkeleton(props: PersonSkeletonProps) {
  const lines = props.lineClassNames ?? ["", ""];
  return (
    <div className={props.className} aria-hidden={props.hidden || undefined}>
      <span className={`skeleton ${props.avatarClassName}`} />
      <span className={props.linesClassName}>
        {lines.map((line, i) => (
          <span
            key={i}
            className={line ? `skeleton ${line}` : "skeleton"}
          />
        ))}
      </span>
    </div>
  );
}

/** A list that could not be read: what failed and a button to try again. */
export function LoadError(props: { message: string; onRetry(): void; className: string }) {
  return (
    <div className={`empty-state ${props.className}`} role="alert">
      <p>{props.message}</p>
      <button type="button" className="btn btn-small" onClick={props.onRetry}>Try Again</button>
    </div>
  );
}
