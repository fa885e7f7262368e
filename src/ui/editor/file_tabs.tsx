/** The open-file tabs above the editor and the typing indicator beside them (spec 001 §2). */
import type { FileMeta } from "../../client/collab/room_state.ts";

export function FileTabs(
  props: { files: FileMeta[]; activeId: string | null; onSelect(fileId: string): void },
) {
  if (props.files.length === 0) return null;
  return (
    <nav className="room-tabs" aria-label="Open file">
      {props.files.map((f) => (
        <button
          key={f._id}
          type="button"
          className="room-tab"
          aria-current={f._id === props.activeId ? "true" : undefined}
          onClick={() => props.onSelect(f._id)}
        >
          {f.name}
        </button>
      ))}
    </nav>
  );
}

/** Shares the tabs' line, so the editor does not jump when someone starts typing. */
export function TypingIndicator(props: { text: string }) {
  return (
    <p className="room-typing" aria-live="polite">
      {props.text}
    </p>
  );
}
