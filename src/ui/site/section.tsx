/**
 * A page section and its heading block (eyebrow, h2 whose id labels the section, a lead), the
 * shape every section of the home, guide and team pages shares; the copy comes from data.
 */
import type { ReactNode } from "react";

/** The words at the top of a section, and the id of its heading. */
export type SectionCopy = { titleId: string; eyebrow?: string; title: string; lead?: string };

/** An eyebrow over a heading and its lead: the top of a hero, a section or a block. */
export function Headline(props: { copy: SectionCopy; level: 1 | 2; leadClassName: string }) {
  const { titleId, eyebrow, title, lead } = props.copy;
  const Heading = `h${props.level}` as const;
  return (
    <>
      {eyebrow && <span className="eyebrow">{eyebrow}</span>}
      <Heading id={titleId}>{title}</Heading>
      {lead && <p className={props.leadClassName}>{lead}</p>}
    </>
  );
}

export function SectionHead(props: { copy: SectionCopy; children?: ReactNode }) {
  return (
    <header className="section-head">
      <Headline copy={props.copy} level={2} leadClassName="muted" />
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
