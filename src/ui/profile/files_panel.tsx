/**
 * The Files tab (spec 000 §3 File, §4 "File visibility", §9): files saved from code rooms with
 * a preview of at most 600 characters; the owner switches each between private and public.
 */
import { useEffect, useState } from "react";
import { trpc } from "../../client/trpc.ts";
import type { FileSummary, Visibility } from "../../files/model.ts";
import { bytes, shortDateUtc } from "../kit/format.ts";
import { LoadError, Placeholders } from "../kit/states.tsx";

type FilesState =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; files: FileSummary[] };

function FileCard(
  props: { file: FileSummary; isOwner: boolean; onChange(file: FileSummary): void },
) {
  const f = props.file;
  const [busy, setBusy] = useState(false);
  const next: Visibility = f.visibility === "public" ? "private" : "public";

  async function toggle() {
    if (busy) return;
    setBusy(true);
    try {
      await trpc.files.setVisibility.mutate({ fileId: f._id, visibility: next });
      props.onChange({ ...f, visibility: next });
    } catch {
      alert("Failed to change file visibility. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="card file-card">
      <div className="file-card-head">
        <div className="file-card-title">
          <h3>{f.filename}</h3>
          <span className={`badge file-visibility is-${f.visibility}`}>
            {f.visibility === "public" ? "Public" : "Private"}
          </span>
        </div>
        {props.isOwner && (
          <button type="button" className="btn btn-small" onClick={toggle} disabled={busy}>
            {busy ? "Saving..." : `Make ${next}`}
            <span className="visually-hidden">{` (${f.filename})`}</span>
          </button>
        )}
      </div>
      <p className="file-card-meta muted">
        <span>
          Room <a href={`/editor/${encodeURIComponent(f.roomId)}`}>{f.roomId}</a>
        </span>
        <span>Updated {shortDateUtc(f.updatedAt)}</span>
        <span>{bytes(f.size)}</span>
      </p>
      <pre className="file-preview" tabIndex={0} aria-label={`Preview of ${f.filename}`}>
        <code>{f.preview}{f.truncated ? "…" : ""}</code>
      </pre>
    </li>
  );
}

export function FilesPanel(props: { userId: string; isOwner: boolean }) {
  const [state, setState] = useState<FilesState>({ status: "loading" });

  async function load() {
    setState({ status: "loading" });
    try {
      setState({ status: "ready", files: await trpc.files.list.query({ userId: props.userId }) });
    } catch {
      setState({ status: "error" });
    }
  }

  useEffect(() => {
    void load();
  }, [props.userId]);

  if (state.status === "loading") {
    return (
      <Placeholders
        label="Loading files..."
        className="file-skeleton"
        count={2}
        item={(i) => <span key={i} className="skeleton" aria-hidden="true" />}
      />
    );
  }
  if (state.status === "error") {
    return (
      <LoadError
        message="Failed to load files"
        onRetry={() => void load()}
        className="profile-error"
      />
    );
  }
  if (state.files.length === 0) return <p className="empty-state">No files saved.</p>;

  const replace = (file: FileSummary) =>
    setState((s) =>
      s.status === "ready"
        ? { ...s, files: s.files.map((f) => (f._id === file._id ? file : f)) }
        : s
    );
  return (
    <>
      {props.isOwner && (
        <p className="muted profile-panel-note">
          Only you see private files. Public files show to everyone who visits your profile.
        </p>
      )}
      <ul className="file-list">
        {state.files.map((f) => (
          <FileCard key={f._id} file={f} isOwner={props.isOwner} onChange={replace} />
        ))}
      </ul>
    </>
  );
}
