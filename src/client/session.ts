/**
 * The session as every island sees it (spec 000 §4 "Session"): loading, signed in or signed
 * out. Islands start from the server's answer; a session the server could only call
 * "resumable" is settled here by asking /auth/me (which refreshes once on a 401). The API client
 * is loaded only when needed, so a visitor's page that asks nothing carries none of it.
 */
import { useMemo, useSyncExternalStore } from "react";
import type { SessionState as ServerState, SessionUser } from "../http/session.ts";
import { startSocket, stopSocket } from "./socket.ts";

export type Session =
  | { status: "loading"; user: null }
  | { status: "signedIn"; user: SessionUser }
  | { status: "signedOut"; user: null };

let current: Session | null = null;
const listeners = new Set<() => void>();

function set(next: Session) {
  current = next;
  // The live connection exists only while someone is signed in (spec 000 §4).
  if (next.status === "signedIn") startSocket();
  else if (next.status === "signedOut") stopSocket();
  for (const l of listeners) l();
}

function fromServer(user: SessionUser | null, state: ServerState): Session {
  if (user) return { status: "signedIn", user };
  return state === "resumable"
    ? { status: "loading", user: null }
    : { status: "signedOut", user: null };
}

/** Settles a "loading" session by asking the server who we are. */
async function resolve() {
  try {
    const { trpcClient } = await import("./trpc.ts");
    const { user } = await trpcClient.auth.me.query();
    set({ status: "signedIn", user });
  } catch {
    set({ status: "signedOut", user: null });
  }
}

/** Seeds the store from server-rendered props (first caller wins) and starts resolving. */
export function initSession(user: SessionUser | null, state: ServerState): void {
  if (current) return;
  set(fromServer(user, state));
  if (current!.status === "loading") void resolve();
}

/** The session; during hydration it is exactly what the server rendered. */
export function useSession(serverUser: SessionUser | null, serverState: ServerState): Session {
  // One object per server answer: a fresh one on every read would never settle React's store.
  const rendered = useMemo(() => fromServer(serverUser, serverState), [serverUser, serverState]);
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current ?? rendered,
    () => rendered,
  );
}

/** Signs out on the server, then everywhere in this tab; a failure throws a sentence to show. */
export async function logout(): Promise<void> {
  const { trpcClient, trpcMessage } = await import("./trpc.ts");
  try {
    await trpcClient.auth.logout.mutate();
  } catch (err) {
    throw new Error(trpcMessage(err, "Logout failed. Please try again."));
  }
  set({ status: "signedOut", user: null });
}

/** Records a fresh sign-in (after login or sign-up) for every island. */
export function signedIn(user: SessionUser): void {
  set({ status: "signedIn", user });
}
