/** The frame every page shares: skip link, header (an island), main content and footer (the same
 * for everyone, so rendered once: see `renderPage`). */
import type { ReactNode } from "react";
import type { SessionState, SessionUser } from "../http/session.ts";
import { HeaderIsland } from "./islands.ts";
import { LinkList } from "../ui/site/link_list.tsx";
import { footerLinks } from "../ui/site/site_links.ts";

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <div>
          <a href="/" className="brand brand-small">
            <span className="brand-mark" aria-hidden="true">C</span> Campus
          </a>
          <p className="muted">Where engineering students learn together.</p>
        </div>
        <nav aria-label="Footer">
          <LinkList links={footerLinks} className="footer-links" />
        </nav>
      </div>
      <p className="container muted footer-note">© 2026 Campus. Built by students, for students.</p>
    </footer>
  );
}

export function Layout(
  props: {
    path: string;
    user: SessionUser | null;
    sessionState: SessionState;
    footer: ReactNode;
    children: ReactNode;
  },
) {
  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      {/* The same student on the same page: the same header, rendered once for a while. */}
      <HeaderIsland
        path={props.path}
        user={props.user}
        sessionState={props.sessionState}
        reuse
      />
      <main id="main" className="site-main">{props.children}</main>
      {props.footer}
    </>
  );
}
