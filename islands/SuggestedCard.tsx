/**
 * "Suggested for you" (spec 000 §2, §9): four students the viewer does not follow, Shuffle for
 * four others, and a Follow button on each row for a signed-in student. A failed load is only
 * logged (spec 000 §8): the rows already shown stay.
 */
import { useEffect, useState } from "react";
import type { SessionState, SessionUser } from "../src/http/session.ts";
import type { PublicUser } from "../src/users/model.ts";
import { initSession, useSession } from "../src/client/session.ts";
import { trpc } from "../src/client/trpc.ts";
import { Icon } from "../src/ui/kit/icon.tsx";
import { iconReset } from "../src/ui/kit/icon_paths.ts";
import { SuggestedRow } from "../src/ui/discover/suggested_row.tsx";
import { SyncedFollow } from "../src/ui/discover/synced_follow.tsx";
import { SUGGESTED_LIMIT } from "../src/ui/discover/use_people.ts";

export type SuggestedCardProps = {
  user: SessionUser | null;
  sessionState: SessionState;
  /** Rendered by the server (limit 4), or null when it could not get any. */
  suggestions: PublicUser[] | null;
};

export default function SuggestedCard(props: SuggestedCardProps) {
  const session = useSession(props.user, props.sessionState);
  // Seed the shared session here too: until some island has, its snapshot is unsettled.
  useEffect(() => initSession(props.user, props.sessionState), []);
  const [users, setUsers] = useState<PublicUser[]>(props.suggestions ?? []);
  const [busy, setBusy] = useState(false);
  const viewerId = session.user?._id ?? null;

  async function shuffle() {
    setBusy(true);
    try {
      setUsers(await trpc.users.suggest.query({ limit: SUGGESTED_LIMIT }));
    } catch (err) {
      console.error("suggestions: loading failed", err);
    } finally {
      setBusy(false);
    }
  }

  // Nothing from the server, or a resumable session that turned out signed in: load afresh.
  useEffect(() => {
    if (props.suggestions === null || (!props.user && viewerId)) void shuffle();
  }, [viewerId]);

  const shown = users.filter((u) => u._id !== viewerId);
  return (
    <section className="card suggested-card" aria-labelledby="suggested-title">
      <header className="suggested-head">
        <h3 id="suggested-title">Suggested for you</h3>
        <button
          type="button"
          className="btn btn-small"
          onClick={shuffle}
          disabled={busy}
        >
          <Icon d={iconReset} size={16} className={busy ? "icon suggested-spin" : undefined} />
          {busy ? "Shuffling..." : "Shuffle"}
        </button>
      </header>
      {shown.length === 0
        ? <p className="suggested-empty muted">No suggestions right now.</p>
        : (
          <ul className="suggested-list" aria-busy={busy}>
            {shown.map((u) => (
              <SuggestedRow
                key={u._id}
                user={u}
                action={viewerId ? <SyncedFollow site="suggested" userId={u._id} /> : undefined}
              />
            ))}
          </ul>
        )}
      {session.status === "signedOut" && (
        <p className="suggested-foot muted">
          <a href="/signup">Join Campus</a> to follow students and see their posts.
        </p>
      )}
    </section>
  );
}
