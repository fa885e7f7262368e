/**
 * The e-mailed code step shared by sign-up, password reset and code sign-in: the 6-digit code field, and the
 * links under the form to send a new code or go back and use another e-mail.
 */
import { Field } from "../kit/field.tsx";

export function CodeLinks(
  props: { busy: boolean; onResend(): void; onBack(): void; backLabel?: string },
) {
  return (
    <div className="auth-links">
      <button type="button" className="link-button" disabled={props.busy} onClick={props.onResend}>
        Send a new code
      </button>
      <button type="button" className="link-button" onClick={props.onBack}>
        {props.backLabel ?? "Use another e-mail"}
      </button>
    </div>
  );
}

export function CodeField(
  props: { value: string; onChange(otp: string): void; error: string | null; hint: string },
) {
  return (
    <Field
      id="otp"
      label="One-time code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      pattern="[0-9]*"
      value={props.value}
      // Digits only, at most six, however they were typed or pasted.
      onChange={(e) => props.onChange(e.target.value.replace(/\D/g, "").slice(0, 6))}
      error={props.error}
      hint={props.hint}
    />
  );
}
