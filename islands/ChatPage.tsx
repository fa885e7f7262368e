/**
 * /chat (spec 000 §2 "Chat page"): conversations and the user search at the left, the open
 * conversation at the right. `?userId=` opens or starts the chat with that student, `?message=`
 * starts its input with a shared message. On phones (≤ 720 px) the list or the conversation is
 * shown, with Back between them; the browser's back button does the same.
 */
import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { SessionState, SessionUser } from "../src/http/session.ts";
import { initSession, useSession } from "../src/client/session.ts";
import { markChatRead, upsertChat } from "../src/ui/chat/cache.ts";
import { chatHref, ConversationList } from "../src/ui/chat/conversation_list.tsx";
import { ConversationPane, PaneMessage } from "../src/ui/chat/conversation.tsx";
import { useChatList, useOpenChat } from "../src/ui/chat/queries.ts";
import { SearchBox, SearchResults } from "../src/ui/chat/user_search.tsx";
import { type ChatListPage, type ChatView, otherOf } from "../src/ui/chat/types.ts";
import { withQueries } from "../src/client/query.tsx";
import { useLiveUpdates } from "../src/ui/live_updates.ts";

export type ChatPageProps = {
  viewer: SessionUser;
  sessionState: SessionState;
  /** The first page of conversations, read by the server (null if that failed). */
  initial: ChatListPage | null;
  /** `?userId=`: the student to open a chat with. */
  userId: string | null;
  /** `?message=`: text to start the input with. */
  message: string | null;
};

type Pane =
  | { kind: "none" }
  | { kind: "opening" }
  | { kind: "open"; chat: ChatView }
  | { kind: "missing" };

type Move = "push" | "replace" | "none";

function ChatPage(props: ChatPageProps) {
  useSession(props.viewer, props.sessionState);
  useEffect(() => initSession(props.viewer, props.sessionState), []);
  // Before the list and the conversation first read: the header may load its code later.
  useLiveUpdates(props.viewer._id);
  const me = props.viewer;
  const [pane, setPane] = useState<Pane>(props.userId ? { kind: "opening" } : { kind: "none" });
  const [query, setQuery] = useState("");
  const [share, setShare] = useState(props.message ?? "");
  const activeChatId = pane.kind === "open" ? pane.chat._id : null;
  const client = useQueryClient();
  const list = useChatList(props.initial);
  const opener = useOpenChat();
  const attempt = useRef(0);
  const chats = useRef(list.chats);
  chats.current = list.chats;

  function moveTo(url: string, move: Move) {
    if (move === "push") history.pushState({ chat: true }, "", url);
    else if (move === "replace") history.replaceState(history.state, "", url);
  }

  function show(chat: ChatView, move: Move) {
    attempt.current++;
    upsertChat(client, chat);
    setPane({ kind: "open", chat });
    moveTo(chatHref(otherOf(chat, me._id)._id), move);
  }

  async function openWith(userId: string, move: Move) {
    const known = chats.current.find((c) => otherOf(c, me._id)._id === userId);
    if (known) return show(known, move);
    const mine = ++attempt.current;
    setPane({ kind: "opening" });
    moveTo(chatHref(userId), move);
    try {
      const chat = await opener.mutateAsync({ userId });
      if (mine === attempt.current) setPane({ kind: "open", chat });
    } catch {
      // Logged by the query client (spec 000 §8); the pane says the chat was not found.
      if (mine === attempt.current) setPane({ kind: "missing" });
    }
  }

  function close() {
    attempt.current++;
    setPane({ kind: "none" });
  }

  function back() {
    if (history.state?.chat) history.back();
    else {
      moveTo("/chat", "replace");
      close();
    }
  }

  // `?userId=`: open or start that chat; the browser's back and forward follow the URL.
  useEffect(() => {
    if (props.userId) void openWith(props.userId, "none");
    function onPop() {
      const userId = new URL(location.href).searchParams.get("userId");
      if (userId) void openWith(userId, "none");
      else close();
    }
    addEventListener("popstate", onPop);
    return () => removeEventListener("popstate", onPop);
  }, []);

  const view = pane.kind === "none" ? "list" : "conversation";
  return (
    <div className="chat-page" data-view={view}>
      <aside className="card chat-side" aria-label="Conversations and people">
        <SearchBox value={query} onChange={setQuery} />
        <div className="chat-side-scroll">
          {query.trim()
            ? (
              <SearchResults
                query={query}
                meId={me._id}
                onPick={(u) => {
                  setQuery("");
                  void openWith(u._id, "push");
                }}
              />
            )
            : (
              <ConversationList
                list={list}
                meId={me._id}
                activeChatId={activeChatId}
                onOpen={(chat) => show(chat, "push")}
              />
            )}
        </div>
      </aside>
      <div className="chat-main">
        {pane.kind === "none" && (
          <PaneMessage
            title="Your messages"
            text="Choose a conversation, or search for a student by username to start one."
          />
        )}
        {pane.kind === "opening" && <PaneMessage text="Loading conversation..." onBack={back} />}
        {pane.kind === "missing" && <PaneMessage title="Chat not found" onBack={back} />}
        {pane.kind === "open" && (
          <ConversationPane
            key={pane.chat._id}
            chat={pane.chat}
            me={me}
            initialDraft={share}
            onBack={back}
            onRead={(chatId) => {
              setShare("");
              markChatRead(client, chatId);
            }}
          />
        )}
      </div>
    </div>
  );
}

export default withQueries(ChatPage);
