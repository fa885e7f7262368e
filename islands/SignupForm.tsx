/**
 * Three-step sign-up (spec 000 §2, §4, §5): college e-mail and Send OTP; the 6-digit code and
 * Verify OTP; name, username, password and Create account, then back to the page that asked for
 * sign-in (`next`) or home. Rules are checked live with the same functions the server uses.
 */
import { type FormEvent, useState } from "react";
import { trpcClient } from "../src/client/trpc.ts";
import { signedIn } from "../src/client/session.ts";
import {
  emailProblem,
  nameProblem,
  otpProblem,
  passwordProblem,
  usernameProblem,
} from "../src/shared/account_rules.ts";
import { safeReturnPath } from "../src/shared/return_path.ts";
import { identityFields } from "../src/ui/auth/auth_data.ts";
import { AuthForm } from "../src/ui/auth/auth_form.tsx";
import { Field } from "../src/ui/kit/field.tsx";
import { CodeField, CodeLinks } from "../src/ui/auth/code_step.tsx";
import { useAuthStep } from "../src/ui/auth/use_auth_step.ts";

export type SignupFormProps = {
  collegeDomain: string;
  /** Where to go once the account exists (checked again here), else home. */
  next: string | null;
};

const steps = ["College e-mail", "Verify code", "Your account"];

/** The account step's fields, in order. */
const accountFields = [
  ...identityFields,
  {
    id: "password",
    label: "Password",
    type: "password",
    autoComplete: "new-password",
    hint: "At least 8 characters.",
  },
] as const;

export default function SignupForm({ collegeDomain, next }: SignupFormProps) {
  const [step, setStep] = useState(0);
  const [email, setEmail] = useState("");
  const [otp, setOtp] = useState("");
  const [completeToken, setCompleteToken] = useState("");
  const [account, setAccount] = useState({ name: "", username: "", password: "" });
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const { busy, error, setError, send } = useAuthStep("Signup failed");

  const problems = {
    email: emailProblem(email, collegeDomain),
    otp: otpProblem(otp),
    name: nameProblem(account.name),
    username: usernameProblem(account.username),
    password: passwordProblem(account.password),
  };
  // Live checks show once a field has content or the step was submitted.
  const shown = (field: keyof typeof problems, value: string) =>
    touched[field] || value !== "" ? problems[field] : null;

  function run(fields: (keyof typeof problems)[], action: () => Promise<void>) {
    setTouched((t) => ({ ...t, ...Object.fromEntries(fields.map((f) => [f, true])) }));
    return send(fields.some((f) => problems[f]), action);
  }

  async function sendCode() {
    const res = await trpcClient.auth.signupStart.mutate({ email });
    setNotice(res.message);
    setOtp("");
    setStep(1);
  }

  function submitEmail(e: FormEvent) {
    e.preventDefault();
    void run(["email"], sendCode);
  }

  function submitOtp(e: FormEvent) {
    e.preventDefault();
    void run(["otp"], async () => {
      const res = await trpcClient.auth.signupVerify.mutate({ email, otp });
      setCompleteToken(res.completeToken);
      setNotice(null);
      setStep(2);
    });
  }

  function submitAccount(e: FormEvent) {
    e.preventDefault();
    void run(["name", "username", "password"], async () => {
      const res = await trpcClient.auth.signupComplete.mutate({ completeToken, ...account });
      signedIn(res.user);
      location.assign(safeReturnPath(next) ?? "/");
    });
  }

  return (
    <div>
      <ol className="steps" aria-label="Sign-up steps">
        {steps.map((s, i) => (
          <li
            key={s}
            aria-current={i === step ? "step" : undefined}
            className={i < step ? "done" : ""}
          >
            <span className="step-number" aria-hidden="true">{i + 1}</span> {s}
          </li>
        ))}
      </ol>
      {notice && <p className="form-notice" role="status">{notice}</p>}
      {step === 0 && (
        <AuthForm
          onSubmit={submitEmail}
          error={error}
          busy={busy}
          submit="Send OTP"
          busyText="Sending..."
        >
          <Field
            id="email"
            label="College e-mail"
            type="email"
            autoComplete="email"
            placeholder={`you@${collegeDomain}`}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={shown("email", email)}
            hint={`Only addresses ending in @${collegeDomain} can join.`}
          />
        </AuthForm>
      )}
      {step === 1 && (
        <AuthForm
          onSubmit={submitOtp}
          error={error}
          busy={busy}
          submit="Verify OTP"
          busyText="Verifying..."
          after={
            <CodeLinks
              busy={busy}
              onResend={() => void run([], sendCode)}
              onBack={() => {
                setStep(0);
                setNotice(null);
                setError(null);
              }}
            />
          }
        >
          <CodeField
            value={otp}
            onChange={setOtp}
            error={touched.otp ? problems.otp : null}
            hint="Enter the 6-digit code we e-mailed you. It expires in 10 minutes."
          />
        </AuthForm>
      )}
      {step === 2 && (
        <AuthForm
          onSubmit={submitAccount}
          error={error}
          busy={busy}
          submit="Create account"
          busyText="Creating account..."
        >
          {accountFields.map((f) => (
            <Field
              key={f.id}
              {...f}
              value={account[f.id]}
              onChange={(e) => setAccount((a) => ({ ...a, [f.id]: e.target.value }))}
              error={shown(f.id, account[f.id])}
            />
          ))}
        </AuthForm>
      )}
    </div>
  );
}
