/**
 * A Follow button that agrees with every other button for the same student on the page: a
 * follow in "Suggested for you" turns the discover card's button to Following too, and back.
 */
import { useSyncExternalStore } from "react";
import { FollowButton } from "../follow/follow_button.tsx";

type Entry = { following: boolean; changes: number; bySite: Record<string, number> };

const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
let version = 0;

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

function changed(site: string, userId: string, following: boolean): void {
  const old = entries.get(userId) ?? { following, changes: 0, bySite: {} };
  entries.set(userId, {
    following,
    changes: old.changes + 1,
    bySite: { ...old.bySite, [site]: (old.bySite[site] ?? 0) + 1 },
  });
  version++;
  for (const l of listeners) l();
}

export type SyncedFollowProps = {
  /** Which list on the page the button sits in, e.g. "discover" or "suggested". */
  site: string;
  userId: string;
  /** The state when nothing on this page has changed it (suggestions: not followed). */
  isFollowing?: boolean;
};

export function SyncedFollow({ site, userId, isFollowing = false }: SyncedFollowProps) {
  useSyncExternalStore(subscribe, () => version, () => 0);
  const e = entries.get(userId);
  // The key changes only when another list changed this student, so that button is redrawn
  // with the new state while the one just clicked keeps its focus.
  const key = e ? e.changes - (e.bySite[site] ?? 0) : 0;
  return (
    <FollowButton
      key={key}
      userId={userId}
      isFollowing={e ? e.following : isFollowing}
      onChange={(state) => changed(site, userId, state.isFollowing)}
    />
  );
}
