/** "Sign in" links of visitor prompts (to like, follow, comment): `/login` that returns to this
 * page with its query. The server's render has no location, so it links to plain `/login`. */
import { type ComponentProps, useSyncExternalStore } from "react";
import { authHref, currentPath } from "../../shared/return_path.ts";

/** `/login?next=` this page (browser only). */
export function loginHere(): string {
  return authHref(currentPath(location));
}

function onPopState(change: () => void): () => void {
  addEventListener("popstate", change);
  return () => removeEventListener("popstate", change);
}

export function SignInLink(props: Omit<ComponentProps<"a">, "href">) {
  const href = useSyncExternalStore(onPopState, loginHere, () => "/login");
  // Islands move with pushState, which no event reports: the target is read again on click.
  return <a {...props} href={href} onClick={(e) => (e.currentTarget.href = loginHere())} />;
}
