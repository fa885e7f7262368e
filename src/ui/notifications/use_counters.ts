/**
 * Starts the shared counters once the tab knows a student is signed in. The header seeds the
 * sign-in store; components that render inside it read it from there.
 */
import { useEffect } from "react";
import { useSession } from "../../client/session.ts";
import { startCounters, useNotifications } from "./store.ts";

export function useCounters() {
  const session = useSession(null, "resumable");
  const userId = session.user?._id ?? null;
  useEffect(() => {
    if (userId) startCounters(userId);
  }, [userId]);
  return useNotifications();
}
