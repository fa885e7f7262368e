/**
 * Sign in (spec 000 §4, §5): by e-mail when the input contains @ (checked against the college
 * rule), otherwise by username. Errors show the server's message, else 'Login failed'. Then
 * back to the page that asked for sign-in (`next`), or home. Or with an e-mailed code instead.
 */
import { type FormEvent, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { trpc, withQueries } from "../src/client/query.tsx";
import { trpcMessage } from "../src/client/trpc.ts";
import { signedIn } from "../src/client/session.ts";
import { emailProblem } from "../src/shared/account_rules.ts";
import { safeReturnPath } from "../src/shared/return_path.ts";
import { AuthForm } from "../src/ui/auth/auth_form.tsx";
import { CodeSignIn } from "../src/ui/auth/code_sign_in.tsx";
import { Field } from "../src/ui/kit/field.tsx";

export type LoginFormProps = {
  collegeDomain: string;
  /** Where to go once signed in (checked again here), else home. */
  next: string | null;
};

const fields = [
  { id: "emailOrUsername", label: "E-mail or username", autoComplete: "username" },
  { id: "password", label: "Password", type: "password", autoComplete: "current-password" },
] as const;

function LoginForm({ collegeDomain, next }: LoginFormProps) {
  const [values, setValues] = useState({ emailOrUsername: "", password: "" });
  const { emailOrUsername: identifier, password } = values;
  const [touched, setTouched] = useState(false);
  const [byCode, setByCode] = useState(false);
  const then = safeReturnPath(next) ?? "/";
  const login = useMutation(trpc.auth.login.mutationOptions({
    onSuccess: ({ user }) => {
      signedIn(user);
      location.assign(then);
    },
  }));
  // Busy from the click until the next page replaces this one.
  const busy = login.isPending || login.isSuccess;
  const error = login.error ? trpcMessage(login.error, "Login failed") : null;

  const idProblem = identifier.trim() === ""
    ? "Enter your e-mail or username"
    : identifier.includes("@")
    ? emailProblem(identifier, collegeDomain)
    : null;
  const pwProblem = password === "" ? "Enter your password" : null;
  const problems = { emailOrUsername: idProblem, password: pwProblem };

  function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (idProblem || pwProblem || busy) return;
    login.mutate({ emailOrUsername: identifier.trim(), password });
  }

  if (byCode) {
    return (
      <CodeSignIn
        collegeDomain={collegeDomain}
        initial={identifier}
        then={then}
        onPassword={() => setByCode(false)}
      />
    );
  }

  return (
    <AuthForm
      onSubmit={submit}
      error={error}
      busy={busy}
      submit="Sign in"
      busyText="Signing in..."
      after={
        <div className="auth-links">
          <a href="/forgot-password">Forgot password?</a>
          <button type="button" className="link-button" onClick={() => setByCode(true)}>
            E-mail me a sign-in code
          </button>
        </div>
      }
    >
      {fields.map((f) => (
        <Field
          key={f.id}
          {...f}
          value={values[f.id]}
          onChange={(e) => setValues((v) => ({ ...v, [f.id]: e.target.value }))}
          error={touched ? problems[f.id] : null}
        />
      ))}
    </AuthForm>
  );
}

export default withQueries(LoginForm);
