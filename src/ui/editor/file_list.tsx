/**
 * The sidebar's files (spec 001 §2): open one, '+ New File', and rename or delete each. Rename
 * asks with a prompt (empty cancels); delete asks 'Delete this file?'.
 */
import type { FileMeta } from "../../client/collab/room_state.ts";
import { IconButton } from "../kit/buttons.tsx";
import { Icon } from "../kit/icon.tsx";
import { iconFilePlain, iconPen, iconTrashPlain } from "../kit/icon_paths.ts";

export type FileListProps = {
  files: FileMeta[];
  activeId: string | null;
  enabled: boolean;
  onSelect(fileId: string): void;
  onNew(): void;
  onRename(file: FileMeta): void;
  onDelete(file: FileMeta): void;
};

export function FileList(props: FileListProps) {
  return (
    <section className="room-files" aria-labelledby="room-files-title">
      <div className="room-files-head">
        <h2 id="room-files-title" className="room-side-title">Files</h2>
        <button
          type="button"
          className="btn btn-small room-new-file"
          onClick={props.onNew}
          disabled={!props.enabled}
        >
          + New File
        </button>
      </div>
      {props.files.length === 0
        ? (
          <p className="room-files-empty muted">
            {props.enabled ? "No files yet. Add one with + New File." : "Connect to see files."}
          </p>
        )
        : (
          <ul className="room-file-list">
            {props.files.map((f) => (
              <li key={f._id} className="room-file" data-active={f._id === props.activeId}>
                <button
                  type="button"
                  className="room-file-open"
                  aria-current={f._id === props.activeId ? "true" : undefined}
                  onClick={() =>
                    props.onSelect(f._id)}
                >
                  <Icon d={iconFilePlain} size={16} className="room-icon" />
                  <span className="room-file-name">{f.name}</span>
                </button>
                <IconButton
                  icon={iconPen}
                  label={`Rename ${f.name}`}
                  title="Rename"
                  className="room-file-action"
                  iconClassName="room-icon"
                  size={16}
                  onClick={() =>
                    props.onRename(f)}
                />
                <IconButton
                  icon={iconTrashPlain}
                  label={`Delete ${f.name}`}
                  title="Delete"
                  className="room-file-action is-danger"
                  iconClassName="room-icon"
                  size={16}
                  onClick={() =>
                    props.onDelete(f)}
                />
              </li>
            ))}
          </ul>
        )}
    </section>
  );
}
