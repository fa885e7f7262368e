/** /login: sign in with a college e-mail or a username (spec 000 §2, §4). */
import { definePage } from "../src/ssr/page.ts";

export default definePage({
  title: "Sign in",
  render: () => (
    <div className="container page auth-page">
      <section className="card auth-card" aria-labelledby="login-title">
        <h1 id="login-title">Welcome back</h1>
        <p className="muted">Sign in with your college e-mail or your username.</p>
        <form method="post" action="/login" className="auth-form" noValidate>
          <div className="field">
            <label htmlFor="emailOrUsername">E-mail or username</label>
            <input id="emailOrUsername" name="emailOrUsername" autoComplete="username" required />
          </div>
          <div className="field">
            <label htmlFor="password">Password</label>
            <input
              id="password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
          </div>
          <button type="submit" className="btn btn-primary auth-submit">Sign in</button>
        </form>
        <p className="muted auth-switch">
          New to Campus? <a href="/signup">Create an account</a>
        </p>
      </section>
    </div>
  ),
});
