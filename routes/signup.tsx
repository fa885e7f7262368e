/** /signup: the three-step sign-up — college e-mail, one-time code, account (spec 000 §2). */
import { definePage } from "../src/ssr/page.ts";
import { SignupFormIsland } from "../src/ssr/islands.ts";

export default definePage({
  title: "Sign up",
  render: (c) => {
    if (c.var.user) return c.redirect("/", 302);
    return (
      <div className="container page auth-page">
        <section className="card auth-card" aria-labelledby="signup-title">
          <h1 id="signup-title">Join Campus</h1>
          <p className="muted">For students of our college, with the college e-mail.</p>
          <SignupFormIsland collegeDomain={c.var.deps.config.collegeEmailDomain} />
          <p className="muted auth-switch">
            Already have an account? <a href="/login">Sign in</a>
          </p>
        </section>
      </div>
    );
  },
});
