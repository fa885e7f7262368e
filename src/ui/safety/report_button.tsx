/** "Report" on a post, comment, profile or chat message: a flag button (or a text link) that
 * opens the report dialog for that item. */
import { useState } from "react";
import { IconButton } from "../kit/buttons.tsx";
import { iconFlag } from "../kit/icon_paths.ts";
import { ReportDialog, type ReportSubject } from "./report_dialog.tsx";

export type ReportButtonProps = {
  subject: ReportSubject;
  /** What it reports, for screen readers, e.g. "Report post". */
  label: string;
  /** A flag icon (post cards) or the word "Report" (comments, messages, profiles). */
  look: "icon" | "link" | "button";
  className?: string;
};

export function ReportButton({ subject, label, look, className }: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {look === "icon"
        ? (
          <IconButton
            icon={iconFlag}
            label={label}
            className={className ?? "post-tool"}
            iconClassName="post-icon"
            onClick={() => setOpen(true)}
          />
        )
        : (
          <button
            type="button"
            className={className ?? (look === "link" ? "link-button" : "btn btn-small")}
            aria-haspopup="dialog"
            aria-label={label}
            onClick={() => setOpen(true)}
          >
            Report
          </button>
        )}
      {open && <ReportDialog subject={subject} open onClose={() => setOpen(false)} />}
    </>
  );
}
