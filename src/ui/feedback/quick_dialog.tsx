/** The Quick Feedback dialog (spec 001 §4, §5, §8): name, role, text and 1–5 stars. */
import { useState } from "react";
import { Dialog } from "../kit/dialog.tsx";
import { SubmitButton } from "../kit/buttons.tsx";
import { Field, FormError, TextAreaField } from "../kit/field.tsx";
import { checkQuick, emptyQuick, feedbackText, type QuickForm } from "./form_model.ts";
import { StarsInput } from "./stars_input.tsx";
import { Honeypot, SuccessPanel } from "./success_panel.tsx";
import { type BotCheck, useSubmission } from "./use_submission.ts";

export type QuickDialogProps = {
  open: boolean;
  /** A signed-in student's name, filled in for them. */
  defaultName: string;
  send(form: QuickForm & BotCheck): Promise<unknown>;
  onClose(): void;
  /** After the success panel: the lists are read again. */
  onSent(): void;
};

export function QuickDialog(props: QuickDialogProps) {
  const [form, setForm] = useState(() => emptyQuick(props.defaultName));
  const [website, setWebsite] = useState("");
  const submission = useSubmission({
    open: props.open,
    fallback: feedbackText.quickFailed,
    onDone() {
      setForm(emptyQuick(props.defaultName));
      props.onClose();
      props.onSent();
    },
  });
  const set = (patch: Partial<QuickForm>) => setForm((f) => ({ ...f, ...patch }));

  return (
    <Dialog open={props.open} title={feedbackText.quickTitle} onClose={props.onClose}>
      {submission.done ? <SuccessPanel title={feedbackText.quickDone} /> : (
        <form
          className="fb-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submission.submit(checkQuick(form), (bot) =>
              props.send({ ...form, ...bot }), website);
          }}
        >
          <Field
            id="fb-quick-name"
            label="Name"
            value={form.name}
            maxLength={80}
            required
            onChange={(e) =>
              set({ name: e.target.value })}
            data-autofocus
          />
          <Field
            id="fb-quick-role"
            label="Role"
            hint="Your branch and year, e.g. CSE, 3rd year"
            value={form.role}
            maxLength={80}
            required
            onChange={(e) =>
              set({ role: e.target.value })}
          />
          <TextAreaField
            id="fb-quick-text"
            label="Feedback"
            rows={4}
            value={form.text}
            maxLength={2000}
            required
            onChange={(e) => set({ text: e.target.value })}
          />
          <StarsInput
            value={form.rating}
            onChange={(rating) => set({ rating })}
          />
          <Honeypot value={website} onChange={setWebsite} />
          <FormError message={submission.alert} />
          <SubmitButton
            label="Send feedback"
            busyLabel={feedbackText.submitting}
            busy={submission.busy}
            className="btn btn-primary"
          />
        </form>
      )}
    </Dialog>
  );
}
