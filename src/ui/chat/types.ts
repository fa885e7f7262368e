/**
 * Types and constants shared by the chat components (spec 000 §3 Chat, Message; §9). Only type
 * imports from the server modules, so no schema library reaches the browser.
 */
import type { ChatView } from "../../chat/model.ts";
import type { Author, MessageView } from "../../shared/views.ts";
import type { PublicUser } from "../../users/model.ts";

export type { Author, ChatView, MessageView, PublicUser };

/** A message as the pane shows it: optimistic ones are the student's own, not yet stored. */
export type ChatMessage = MessageView & { isOptimistic?: boolean };

/** One page of the conversation list. */
export type ChatListPage = {
  chats: ChatView[];
  pagination: { page: number; pages: number; total: number };
};

export { CHAT_PAGE_SIZE, MESSAGE_MAX } from "../../shared/chat_limits.ts";

/** Messages loaded at once, first and older. */
export const MESSAGES_PAGE = 50;
/** Pause before the user search asks the server (spec 000 §9). */
export const SEARCH_DEBOUNCE_MS = 300;
/** Idle time after which typing counts as stopped (spec 000 §9). */
export const TYPING_IDLE_MS = 1000;
/** While typing goes on, typing_start is repeated this often, so the indicator stays. */
export const TYPING_REPEAT_MS = 4000;
/** The indicator hides by itself when neither a repeat nor a stop arrived for this long. */
export const TYPING_EXPIRE_MS = 7000;
/** A message the socket did not confirm in this time is sent again over HTTP (same clientId). */
export const SEND_FALLBACK_MS = 8000;

/** The other student of a conversation. */
export function otherOf(chat: ChatView, meId: string): Author {
  return chat.participants.find((p) => p._id !== meId) ?? chat.participants[0];
}

/** A name for the typing line: cut to 20 characters with '...' (spec 000 §2). */
export function shortName(name: string): string {
  return name.length > 20 ? `${name.slice(0, 20)}...` : name;
}

/**
 * Adds `incoming` to `list`: one copy per id, each optimistic message replaced by the stored copy
 * with its clientId, stored messages oldest first, optimistic ones after them.
 */
export function mergeMessages(list: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  const stored: ChatMessage[] = [];
  for (const m of [...list, ...incoming]) {
    if (m.isOptimistic) continue;
    if (!byId.has(m._id)) stored.push(m);
    byId.set(m._id, m);
  }
  const confirmed = new Set(stored.map((m) => m.clientId).filter(Boolean));
  const optimistic = [...list, ...incoming].filter((m, i, all) =>
    m.isOptimistic && !confirmed.has(m.clientId) &&
    all.findIndex((x) => x.isOptimistic && x.clientId === m.clientId) === i
  );
  const sorted = stored.map((m) => byId.get(m._id)!).sort((a, b) =>
    a._id < b._id ? -1 : a._id > b._id ? 1 : 0
  );
  return [...sorted, ...optimistic];
}
