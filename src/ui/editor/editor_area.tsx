/**
 * Where the code editor sits: a note before Connect, a skeleton while the room syncs and
 * Monaco loads (also what the server renders), a way on when the room has no file, and a
 * message instead of a broken page when the editor's files cannot be loaded.
 */
import { Component, type ReactNode } from "react";

export type EditorPlaceholderKind = "disconnected" | "loading" | "noFile";

const LINE_WIDTHS = ["42%", "68%", "55%", "30%", "61%", "24%"];

function SkeletonLines() {
  return LINE_WIDTHS.map((width, i) => (
    <div key={i} className="skeleton room-skeleton-line" style={{ width }} />
  ));
}

export function EditorSkeleton() {
  return (
    <div className="room-editor-box room-editor-skeleton" role="status" aria-label="Loading editor">
      <SkeletonLines />
    </div>
  );
}

/** The editor's outline, still, with what to do next over it. */
export function EditorPlaceholder(props: { kind: EditorPlaceholderKind }) {
  if (props.kind === "loading") return <EditorSkeleton />;
  return (
    <div className="room-editor-box room-editor-skeleton is-still">
      <SkeletonLines />
      <div className="room-editor-note">
        {props.kind === "disconnected"
          ? (
            <>
              <p className="room-note-title">You are not in the room yet</p>
              <p>Enter your name and press Connect to code, chat and run programs together.</p>
            </>
          )
          : (
            <>
              <p className="room-note-title">This room has no files</p>
              <p>Add one with + New File in the sidebar.</p>
            </>
          )}
      </div>
    </div>
  );
}

type BoundaryState = { failed: boolean };

/** Catches a failed load of the editor module (a dropped connection mid-download). */
export class EditorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="room-editor-box room-editor-skeleton is-still" role="alert">
        <div className="room-editor-note">
          <p className="room-note-title">The editor could not be loaded</p>
          <p>Check your connection, then reload the page.</p>
          <button type="button" className="btn btn-small" onClick={() => location.reload()}>
            Reload
          </button>
        </div>
      </div>
    );
  }
}
