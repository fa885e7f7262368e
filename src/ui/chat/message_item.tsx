/**
 * One chat message bubble: its text (or "message deleted"), its time with "edited" once changed,
 * for one's own stored message Edit in place and Delete after a confirmation, and Report for the
 * other student's.
 */
import { useState } from "react";
import { LinkedText } from "../kit/linked_text.tsx";
import { InlineEdit } from "../kit/inline_edit.tsx";
import { clockTime } from "../kit/format.ts";
import { MESSAGE_MAX } from "../../shared/chat_limits.ts";
import type { ChatMessage } from "./types.ts";
import { ReportButton } from "../safety/report_button.tsx";

const DELETE_CONFIRM = "Delete this message? It will show as “message deleted” for both of you.";

export type MessageItemProps = {
  message: ChatMessage;
  mine: boolean;
  /** Absent where the chat is read-only (a block): Delete stays, Edit goes. */
  onEdit?(messageId: string, content: string): Promise<unknown>;
  onDelete(messageId: string): void;
  mentions?: Record<string, string>;
};

export function MessageItem({ message: m, mine, onEdit, onDelete, mentions }: MessageItemProps) {
  const [editing, setEditing] = useState(false);
  const canChange = mine && !m.isOptimistic && !m.deleted;
  const cls = [
    "chat-msg",
    mine ? "chat-msg-mine" : "chat-msg-theirs",
    m.isOptimistic ? "chat-msg-sending" : "",
    m.deleted ? "chat-msg-deleted" : "",
    editing ? "chat-msg-editing" : "",
  ].filter(Boolean).join(" ");
  return (
    <li
      className={cls}
      data-message-id={m.isOptimistic ? undefined : m._id}
      aria-busy={m.isOptimistic || undefined}
    >
      <div className="chat-bubble">
        <span className="visually-hidden">{mine ? "You:" : `${m.sender.name}:`}</span>
        {m.deleted
          ? <p className="chat-text chat-text-deleted">message deleted</p>
          : editing
          ? (
            <InlineEdit
              initial={m.content}
              label="Edit message"
              maxLength={MESSAGE_MAX}
              onSave={(content) => onEdit!(m._id, content).then(() => setEditing(false))}
              onCancel={() => setEditing(false)}
            />
          )
          : (
            <p className="chat-text">
              <LinkedText text={m.content} mentions={mentions} />
            </p>
          )}
        <span className="chat-meta">
          {m.isOptimistic ? "Sending..." : (
            <>
              {m.editedAt && !m.deleted && <span className="chat-edited">edited ·</span>}
              <time dateTime={m.createdAt}>{clockTime(m.createdAt)}</time>
            </>
          )}
        </span>
      </div>
      {!mine && !m.deleted && !m.isOptimistic && (
        <div className="chat-msg-actions">
          <ReportButton
            subject={{ targetType: "message", targetId: m._id, parentId: m.chatId }}
            label={`Report message from ${m.sender.name}`}
            look="link"
            className="link-button chat-msg-report"
          />
        </div>
      )}
      {canChange && !editing && (
        <div className="chat-msg-actions">
          {onEdit && (
            <button type="button" className="link-button" onClick={() => setEditing(true)}>
              Edit
            </button>
          )}
          <button
            type="button"
            className="link-button chat-msg-delete"
            onClick={() => confirm(DELETE_CONFIRM) && onDelete(m._id)}
          >
            Delete
          </button>
        </div>
      )}
    </li>
  );
}
