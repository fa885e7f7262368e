/** /signup: the three-step sign-up — college e-mail, one-time code, account (spec 000 §2). */
import { definePage } from "../src/ssr/page.ts";
import { SignupFormIsland } from "../src/ssr/islands.ts";
import { AuthCard } from "../src/ui/auth/auth_card.tsx";

export default definePage({
  title: "Sign up",
  render: (c) => {
    if (c.var.user) return c.redirect("/", 302);
    return (
      <AuthCard
        titleId="signup-title"
        title="Join Campus"
        lead="For students of our college, with the college e-mail."
        other={{ question: "Already have an account?", href: "/login", label: "Sign in" }}
      >
        <SignupFormIsland collegeDomain={c.var.deps.config.collegeEmailDomain} />
      </AuthCard>
    );
  },
});
