/**
 * The editor's place in the room: what to show before Connect, while the room syncs, when it
 * has no file, and otherwise Monaco (loaded on first use) bound to the open file.
 */
import { Suspense } from "react";
import type { FileMeta } from "../../client/collab/room_state.ts";
import type { RoomConnection } from "../../client/collab/use_room.ts";
import { lazyRoomEditor, type MonacoAssets } from "../../client/collab/monaco_loader.ts";
import { EditorBoundary, EditorPlaceholder, EditorSkeleton } from "./editor_area.tsx";

export type CodeAreaProps = {
  conn: RoomConnection;
  activeFile: FileMeta | null;
  fontSize: number;
  monaco: MonacoAssets;
};

export function CodeArea({ conn, activeFile, fontSize, monaco }: CodeAreaProps) {
  if (conn.state !== "open") {
    return <EditorPlaceholder kind={conn.state === "starting" ? "loading" : "disconnected"} />;
  }
  if (!conn.snapshot.synced) return <EditorPlaceholder kind="loading" />;
  if (!activeFile) return <EditorPlaceholder kind="noFile" />;
  const RoomEditor = lazyRoomEditor(monaco);
  return (
    <EditorBoundary>
      <Suspense fallback={<EditorSkeleton />}>
        <RoomEditor
          session={conn.session}
          fileId={activeFile._id}
          fileName={activeFile.name}
          language={activeFile.language}
          fontSize={fontSize}
          loading={<EditorSkeleton />}
        />
      </Suspense>
    </EditorBoundary>
  );
}
