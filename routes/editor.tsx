/**
 * /editor/{roomId}: the collaborative code-editor room (spec 001 §2 "Editor room"). No sign-in
 * is needed; a signed-in student's name fills the name field. The page is rendered on the
 * server disconnected, with Monaco's stylesheet and worker handed to the island to load later.
 */
import { definePage } from "../src/ssr/page.ts";
import { EditorRoomIsland } from "../src/ssr/islands.ts";
import { assetUrl, cssUrl } from "../src/ssr/manifest.ts";

export default definePage({
  title: "Code room",
  description: "Write, run and talk about code together, live, in a Campus code room.",
  render: (c) => {
    const roomId = c.req.param("roomId") ?? "";
    const manifest = c.get("deps").manifest;
    return (
      <div className="container page room-page">
        <header className="room-page-head">
          <h1>Code room</h1>
          <p className="muted">Write, run and talk about code together, live.</p>
        </header>
        <EditorRoomIsland
          roomId={roomId}
          user={c.get("user")}
          sessionState={c.get("sessionState")}
          monaco={{ css: cssUrl(manifest, "monaco"), worker: assetUrl(manifest, "editorWorker") }}
        />
      </div>
    );
  },
});
