/** /signup: the three-step sign-up — college e-mail, one-time code, account details (spec 000 §2). */
import { definePage } from "../src/ssr/page.ts";

const steps = ["College e-mail", "Verify code", "Your account"];

export default definePage({
  title: "Sign up",
  render: (c) => (
    <div className="container page auth-page">
      <section className="card auth-card" aria-labelledby="signup-title">
        <h1 id="signup-title">Join Campus</h1>
        <ol className="steps" aria-label="Sign-up steps">
          {steps.map((s, i) => (
            <li key={s} aria-current={i === 0 ? "step" : undefined}>
              <span className="step-number">{i + 1}</span> {s}
            </li>
          ))}
        </ol>
        <form className="auth-form" noValidate>
          <div className="field">
            <label htmlFor="email">College e-mail</label>
            <input
              id="email"
              name="email"
              type="email"
              autoComplete="email"
              placeholder={`you@${c.var.deps.config.collegeEmailDomain}`}
              required
            />
            <span className="field-hint">
              Only addresses ending in @{c.var.deps.config.collegeEmailDomain} can join.
            </span>
          </div>
          <button type="submit" className="btn btn-primary auth-submit">Send OTP</button>
        </form>
        <p className="muted auth-switch">
          Already have an account? <a href="/login">Sign in</a>
        </p>
      </section>
    </div>
  ),
});
