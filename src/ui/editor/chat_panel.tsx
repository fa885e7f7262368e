/**
 * The room chat (spec 001 §2, §5): everyone's messages with sender and time, newest at the
 * bottom; Enter sends, and a message that is empty after trimming is not sent.
 */
import { useEffect, useRef, useState } from "react";
import type { ChatMessage } from "../../shared/room_doc.ts";
import { MAX_CHAT_TEXT } from "../../shared/room_limits.ts";
import { localClock } from "../kit/format.ts";

export type ChatPanelProps = {
  messages: ChatMessage[];
  enabled: boolean;
  onSend(text: string): void;
};

export function ChatPanel(props: ChatPanelProps) {
  const [draft, setDraft] = useState("");
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [props.messages.length]);

  function send() {
    const text = draft.trim();
    if (!text || !props.enabled) return;
    props.onSend(text);
    setDraft("");
  }

  return (
    <div className="room-chat">
      {props.messages.length === 0
        ? (
          <p className="room-panel-empty muted">
            {props.enabled ? "No messages yet. Say hello!" : "Connect to chat with the room."}
          </p>
        )
        : (
          <ol ref={list} className="room-chat-list" aria-label="Messages">
            {props.messages.map((m, i) => (
              <li key={`${m.time}-${i}`} className="room-chat-message">
                <div className="room-chat-meta">
                  <strong>{m.sender || "Anonymous"}</strong>
                  <time dateTime={new Date(m.time).toISOString()}>{localClock(m.time)}</time>
                </div>
                <p className="room-chat-text">{m.text}</p>
              </li>
            ))}
          </ol>
        )}
      <form
        className="room-chat-form"
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <label htmlFor="room-chat-input" className="visually-hidden">Message</label>
        <input
          id="room-chat-input"
          className="input"
          placeholder={props.enabled ? "Type a message" : "Connect to chat"}
          value={draft}
          maxLength={MAX_CHAT_TEXT}
          disabled={!props.enabled}
          autoComplete="off"
          onChange={(e) => setDraft(e.target.value)}
        />
        <button
          type="submit"
          className="btn btn-primary btn-small"
          disabled={!props.enabled || !draft.trim()}
        >
          Send
        </button>
      </form>
    </div>
  );
}
