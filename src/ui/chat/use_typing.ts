/**
 * Typing in one conversation (spec 000 §4, §9): `typing_start` when the student starts, repeated
 * while they go on, `typing_stop` after 1 s idle or on sending; and whether the other student is
 * typing, hidden by itself when neither a repeat nor a stop arrives.
 */
import { useEffect, useRef, useState } from "react";
import { on, send } from "../../client/socket.ts";
import { TYPING_EXPIRE_MS, TYPING_IDLE_MS, TYPING_REPEAT_MS } from "./types.ts";

export function useTyping(chatId: string, meId: string) {
  const [theirs, setTheirs] = useState(false);
  const sent = useRef(false);
  const startedAt = useRef(0);
  const idle = useRef<ReturnType<typeof setTimeout>>(undefined);
  const expire = useRef<ReturnType<typeof setTimeout>>(undefined);

  function heard(isTyping: boolean) {
    clearTimeout(expire.current);
    setTheirs(isTyping);
    if (isTyping) expire.current = setTimeout(() => setTheirs(false), TYPING_EXPIRE_MS);
  }

  function stop() {
    clearTimeout(idle.current);
    if (!sent.current) return;
    sent.current = false;
    send("typing_stop", { chatId });
  }

  function note() {
    const now = Date.now();
    if (
      (!sent.current || now - startedAt.current > TYPING_REPEAT_MS) &&
      send("typing_start", { chatId })
    ) {
      sent.current = true;
      startedAt.current = now;
    }
    clearTimeout(idle.current);
    idle.current = setTimeout(stop, TYPING_IDLE_MS);
  }

  useEffect(() => {
    const off = on("user_typing", (e) => {
      if (e.chatId === chatId && e.userId !== meId) heard(e.isTyping);
    });
    return () => {
      off();
      stop();
      clearTimeout(expire.current);
    };
  }, [chatId, meId]);

  return { theirs, heard, stop, note };
}
