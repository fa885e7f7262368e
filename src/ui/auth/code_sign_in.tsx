/**
 * Signing in with an e-mailed code instead of the password: the owner's way in while the password
 * limits hold back someone guessing it. E-mail or username, Send code, then the 6-digit code.
 */
import { type FormEvent, useState } from "react";
import { trpcClient } from "../../client/trpc.ts";
import { emailProblem, otpProblem } from "../../shared/account_rules.ts";
import { signedIn } from "../../client/session.ts";
import { Field } from "../kit/field.tsx";
import { AuthForm } from "./auth_form.tsx";
import { CodeField, CodeLinks } from "./code_step.tsx";
import { useAuthStep } from "./use_auth_step.ts";

export type CodeSignInProps = {
  collegeDomain: string;
  /** What the password form held, so it need not be typed again. */
  initial: string;
  /** Where to go once signed in. */
  then: string;
  /** Back to the password form. */
  onPassword(): void;
};

export function CodeSignIn({ collegeDomain, initial, then, onPassword }: CodeSignInProps) {
  const [step, setStep] = useState<"name" | "code">("name");
  const [identifier, setIdentifier] = useState(initial);
  const [otp, setOtp] = useState("");
  const [touched, setTouched] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const { busy, error, setError, send } = useAuthStep("Sign-in failed. Please try again.");

  const name = identifier.trim();
  const problems = {
    identifier: name === ""
      ? "Enter your e-mail or username"
      : name.includes("@")
      ? emailProblem(name, collegeDomain)
      : null,
    otp: otpProblem(otp),
  };

  function run(fields: (keyof typeof problems)[], action: () => Promise<void>) {
    setTouched(true);
    return send(fields.some((f) => problems[f]), action);
  }

  async function sendCode() {
    const res = await trpcClient.auth.loginCodeStart.mutate({ emailOrUsername: name });
    setNotice(`${res.message} It expires in 10 minutes.`);
    setOtp("");
    setTouched(false);
    setStep("code");
  }

  function submitName(e: FormEvent) {
    e.preventDefault();
    void run(["identifier"], sendCode);
  }

  function submitCode(e: FormEvent) {
    e.preventDefault();
    void run(["otp"], async () => {
      const { user } = await trpcClient.auth.loginCodeVerify.mutate({ emailOrUsername: name, otp });
      signedIn(user);
      location.assign(then);
      // Busy until the next page replaces this one.
      await new Promise(() => {});
    });
  }

  const toPassword = (
    <button type="button" className="link-button" onClick={onPassword}>
      Sign in with your password
    </button>
  );

  if (step === "name") {
    return (
      <AuthForm
        onSubmit={submitName}
        error={error}
        busy={busy}
        submit="Send code"
        busyText="Sending..."
        after={<div className="auth-links">{toPassword}</div>}
      >
        <Field
          id="emailOrUsername"
          label="E-mail or username"
          autoComplete="username"
          value={identifier}
          onChange={(e) => setIdentifier(e.target.value)}
          error={touched ? problems.identifier : null}
          hint="We will e-mail a 6-digit sign-in code to your account's address."
        />
      </AuthForm>
    );
  }
  return (
    <>
      {notice && <p className="form-notice" role="status">{notice}</p>}
      <AuthForm
        onSubmit={submitCode}
        error={error}
        busy={busy}
        submit="Sign in"
        busyText="Signing in..."
        after={
          <>
            <CodeLinks
              busy={busy}
              onResend={() => void run([], sendCode)}
              onBack={() => {
                setStep("name");
                setNotice(null);
                setError(null);
              }}
              backLabel="Use another e-mail or username"
            />
            <div className="auth-links">{toPassword}</div>
          </>
        }
      >
        <CodeField
          value={otp}
          onChange={setOtp}
          error={touched ? problems.otp : null}
          hint="Enter the 6-digit code we e-mailed you."
        />
      </AuthForm>
    </>
  );
}
