/**
 * The Files tab's dialogs: a file opened whole (read-only, monospace, scrolling, with line
 * numbers and its language from the extension) and the owner's delete confirmation naming it.
 */
import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../client/query.tsx";
import { trpcMessage } from "../../client/trpc.ts";
import type { FileSummary } from "../../files/model.ts";
import { languageOfFilename } from "../../shared/languages.ts";
import { LANGUAGE_OPTIONS } from "../editor/constants.ts";
import { Dialog } from "../kit/dialog.tsx";
import { bytes, shortDateUtc } from "../kit/format.ts";
import { LoadError } from "../kit/states.tsx";
import { downloadUrl, useDeleteFile } from "./file_queries.ts";

/** "Python", "C++"…, or "Plain text" when the extension names none of the room's languages. */
export function languageLabel(filename: string): string {
  const lang = languageOfFilename(filename);
  return LANGUAGE_OPTIONS.find((o) => o.value === lang)?.label ?? "Plain text";
}

/** The content with one span per line, numbered by CSS, so copying takes only the code. */
function CodeView(props: { content: string; filename: string }) {
  const lines = props.content.replace(/\n$/, "").split("\n");
  return (
    <pre
      className="file-view"
      tabIndex={0}
      aria-label={`Content of ${props.filename}`}
      style={{ ["--gutter" as string]: `${String(lines.length).length + 1}ch` }}
    >
      <code>
        {lines.map((line, i) => (
          <span key={i} className="file-line">{`${line}\n`}</span>
        ))}
      </code>
    </pre>
  );
}

export type FileViewDialogProps = {
  file: FileSummary;
  userId: string;
  open: boolean;
  onClose(): void;
  /** Shown beside Download: Open in new room (signed-in viewers). */
  roomButton?: ReactNode;
};

export function FileViewDialog(props: FileViewDialogProps) {
  const f = props.file;
  const full = useQuery({
    ...trpc.files.byId.queryOptions({ userId: props.userId, fileId: f._id }),
    enabled: props.open,
  });
  return (
    <Dialog
      open={props.open}
      title={f.filename}
      subtitle={`${languageLabel(f.filename)} · ${bytes(f.size)} · Updated ${
        shortDateUtc(f.updatedAt)
      }`}
      className="dialog-wide file-dialog"
      onClose={props.onClose}
      actions={
        <>
          <a className="btn" href={downloadUrl(f._id)} download={f.filename}>Download</a>
          {props.roomButton}
          <button type="button" className="btn btn-primary" data-autofocus onClick={props.onClose}>
            Close
          </button>
        </>
      }
    >
      {full.data
        ? <CodeView content={full.data.content} filename={f.filename} />
        : full.isError && !full.isFetching
        ? (
          <LoadError
            message="Failed to load the file"
            onRetry={() => void full.refetch()}
            className="profile-error"
          />
        )
        : <p className="muted" role="status">Loading file...</p>}
    </Dialog>
  );
}

export function DeleteFileDialog(
  props: { file: FileSummary; userId: string; open: boolean; onClose(): void },
) {
  const remove = useDeleteFile(props.userId, props.onClose);
  const busy = remove.isPending;
  const close = () => {
    if (busy) return;
    remove.reset();
    props.onClose();
  };
  return (
    <Dialog
      open={props.open}
      title="Delete file?"
      onClose={close}
      actions={
        <>
          <button type="button" className="btn" data-autofocus onClick={close} disabled={busy}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-danger"
            disabled={busy}
            onClick={() => remove.mutate({ fileId: props.file._id })}
          >
            {busy ? "Deleting..." : "Delete"}
          </button>
        </>
      }
    >
      <p>
        <strong className="file-dialog-name">{props.file.filename}</strong>{" "}
        will be removed from your profile for good. Editor rooms keep their own copy.
      </p>
      {remove.isError && (
        <p className="field-error" role="alert">
          {trpcMessage(remove.error, "Failed to delete the file. Please try again.")}
        </p>
      )}
    </Dialog>
  );
}
