/** A form of the sign-in and sign-up flows: its fields, the server's refusal, and the submit
 * button that says what is happening while the request runs. */
import type { FormEvent, ReactNode } from "react";
import { SubmitButton } from "../kit/buttons.tsx";
import { FormError } from "../kit/field.tsx";

export type AuthFormProps = {
  onSubmit(e: FormEvent): void;
  /** Why the last try failed. */
  error: string | null;
  busy: boolean;
  /** The submit button's text, and its text while busy. */
  submit: string;
  busyText: string;
  children: ReactNode;
  /** Below the submit button, e.g. other ways on. */
  after?: ReactNode;
};

export function AuthForm(props: AuthFormProps) {
  return (
    <form className="auth-form" onSubmit={props.onSubmit} noValidate>
      {props.children}
      <FormError message={props.error} />
      <SubmitButton
        label={props.submit}
        busyLabel={props.busyText}
        busy={props.busy}
        className="btn btn-primary auth-submit"
      />
      {props.after}
    </form>
  );
}
