/** /editor/{roomId}: the collaborative code-editor room (spec 001 §2 "Editor room"). */
import { definePage } from "../src/ssr/page.ts";

export default definePage({
  title: "Code room",
  render: (c) => {
    const roomId = c.req.param("roomId") ?? "";
    return (
      <div className="container page">
        <header className="page-head">
          <h1>Code room</h1>
          <p className="muted">
            Room <code>{roomId}</code>: write, run and talk about code together, live.
          </p>
        </header>
        <section className="card editor-frame" aria-label="Editor">
          <div className="field">
            <label htmlFor="room-name">Your name</label>
            <input id="room-name" className="input" placeholder="Enter your name" />
          </div>
          <div className="skeleton editor-skeleton" aria-hidden="true" />
        </section>
      </div>
    );
  },
});
