/** What /login and /signup share: a signed-in student is sent home; anyone else sees the card
 * with its form, told the college's e-mail domain. */
import type { ReactNode } from "react";
import { definePage, type PageDefinition } from "../src/ssr/page.ts";
import { AuthCard, type AuthCardProps } from "../src/ui/auth/auth_card.tsx";

export function authPage(
  title: string,
  card: Omit<AuthCardProps, "children">,
  form: (collegeDomain: string) => ReactNode,
): PageDefinition {
  return definePage({
    title,
    render: (c) => {
      if (c.var.user) return c.redirect("/", 302);
      return <AuthCard {...card}>{form(c.var.deps.config.collegeEmailDomain)}</AuthCard>;
    },
  });
}
