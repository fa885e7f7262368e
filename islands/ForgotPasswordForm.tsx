/**
 * "Forgot password?": the college e-mail and Send code, then the 6-digit code with a new
 * password. A reset ends every login, so it ends on a link to sign in again.
 */
import { type FormEvent, useState } from "react";
import { trpcClient } from "../src/client/trpc.ts";
import { emailProblem, otpProblem, passwordProblem } from "../src/shared/account_rules.ts";
import { AuthForm } from "../src/ui/auth/auth_form.tsx";
import { Field } from "../src/ui/kit/field.tsx";
import { CodeField, CodeLinks } from "../src/ui/auth/code_step.tsx";
import { useAuthStep } from "../src/ui/auth/use_auth_step.ts";

export type ForgotPasswordFormProps = { collegeDomain: string };

export default function ForgotPasswordForm({ collegeDomain }: ForgotPasswordFormProps) {
  const [step, setStep] = useState<"email" | "reset" | "done">("email");
  const [email, setEmail] = useState("");
  const [otp, setOtp] = useState("");
  const [password, setPassword] = useState("");
  const [touched, setTouched] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const { busy, error, setError, send } = useAuthStep("Something went wrong. Please try again.");

  const problems = {
    email: emailProblem(email, collegeDomain),
    otp: otpProblem(otp),
    password: passwordProblem(password),
  };

  function run(fields: (keyof typeof problems)[], action: () => Promise<void>) {
    setTouched(true);
    return send(fields.some((f) => problems[f]), action);
  }

  async function sendCode() {
    const res = await trpcClient.auth.passwordForgot.mutate({ email });
    setNotice(`${res.message} It expires in 10 minutes.`);
    setOtp("");
    setTouched(false);
    setStep("reset");
  }

  function submitEmail(e: FormEvent) {
    e.preventDefault();
    void run(["email"], sendCode);
  }

  function submitReset(e: FormEvent) {
    e.preventDefault();
    void run(["otp", "password"], async () => {
      const res = await trpcClient.auth.passwordReset.mutate({ email, otp, password });
      setNotice(res.message);
      setStep("done");
    });
  }

  if (step === "done") {
    return (
      <div className="auth-form">
        <p className="form-notice" role="status">{notice}</p>
        <a className="btn btn-primary auth-submit" href="/login">Sign in</a>
      </div>
    );
  }

  return (
    <>
      {notice && <p className="form-notice" role="status">{notice}</p>}
      {step === "email" && (
        <AuthForm
          onSubmit={submitEmail}
          error={error}
          busy={busy}
          submit="Send code"
          busyText="Sending..."
        >
          <Field
            id="email"
            label="College e-mail"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={touched ? problems.email : null}
            hint="We will e-mail a 6-digit code if an account uses this address."
          />
        </AuthForm>
      )}
      {step === "reset" && (
        <AuthForm
          onSubmit={submitReset}
          error={error}
          busy={busy}
          submit="Set new password"
          busyText="Saving..."
          after={
            <CodeLinks
              busy={busy}
              onResend={() => void run([], sendCode)}
              onBack={() => {
                setStep("email");
                setNotice(null);
                setError(null);
              }}
            />
          }
        >
          <CodeField
            value={otp}
            onChange={setOtp}
            error={touched ? problems.otp : null}
            hint="Enter the 6-digit code we e-mailed you."
          />
          <Field
            id="password"
            label="New password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={touched || password !== "" ? problems.password : null}
            hint="At least 8 characters. Every device signed in to your account will be signed out."
          />
        </AuthForm>
      )}
    </>
  );
}
