/** The heading block of a page section: eyebrow, h2 (its id labels the section) and a lead. */
import type { ReactNode } from "react";

export type SectionHeadProps = {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
};

export function SectionHead({ id, eyebrow, title, lead, children }: SectionHeadProps) {
  return (
    <header className="section-head">
      {eyebrow && <span className="eyebrow">{eyebrow}</span>}
      <h2 id={id}>{title}</h2>
      {lead && <p className="muted">{lead}</p>}
      {children}
    </header>
  );
}
