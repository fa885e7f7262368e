/**
 * The messages of a conversation, oldest to newest, grouped by day; the student's own on the
 * right, optimistic ones marked 'Sending...' at reduced opacity (spec 000 §4); each bubble is
 * `message_item.tsx`. Older messages load from the top without moving what is on screen; new ones
 * scroll into view when the reader is at the bottom or sent them.
 */
import { useLayoutEffect, useRef } from "react";
import { MoreButton } from "../kit/buttons.tsx";
import { dayKey, dayLabel } from "../kit/format.ts";
import { MessageItem } from "./message_item.tsx";
import type { ChatMessage } from "./types.ts";

type Day = { key: string; label: string; messages: ChatMessage[] };

function byDay(messages: ChatMessage[]): Day[] {
  const days: Day[] = [];
  for (const m of messages) {
    const key = dayKey(m.createdAt);
    const last = days.at(-1);
    if (last?.key === key) last.messages.push(m);
    else days.push({ key, label: dayLabel(m.createdAt), messages: [m] });
  }
  return days;
}

export type MessageListProps = {
  messages: ChatMessage[];
  meId: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder(): void;
  /** Shown under the last message (the typing line), kept in view at the bottom. */
  footer?: string;
  /** One's own message edited; resolves once stored. Absent in a read-only chat. */
  onEdit?(messageId: string, content: string): Promise<unknown>;
  onDelete(messageId: string): void;
  /** The chat's two students by lowercased username, so their `@names` link to profiles. */
  mentions?: Record<string, string>;
};

export function MessageList(props: MessageListProps) {
  const box = useRef<HTMLDivElement>(null);
  const seen = useRef({ first: "", last: "", height: 0, top: 0 });
  const atBottom = useRef(true);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const first = props.messages[0]?._id ?? "";
    const lastMessage = props.messages.at(-1);
    const last = lastMessage?._id ?? "";
    const was = seen.current;
    if (was.first && first !== was.first && last === was.last) {
      // Older messages came in above: keep the same messages on screen.
      el.scrollTop = el.scrollHeight - was.height + was.top;
    } else if (
      last !== was.last && (atBottom.current || !was.last || lastMessage?.sender._id === props.meId)
    ) {
      el.scrollTop = el.scrollHeight;
      atBottom.current = true;
    } else if (atBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
    seen.current = { first, last, height: el.scrollHeight, top: el.scrollTop };
  }, [props.messages, props.footer]);

  function onScroll() {
    const el = box.current!;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
    seen.current = { ...seen.current, height: el.scrollHeight, top: el.scrollTop };
  }

  return (
    <div className="chat-messages" ref={box} onScroll={onScroll}>
      {props.hasOlder && (
        <div className="chat-older">
          <MoreButton
            label="Load older messages"
            loading={props.loadingOlder}
            onClick={props.onLoadOlder}
            className="btn btn-small"
          />
        </div>
      )}
      {props.messages.length === 0 && (
        <p className="chat-hello muted">No messages yet. Say hello!</p>
      )}
      {byDay(props.messages).map((day) => (
        <section key={day.key} className="chat-day" aria-label={day.label}>
          <h3 className="chat-day-label">
            <span>{day.label}</span>
          </h3>
          <ol className="chat-day-list">
            {day.messages.map((m) => (
              <MessageItem
                // Keyed by clientId where there is one, so the stored copy takes the
                // optimistic one's place instead of replacing the element.
                key={m.clientId ? `c-${m.clientId}` : m._id}
                message={m}
                mine={m.sender._id === props.meId}
                onEdit={props.onEdit}
                onDelete={props.onDelete}
                mentions={props.mentions}
              />
            ))}
          </ol>
        </section>
      ))}
      <p className="chat-typing" aria-live="polite">{props.footer ?? ""}</p>
    </div>
  );
}
