/**
 * The site header (spec 000 §2): logo, the search box, Home, All; signed in, the Messages link
 * and the notifications bell (each with its unread badge), the own avatar and name linking to the
 * profile, and Logout; signed out, Login and Signup. On narrow screens the links fold into a
 * menu and the search box behind a button that opens it on its own row; without JavaScript they
 * stay visible.
 */
import { lazy, Suspense, useEffect, useState } from "react";
import type { SessionState, SessionUser } from "../src/http/session.ts";
import { initSession, logout, useSession } from "../src/client/session.ts";
import { Avatar } from "../src/ui/kit/avatar.tsx";
import { HeaderSearch } from "../src/ui/search/header_search.tsx";

const HeaderTools = lazy(() => import("../src/ui/notifications/header_tools.tsx"));

export type HeaderProps = { path: string; user: SessionUser | null; sessionState: SessionState };

function NavLink(props: { href: string; path: string; children: string; className?: string }) {
  return (
    <a
      href={props.href}
      className={props.className}
      aria-current={props.href === props.path ? "page" : undefined}
    >
      {props.children}
    </a>
  );
}

export default function Header({ path, user, sessionState }: HeaderProps) {
  const [open, setOpen] = useState(false);
  const [searching, setSearching] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const session = useSession(user, sessionState);

  useEffect(() => initSession(user, sessionState), [user, sessionState]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    addEventListener("keydown", onKey);
    return () => removeEventListener("keydown", onKey);
  }, [open]);

  async function onLogout() {
    setLeaving(true);
    try {
      await logout();
      location.assign("/");
    } catch (err) {
      setLeaving(false);
      alert((err as Error).message);
    }
  }

  const me = session.user;
  return (
    <header className="site-header">
      <div className="container header-inner">
        <a href="/" className="brand" aria-label="Campus home">
          <span className="brand-mark" aria-hidden="true">C</span>
          <span>Campus</span>
        </a>
        <HeaderSearch
          open={searching}
          onToggle={() => {
            setSearching(!searching);
            setOpen(false);
          }}
        />
        {me && (
          <Suspense fallback={null}>
            <HeaderTools userId={me._id} onChatPage={path === "/chat"} />
          </Suspense>
        )}
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls="site-nav"
          aria-label={open ? "Close menu" : "Open menu"}
          onClick={() => {
            setOpen(!open);
            setSearching(false);
          }}
        >
          <span className="menu-icon" aria-hidden="true" />
        </button>
        <nav id="site-nav" className={open ? "site-nav open" : "site-nav"} aria-label="Main">
          <NavLink href="/" path={path}>Home</NavLink>
          <NavLink href="/sitemap" path={path}>All</NavLink>
          {me && (
            <>
              <a
                href={`/profile/${me._id}`}
                className="nav-user"
                aria-label={`Your profile: ${me.name}`}
              >
                <Avatar src={me.profilePicture} name={me.name} size={28} />
                <span className="nav-user-name">{me.name}</span>
              </a>
              <button type="button" className="btn btn-small" onClick={onLogout} disabled={leaving}>
                {leaving ? "Logging out..." : "Logout"}
              </button>
            </>
          )}
          {session.status === "signedOut" && (
            <>
              <NavLink href="/login" path={path}>Login</NavLink>
              <NavLink href="/signup" path={path} className="btn btn-primary btn-small">
                Signup
              </NavLink>
            </>
          )}
          {session.status === "loading" && <span className="nav-pending" aria-hidden="true" />}
        </nav>
      </div>
    </header>
  );
}
