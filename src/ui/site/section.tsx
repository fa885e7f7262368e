/**
 * A page section and its heading block (eyebrow, h2 whose id labels the section, a lead), the
 * shape every section of the home, guide and team pages shares; the copy comes from data.
 */
import type { ReactNode } from "react";

/** The words at the top of a section, and the id of its heading. */
export type SectionCopy = { titleId: string; eyebrow?: string; title: string; lead?: string };

export function SectionHead(props: { copy: SectionCopy; children?: ReactNode }) {
  const { titleId, eyebrow, title, lead } = props.copy;
  return (
    <header className="section-head">
      {eyebrow && <span className="eyebrow">{eyebrow}</span>}
      <h2 id={titleId}>{title}</h2>
      {lead && <p className="muted">{lead}</p>}
      {props.children}
    </header>
  );
}

export type SectionProps = {
  /** The anchor other pages link to, e.g. `about` for `/#about`. */
  id?: string;
  copy: SectionCopy;
  /** `section` plus its look, e.g. `section home-band`. */
  className?: string;
  children: ReactNode;
};

export function Section({ id, copy, className = "section", children }: SectionProps) {
  return (
    <section id={id} className={className} aria-labelledby={copy.titleId}>
      <div className="container">
        <SectionHead copy={copy} />
        {children}
      </div>
    </section>
  );
}
