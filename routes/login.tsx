/** /login: sign in with a college e-mail or a username (spec 000 §2, §4). */
import { definePage } from "../src/ssr/page.ts";
import { LoginFormIsland } from "../src/ssr/islands.ts";

export default definePage({
  title: "Sign in",
  render: (c) => {
    if (c.var.user) return c.redirect("/", 302);
    return (
      <div className="container page auth-page">
        <section className="card auth-card" aria-labelledby="login-title">
          <h1 id="login-title">Welcome back</h1>
          <p className="muted">Sign in with your college e-mail or your username.</p>
          <LoginFormIsland collegeDomain={c.var.deps.config.collegeEmailDomain} />
          <p className="muted auth-switch">
            New to Campus? <a href="/signup">Create an account</a>
          </p>
        </section>
      </div>
    );
  },
});
