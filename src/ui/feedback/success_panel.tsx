/** What a sent form shows for two seconds before its dialog closes (spec 001 §4). */
import { Icon } from "../kit/icon.tsx";
import { feedbackText } from "./form_model.ts";

const check = "M20 6 9 17l-5-5";

export function SuccessPanel({ title }: { title: string }) {
  return (
    <div className="fb-success" role="status">
      <Icon d={check} size={40} className="icon" />
      <p className="fb-success-title">{title}</p>
      <p className="muted">{feedbackText.thanks}</p>
    </div>
  );
}

/** A field bots fill in and people never see; anything in it turns the submission away. */
export function Honeypot(props: { value: string; onChange(value: string): void }) {
  return (
    <div className="fb-honeypot" aria-hidden="true">
      <label>
        Website
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        />
      </label>
    </div>
  );
}
