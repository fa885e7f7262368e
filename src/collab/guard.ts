/**
 * Keeps a room's doc within its limits whatever a client sends: chat keeps its recent history
 * and drops malformed or oversized messages, files stay within their count and size.
 */
import * as Y from "yjs";
import {
  chat,
  CHAT_HISTORY,
  type ChatMessage,
  files,
  isChatMessage,
  MAX_FILE_CHARS,
  MAX_FILES,
} from "../shared/room_doc.ts";
import { SERVER_ORIGIN } from "./room.ts";

export function attachGuard(doc: Y.Doc): () => void {
  const messages = chat(doc);
  const fileMap = files(doc);

  function onChat(event: Y.YArrayEvent<ChatMessage>) {
    if (event.transaction.origin === SERVER_ORIGIN) return;
    doc.transact(() => {
      const items = messages.toArray();
      for (let i = items.length - 1; i >= 0; i--) {
        if (!isChatMessage(items[i])) messages.delete(i, 1);
      }
      if (messages.length > CHAT_HISTORY) messages.delete(0, messages.length - CHAT_HISTORY);
    }, SERVER_ORIGIN);
  }

  function onFiles(events: Y.YEvent<Y.AbstractType<unknown>>[], tr: Y.Transaction) {
    if (tr.origin === SERVER_ORIGIN) return;
    const over: Y.Text[] = [];
    for (const e of events) {
      if (e.target instanceof Y.Text && e.target.length > MAX_FILE_CHARS) over.push(e.target);
    }
    const extra = fileMap.size - MAX_FILES;
    if (over.length === 0 && extra <= 0) return;
    doc.transact(() => {
      for (const text of over) text.delete(MAX_FILE_CHARS, text.length - MAX_FILE_CHARS);
      if (extra > 0) {
        // The newest files go: the ones just added past the limit.
        const byAge = [...fileMap.entries()]
          .sort(([, a], [, b]) => Number(b.get("createdAt")) - Number(a.get("createdAt")));
        for (const [id] of byAge.slice(0, extra)) fileMap.delete(id);
      }
    }, SERVER_ORIGIN);
  }

  messages.observe(onChat);
  fileMap.observeDeep(onFiles);
  return () => {
    messages.unobserve(onChat);
    fileMap.unobserveDeep(onFiles);
  };
}
