/**
 * The conversation pane (spec 000 §2 "Chat page"): the other student's avatar and name linking
 * to their profile, the messages, "Name is typing…" while they type, and the input (a read-only
 * notice instead across a block). On phones a Back button returns to the list. 'Chat not found'
 * when the conversation cannot be loaded.
 */
import { useState } from "react";
import type { SessionUser } from "../../http/session.ts";
import { Avatar } from "../kit/avatar.tsx";
import { Icon } from "../kit/icon.tsx";
import { iconChevronLeft } from "../kit/icon_paths.ts";
import { Composer } from "./composer.tsx";
import { MessageList } from "./message_list.tsx";
import { type ChatView, otherOf, shortName } from "./types.ts";
import { useConversation } from "./use_conversation.ts";

export function BackButton(props: { onBack(): void }) {
  return (
    <button type="button" className="btn btn-small chat-back" onClick={props.onBack}>
      <Icon d={iconChevronLeft} size={16} className="" />
      Back
    </button>
  );
}

/** The pane without a conversation: nothing chosen, opening one, or one that is missing. */
export function PaneMessage(props: { text?: string; onBack?(): void; title?: string }) {
  return (
    <section className="card chat-pane chat-pane-message" aria-label="Conversation">
      {props.onBack && (
        <div className="chat-pane-head chat-pane-head-bare">
          <BackButton onBack={props.onBack} />
        </div>
      )}
      <div className="chat-pane-note">
        {props.title && <h2>{props.title}</h2>}
        {props.text && <p className="muted">{props.text}</p>}
      </div>
    </section>
  );
}

export type ConversationPaneProps = {
  chat: ChatView;
  me: SessionUser;
  /** Text to start the input with (a shared post's message). */
  initialDraft: string;
  onBack(): void;
  onRead(chatId: string): void;
};

export function ConversationPane(props: ConversationPaneProps) {
  const [draft, setDraft] = useState(props.initialDraft);
  const c = useConversation(props.chat._id, props.me, {
    onRead: () => props.onRead(props.chat._id),
    onSendFailed: (content) => setDraft((d) => (d.trim() === "" ? content : d)),
  });

  if (c.status === "missing") {
    return <PaneMessage title="Chat not found" onBack={props.onBack} />;
  }
  const other = otherOf(c.chat ?? props.chat, props.me._id);
  const profile = `/profile/${encodeURIComponent(other._id)}`;
  return (
    <section className="card chat-pane" aria-label={`Conversation with ${other.name}`}>
      <header className="chat-pane-head">
        <BackButton onBack={props.onBack} />
        <a className="chat-peer" href={profile}>
          <Avatar src={other.profilePicture} name={other.name} size={40} />
          <span className="chat-peer-text">
            <strong className="chat-peer-name">{other.name}</strong>
            {other.username && <span className="chat-peer-handle">@{other.username}</span>}
          </span>
        </a>
      </header>
      {c.status === "loading"
        ? <p className="chat-loading muted">Loading messages...</p>
        : (
          <MessageList
            messages={c.messages}
            meId={props.me._id}
            hasOlder={c.hasOlder}
            loadingOlder={c.loadingOlder}
            onLoadOlder={c.loadOlder}
            footer={c.typing ? `${shortName(other.name)} is typing…` : ""}
            onEdit={(c.chat ?? props.chat).blocked ? undefined : c.edit}
            onDelete={c.remove}
            mentions={{
              [other.username.toLowerCase()]: other._id,
              [props.me.username.toLowerCase()]: props.me._id,
            }}
          />
        )}
      {(c.chat ?? props.chat).blocked
        ? (
          // A block either way: the history stays readable, nothing more is sent.
          <p className="chat-readonly" role="status">
            You can't message this student. This conversation is read-only.
          </p>
        )
        : (
          <Composer
            value={draft}
            onChange={setDraft}
            onSend={c.send}
            onTyping={c.noteTyping}
            pending={c.pending}
            meId={props.me._id}
            autoFocus={globalThis.matchMedia?.("(min-width: 721px)").matches ?? false}
          />
        )}
    </section>
  );
}
