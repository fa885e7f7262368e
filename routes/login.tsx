/** /login: sign in with a college e-mail or a username (spec 000 §2, §4). */
import { definePage } from "../src/ssr/page.ts";
import { LoginFormIsland } from "../src/ssr/islands.ts";
import { AuthCard } from "../src/ui/auth/auth_card.tsx";

export default definePage({
  title: "Sign in",
  render: (c) => {
    if (c.var.user) return c.redirect("/", 302);
    return (
      <AuthCard
        titleId="login-title"
        title="Welcome back"
        lead="Sign in with your college e-mail or your username."
        other={{ question: "New to Campus?", href: "/signup", label: "Create an account" }}
      >
        <LoginFormIsland collegeDomain={c.var.deps.config.collegeEmailDomain} />
      </AuthCard>
    );
  },
});
