/** What /login and /signup share: a signed-in student is sent on (to `?next=` when it is a path
 * of ours, else home); anyone else sees the card with its form, told the college's e-mail domain. */
import type { ReactNode } from "react";
import { definePage, type PageDefinition } from "../src/ssr/page.ts";
import { authHref, safeReturnPath } from "../src/shared/return_path.ts";
import { AuthCard, type AuthCardProps } from "../src/ui/auth/auth_card.tsx";

export function authPage(
  title: string,
  card: Omit<AuthCardProps, "children">,
  form: (collegeDomain: string, next: string | null) => ReactNode,
): PageDefinition {
  return definePage({
    title,
    // Without `?next=` the card is the same for every signed-out visitor; a signed-in student
    // never gets the shared copy (they are sent on).
    sameWhenSignedOut: {},
    render: (c) => {
      // A hostile or malformed target is dropped here, before it reaches a link or a redirect.
      const next = safeReturnPath(c.req.query("next"));
      if (c.get("user")) return c.redirect(next ?? "/", 302);
      // The way to the other page keeps the return target.
      const other = { ...card.other, href: authHref(next, card.other.href) };
      return (
        <AuthCard {...card} other={other}>
          {form(c.get("deps").config.collegeEmailDomain, next)}
        </AuthCard>
      );
    },
  });
}
