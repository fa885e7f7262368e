/**
 * The Files tab (spec 000 §3 File, §4 "File visibility", §9): files saved from code rooms with
 * a preview of at most 600 characters. Each readable file opens whole, downloads, and opens in a
 * new editor room (signed in); the owner switches it between private and public, or deletes it.
 */
import { useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../client/query.tsx";
import { trpcMessage } from "../../client/trpc.ts";
import type { FileSummary, Visibility } from "../../files/model.ts";
import { bytes, shortDateUtc } from "../kit/format.ts";
import { LoadError, Placeholders } from "../kit/states.tsx";
import { DeleteFileDialog, FileViewDialog } from "./file_dialogs.tsx";
import { downloadUrl, useOpenInRoom } from "./file_queries.ts";

/** Make public / Make private; the list adopts the file as the server saved it. */
function useVisibility(userId: string) {
  const client = useQueryClient();
  return useMutation(trpc.files.setVisibility.mutationOptions({
    onSuccess(file) {
      client.setQueryData(
        trpc.files.list.queryKey({ userId }),
        (files) => files?.map((f) => (f._id === file._id ? file : f)),
      );
    },
    onError() {
      alert("Failed to change file visibility. Please try again.");
    },
  }));
}

type FileCardProps = { file: FileSummary; userId: string; isOwner: boolean; signedIn: boolean };

/** Open in new room: a fresh room starting with this file, then the room's page. */
function RoomButton(
  props: { file: FileSummary; room: ReturnType<typeof useOpenInRoom>; className: string },
) {
  const { file, room } = props;
  return (
    <button
      type="button"
      className={props.className}
      disabled={room.isPending || room.isSuccess}
      onClick={() => room.mutate({ fileId: file._id })}
    >
      {room.isPending || room.isSuccess ? "Opening room..." : "Open in new room"}
      <span className="visually-hidden">{` ${file.filename}`}</span>
    </button>
  );
}

function FileCard(props: FileCardProps) {
  const f = props.file;
  const visibility = useVisibility(props.userId);
  const room = useOpenInRoom();
  const [dialog, setDialog] = useState<"view" | "delete" | null>(null);
  const busy = visibility.isPending;
  const next: Visibility = f.visibility === "public" ? "private" : "public";
  const roomButton = (className: string) =>
    props.signedIn ? <RoomButton file={f} room={room} className={className} /> : undefined;

  function toggle() {
    if (!busy) visibility.mutate({ fileId: f._id, visibility: next });
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
      <div className="file-card-actions">
        <button
          type="button"
          className="btn btn-small btn-primary"
          onClick={() => setDialog("view")}
        >
          Open<span className="visually-hidden">{` ${f.filename}`}</span>
        </button>
        <a className="btn btn-small" href={downloadUrl(f._id)} download={f.filename}>
          Download<span className="visually-hidden">{` ${f.filename}`}</span>
        </a>
        {roomButton("btn btn-small")}
        {props.isOwner && (
          <button
            type="button"
            className="btn btn-small btn-danger"
            onClick={() => setDialog("delete")}
          >
            Delete<span className="visually-hidden">{` ${f.filename}`}</span>
          </button>
        )}
      </div>
      {room.isError && (
        <p className="field-error" role="alert">
          {trpcMessage(room.error, "Failed to open the file in a new room. Please try again.")}
        </p>
      )}
      <FileViewDialog
        file={f}
        userId={props.userId}
        open={dialog === "view"}
        onClose={() => setDialog(null)}
        roomButton={roomButton("btn file-dialog-room")}
      />
      {props.isOwner && (
        <DeleteFileDialog
          file={f}
          userId={props.userId}
          open={dialog === "delete"}
          onClose={() => setDialog(null)}
        />
      )}
    </li>
  );
}

export function FilesPanel(props: { userId: string; isOwner: boolean; signedIn: boolean }) {
  const files = useQuery(trpc.files.list.queryOptions({ userId: props.userId }));

  // Skeletons also while Try Again asks once more.
  if (!files.data && (!files.isError || files.isFetching)) {
    return (
      <Placeholders
        label="Loading files..."
        className="file-skeleton"
        count={2}
        item={(i) => <span key={i} className="skeleton" aria-hidden="true" />}
      />
    );
  }
  if (!files.data) {
    return (
      <LoadError
        message="Failed to load files"
        onRetry={() => void files.refetch()}
        className="profile-error"
      />
    );
  }
  if (files.data.length === 0) return <p className="empty-state">No files saved.</p>;

  return (
    <>
      {props.isOwner && (
        <p className="muted profile-panel-note">
          Only you see private files. Public files show to everyone who visits your profile.
        </p>
      )}
      <ul className="file-list">
        {files.data.map((f) => (
          <FileCard
            key={f._id}
            file={f}
            userId={props.userId}
            isOwner={props.isOwner}
            signedIn={props.signedIn}
          />
        ))}
      </ul>
    </>
  );
}
