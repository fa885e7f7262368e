/**
 * The list of conversations (spec 000 §2 "Chat page"): the other student, the last message
 * (yours marked "You:"), how long ago (a date after a day), unread badges, 'Load More Chats'
 * while pages remain, and 'No conversations yet'.
 */
import type { MouseEvent } from "react";
import { Avatar } from "../kit/avatar.tsx";
import { MoreButton } from "../kit/buttons.tsx";
import { badgeText } from "../kit/format.ts";
import { TimeAgo } from "../kit/time_ago.tsx";
import { type ChatView, otherOf } from "./types.ts";
import type { ChatList } from "./queries.ts";

export function chatHref(userId: string): string {
  return `/chat?userId=${encodeURIComponent(userId)}`;
}

/** A plain click opens in place; a click meant for a new tab is left to the browser. */
export function inPlace(e: MouseEvent): boolean {
  if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return false;
  e.preventDefault();
  return true;
}

function ChatRow(
  props: { chat: ChatView; meId: string; active: boolean; onOpen(chat: ChatView): void },
) {
  const { chat } = props;
  const other = otherOf(chat, props.meId);
  const last = chat.lastMessage;
  const preview = last ? `${last.sender === props.meId ? "You: " : ""}${last.content}` : "";
  const badge = badgeText(chat.unreadCount);
  return (
    <li>
      <a
        className={chat.unreadCount > 0 ? "chat-item chat-item-unread" : "chat-item"}
        href={chatHref(other._id)}
        aria-current={props.active ? "true" : undefined}
        data-chat-id={chat._id}
        onClick={(e) => inPlace(e) && props.onOpen(chat)}
      >
        <Avatar src={other.profilePicture} name={other.name} size={44} />
        <span className="chat-item-body">
          <span className="chat-item-top">
            <span className="chat-item-name">{other.name}</span>
            <TimeAgo
              className="chat-item-time"
              iso={last?.timestamp ?? chat.createdAt}
              after="date"
            />
          </span>
          <span className="chat-item-bottom">
            <span className={preview ? "chat-item-preview" : "chat-item-preview muted"}>
              {preview || "No messages yet"}
            </span>
            {badge && (
              <span
                className="chat-unread"
                data-count={chat.unreadCount}
                aria-label={`${chat.unreadCount} unread`}
              >
                {badge}
              </span>
            )}
          </span>
        </span>
      </a>
    </li>
  );
}

export function ConversationList(
  props: {
    list: ChatList;
    meId: string;
    activeChatId: string | null;
    onOpen(chat: ChatView): void;
  },
) {
  const { list } = props;
  if (list.status === "loading" && list.chats.length === 0) {
    return <p className="chat-side-note muted">Loading conversations...</p>;
  }
  if (list.chats.length === 0) return <p className="chat-side-note">No conversations yet</p>;
  return (
    <>
      <ul className="chat-list" aria-label="Conversations">
        {list.chats.map((chat) => (
          <ChatRow
            key={chat._id}
            chat={chat}
            meId={props.meId}
            active={chat._id === props.activeChatId}
            onOpen={props.onOpen}
          />
        ))}
      </ul>
      {list.hasMore && (
        <MoreButton
          label="Load More Chats"
          loading={list.loadingMore}
          onClick={list.loadMore}
          className="btn btn-small chat-more"
        />
      )}
    </>
  );
}
