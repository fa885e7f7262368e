/**
 * /chat: conversations and the message pane (spec 000 §2 "Chat page"). Requires sign-in. The
 * first page of conversations is read on the server; `?userId=` opens or starts the chat with
 * that student and `?message=` starts its input with a shared message (both in the island).
 */
import { definePage, readOrNull } from "../src/ssr/page.ts";
import { ChatPageIsland } from "../src/ssr/islands.ts";
import { listChats } from "../src/chat/service.ts";
import { CHAT_PAGE_SIZE } from "../src/shared/chat_limits.ts";
import type { ChatListPage } from "../src/ui/chat/types.ts";

export default definePage({
  title: "Messages",
  description: "Your conversations with other Campus students.",
  guard: "signedIn",
  render: async (c) => {
    const user = c.get("user")!;
    const params = new URL(c.req.url).searchParams;
    // A failure is only logged (spec 000 §8).
    const initial: ChatListPage | null = await readOrNull(
      c,
      "chat page: conversations failed",
      listChats(c.get("deps"), user._id, 1, CHAT_PAGE_SIZE),
      "warn",
    );
    return (
      <div className="container page chat-page-wrap">
        <h1 className="chat-title">Messages</h1>
        <ChatPageIsland
          viewer={user}
          sessionState={c.get("sessionState")}
          initial={initial}
          userId={params.get("userId") || null}
          message={params.get("message") || null}
        />
      </div>
    );
  },
});
