/**
 * The site header (spec 000 §2): logo, Home, All, and Login/Signup while signed out. On narrow
 * screens the links fold into a menu; without JavaScript they stay visible.
 */
import { useEffect, useState } from "react";
import type { SessionUser } from "../src/http/session.ts";

export type HeaderProps = { path: string; user: SessionUser | null };

function NavLink(props: { href: string; path: string; children: string; className?: string }) {
  const current = props.href === props.path;
  return (
    <a
      href={props.href}
      className={props.className}
      aria-current={current ? "page" : undefined}
    >
      {props.children}
    </a>
  );
}

export default function Header({ path, user }: HeaderProps) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <header className="site-header">
      <div className="container header-inner">
        <a href="/" className="brand" aria-label="Campus home">
          <span className="brand-mark" aria-hidden="true">C</span>
          <span>Campus</span>
        </a>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls="site-nav"
          aria-label={open ? "Close menu" : "Open menu"}
          onClick={() => setOpen(!open)}
        >
          <span className="menu-icon" aria-hidden="true" />
        </button>
        <nav id="site-nav" className={open ? "site-nav open" : "site-nav"} aria-label="Main">
          <NavLink href="/" path={path}>Home</NavLink>
          <NavLink href="/sitemap" path={path}>All</NavLink>
          {user
            ? (
              <a href={`/profile/${user._id}`} className="nav-user">
                {user.name}
              </a>
            )
            : (
              <>
                <NavLink href="/login" path={path}>Login</NavLink>
                <NavLink href="/signup" path={path} className="btn btn-primary btn-small">
                  Signup
                </NavLink>
              </>
            )}
        </nav>
      </div>
    </header>
  );
}
