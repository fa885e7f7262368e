/**
 * The Technical Report dialog (spec 001 §4, §5, §8): who and on what device, severity, the four
 * kinds of feedback (at least one), and attachments.
 */
import { useState } from "react";
import { Dialog } from "../kit/dialog.tsx";
import { SubmitButton } from "../kit/buttons.tsx";
import { Field, FormError, SelectField, TextAreaField } from "../kit/field.tsx";
import type { Severity } from "../home/feedback_data.ts";
import {
  checkReport,
  emptyReport,
  feedbackText,
  type ReportForm,
  SEVERITIES,
} from "./form_model.ts";
import { AttachmentsInput } from "./attachments_input.tsx";
import { Honeypot, SuccessPanel } from "./success_panel.tsx";
import { type BotCheck, useSubmission } from "./use_submission.ts";

export type ReportDialogProps = {
  open: boolean;
  defaultName: string;
  maxFiles: number;
  send(form: ReportForm & BotCheck): Promise<unknown>;
  onClose(): void;
  onSent(): void;
};

const kinds: [keyof ReportForm & string, string][] = [
  ["issues", "Issues"],
  ["featureRequest", "Feature request"],
  ["nonFunctional", "Non-functional (speed, accessibility, ...)"],
  ["generalFeedback", "General feedback"],
];

export function ReportDialog(props: ReportDialogProps) {
  const [form, setForm] = useState(() => emptyReport(props.defaultName));
  const [website, setWebsite] = useState("");
  const submission = useSubmission({
    open: props.open,
    fallback: feedbackText.reportFailed,
    onDone() {
      setForm(emptyReport(props.defaultName));
      props.onClose();
      props.onSent();
    },
  });
  const set = (patch: Partial<ReportForm>) => setForm((f) => ({ ...f, ...patch }));

  return (
    <Dialog
      open={props.open}
      title={feedbackText.reportTitle}
      onClose={props.onClose}
      className="dialog-wide"
    >
      {submission.done ? <SuccessPanel title={feedbackText.reportDone} /> : (
        <form
          className="fb-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submission.submit(
              checkReport(form),
              (bot) => props.send({ ...form, ...bot }),
              website,
            );
          }}
        >
          <div className="fb-row">
            <Field
              id="fb-report-name"
              label="Name"
              value={form.name}
              maxLength={80}
              required
              onChange={(e) => set({ name: e.target.value })}
              data-autofocus
            />
            <Field
              id="fb-report-role"
              label="Role"
              value={form.role}
              maxLength={80}
              required
              onChange={(e) => set({ role: e.target.value })}
            />
          </div>
          <div className="fb-row">
            <Field
              id="fb-report-device"
              label="Device info"
              hint="Browser, system and device"
              value={form.deviceInfo}
              maxLength={200}
              required
              onChange={(e) => set({ deviceInfo: e.target.value })}
            />
            <SelectField
              id="fb-report-severity"
              label="Severity"
              value={form.severity}
              options={SEVERITIES}
              onChange={(v) => set({ severity: v as Severity })}
            />
          </div>
          {kinds.map(([key, label]) => (
            <TextAreaField
              key={key}
              id={`fb-report-${key}`}
              label={label}
              rows={2}
              maxLength={2000}
              value={form[key] as string}
              onChange={(e) => set({ [key]: e.target.value })}
            />
          ))}
          <AttachmentsInput
            files={form.attachments}
            max={props.maxFiles}
            onChange={(attachments) => set({ attachments })}
            onError={submission.setAlert}
          />
          <Honeypot value={website} onChange={setWebsite} />
          <FormError message={submission.alert} />
          <SubmitButton
            label="Submit report"
            busyLabel={feedbackText.submitting}
            busy={submission.busy}
            className="btn btn-primary"
          />
        </form>
      )}
    </Dialog>
  );
}
