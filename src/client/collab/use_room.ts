/**
 * The editor room's connection for React (spec 001 §4 "Editor connection"): Connect loads Yjs
 * and opens a session; Leave, a close the server means for good, or leaving the page ends it and
 * clears everything the room showed. Leaving the page also deletes the room's local copy.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { RoomSession } from "./room_session.ts";
import type { RoomSnapshot } from "./room_state.ts";
import { forgetRoom } from "./local_store.ts";

export type RoomConnection =
  | { state: "disconnected"; closedReason: string | null }
  | { state: "starting" }
  | { state: "open"; session: RoomSession; snapshot: RoomSnapshot };

export type RoomControls = {
  conn: RoomConnection;
  connect(name: string): Promise<void>;
  leave(): void;
};

const LOAD_FAILED = "The room could not be loaded. Check your connection and try again.";

export function useRoom(roomId: string): RoomControls {
  const [conn, setConn] = useState<RoomConnection>({ state: "disconnected", closedReason: null });
  const session = useRef<RoomSession | null>(null);
  // Bumped by every Connect and every end, so a slow load cannot revive a left room.
  const attempt = useRef(0);

  const end = useCallback((closedReason: string | null) => {
    attempt.current++;
    session.current?.destroy();
    session.current = null;
    setConn({ state: "disconnected", closedReason });
  }, []);

  const connect = useCallback(async (name: string) => {
    if (session.current) return;
    const mine = ++attempt.current;
    setConn({ state: "starting" });
    let RoomSessionClass: typeof RoomSession;
    try {
      ({ RoomSession: RoomSessionClass } = await import("./room_session.ts"));
    } catch {
      if (mine === attempt.current) setConn({ state: "disconnected", closedReason: LOAD_FAILED });
      return;
    }
    if (mine !== attempt.current) return;
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    const opened: RoomSession = new RoomSessionClass({
      roomId,
      name,
      serverUrl: `${proto}//${location.host}/collab`,
      onChange: (snapshot) => setConn({ state: "open", session: opened, snapshot }),
      // Ended outside the provider's own close handling, which is still running.
      onClosed: (reason) => queueMicrotask(() => end(reason)),
    });
    session.current = opened;
    setConn({ state: "open", session: opened, snapshot: opened.snapshot });
    opened.connect();
  }, [roomId, end]);

  const leave = useCallback(() => end(null), [end]);

  useEffect(() => {
    function onHide() {
      end(null);
      forgetRoom(roomId);
    }
    addEventListener("pagehide", onHide);
    return () => {
      removeEventListener("pagehide", onHide);
      session.current?.destroy();
      session.current = null;
    };
  }, [roomId, end]);

  return { conn, connect, leave };
}
