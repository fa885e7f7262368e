/**
 * The report dialog (issue 19 "Block and report"): a reason, optional details, Send; then a
 * thank-you in the same dialog. The server's sentence is shown when it refuses (already
 * reported, the day's limit, gone).
 */
import { useMutation } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { useId, useState } from "react";
import { trpc } from "../../client/query.tsx";
import {
  REPORT_DETAILS_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
  type ReportTarget,
} from "../../shared/report_rules.ts";
import { Dialog } from "../kit/dialog.tsx";
import { FormError, TextAreaField } from "../kit/field.tsx";

/** What is reported: a comment names its post and a message its chat in `parentId`. */
export type ReportSubject = { targetType: ReportTarget; targetId: string; parentId?: string };

const nouns: Record<ReportTarget, string> = {
  post: "post",
  comment: "comment",
  profile: "profile",
  message: "message",
};

export type ReportDialogProps = { subject: ReportSubject; open: boolean; onClose(): void };

export function ReportDialog({ subject, open, onClose }: ReportDialogProps) {
  const ids = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState("");
  const send = useMutation(trpc.safety.report.mutationOptions());
  const busy = send.isPending;
  const noun = nouns[subject.targetType];

  function close() {
    if (busy) return;
    send.reset();
    setReason(null);
    setDetails("");
    onClose();
  }

  if (send.isSuccess) {
    return (
      <Dialog
        open={open}
        title="Thanks for telling us"
        onClose={close}
        actions={
          <button type="button" className="btn btn-primary" onClick={close} data-autofocus>
            Close
          </button>
        }
      >
        <p className="report-done" role="status">
          We received your report of this{" "}
          {noun}. Our team reviews every report; you won't see this reported {noun}{" "}
          change until they have.
        </p>
      </Dialog>
    );
  }

  const problem = send.error instanceof TRPCClientError
    ? send.error.message
    : send.isError
    ? "Failed to send the report. Please try again."
    : null;

  return (
    <Dialog
      open={open}
      title={`Report ${noun}`}
      subtitle="Reports are private: the student is not told who sent one."
      onClose={close}
      actions={
        <>
          <button type="button" className="btn" onClick={close} disabled={busy}>Cancel</button>
          <button
            type="submit"
            form={`${ids}-form`}
            className="btn btn-danger report-send"
            disabled={busy || reason === null}
            aria-busy={busy || undefined}
          >
            {busy ? "Sending..." : "Send report"}
          </button>
        </>
      }
    >
      <form
        id={`${ids}-form`}
        className="report-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (reason) send.mutate({ ...subject, reason, details });
        }}
      >
        <fieldset className="report-reasons">
          <legend>Why are you reporting this {noun}?</legend>
          {REPORT_REASONS.map((r, i) => (
            <label key={r} className="report-reason">
              <input
                type="radio"
                name={`${ids}-reason`}
                value={r}
                checked={reason === r}
                onChange={() => setReason(r)}
                data-autofocus={i === 0 || undefined}
              />
              {REPORT_REASON_LABELS[r]}
            </label>
          ))}
        </fieldset>
        <TextAreaField
          id={`${ids}-details`}
          label="Details (optional)"
          hint={`${details.length}/${REPORT_DETAILS_MAX}`}
          value={details}
          maxLength={REPORT_DETAILS_MAX}
          rows={3}
          className="input"
          onChange={(e) => setDetails(e.target.value)}
        />
        <FormError message={problem} />
      </form>
    </Dialog>
  );
}
