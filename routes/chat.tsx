/** /chat: conversations and the message pane (spec 000 §2 "Chat page"). Requires sign-in. */
import { definePage } from "../src/ssr/page.ts";

export default definePage({
  title: "Messages",
  guard: "signedIn",
  render: () => (
    <div className="container page">
      <h1>Messages</h1>
      <div className="chat-layout">
        <aside className="card chat-list" aria-label="Conversations">
          <label className="visually-hidden" htmlFor="chat-search">Search people</label>
          <input id="chat-search" className="input" placeholder="Search by username" />
          <p className="empty-state">No conversations yet</p>
        </aside>
        <section className="card chat-pane" aria-label="Conversation">
          <p className="muted">Choose a conversation, or find someone to message.</p>
        </section>
      </div>
    </div>
  ),
});
