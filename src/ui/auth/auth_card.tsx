/** The card of the sign-in and sign-up pages: heading, a line under it, the form, and the way to
 * the other page. */
import type { ReactNode } from "react";

export type AuthCardProps = {
  titleId: string;
  title: string;
  lead: string;
  children: ReactNode;
  /** The line under the form, e.g. "New to Campus?", and its link. */
  other: { question: string; href: string; label: string };
};

export function AuthCard({ titleId, title, lead, children, other }: AuthCardProps) {
  return (
    <div className="container page auth-page">
      <section className="card auth-card" aria-labelledby={titleId}>
        <h1 id={titleId}>{title}</h1>
        <p className="muted">{lead}</p>
        {children}
        <p className="muted auth-switch">
          {`${other.question} `}
          <a href={other.href}>{other.label}</a>
        </p>
      </section>
    </div>
  );
}
