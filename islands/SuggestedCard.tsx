/**
 * "Suggested for you" (spec 000 §2, §9): four students the viewer does not follow, Shuffle for
 * four others, and a Follow button on each row for a signed-in student. A failed load is only
 * logged (spec 000 §8): the rows already shown stay.
 */
import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { SessionState, SessionUser } from "../src/http/session.ts";
import type { PublicUser } from "../src/users/model.ts";
import { initSession, useSession } from "../src/client/session.ts";
import { Icon } from "../src/ui/kit/icon.tsx";
import { iconReset } from "../src/ui/kit/icon_paths.ts";
import {
  reloadSuggestions,
  SUGGESTED_LIMIT,
  suggestionsOptions,
} from "../src/ui/discover/queries.ts";
import { SuggestedRow } from "../src/ui/discover/suggested_row.tsx";
import { suggestionFollow } from "../src/ui/discover/suggestion_follow.tsx";
import { withQueries } from "../src/client/query.tsx";

export type SuggestedCardProps = {
  user: SessionUser | null;
  sessionState: SessionState;
  /** Rendered by the server (limit 4), or null when it could not get any. */
  suggestions: PublicUser[] | null;
};

function SuggestedCard(props: SuggestedCardProps) {
  const session = useSession(props.user, props.sessionState);
  // Seed the shared session here too: until some island has, its snapshot is unsettled.
  useEffect(() => initSession(props.user, props.sessionState), []);
  const client = useQueryClient();
  // Nothing from the server: the query asks as soon as the card is in the browser.
  const suggestions = useQuery(suggestionsOptions(SUGGESTED_LIMIT, props.suggestions));
  const busy = suggestions.isFetching;
  const viewerId = session.user?._id ?? null;

  // A resumable session that turned out signed in: its suggestions were a visitor's.
  useEffect(() => {
    if (!props.user && viewerId) reloadSuggestions(client, SUGGESTED_LIMIT);
  }, [viewerId]);

  useEffect(() => {
    if (suggestions.error) console.error("suggestions: loading failed", suggestions.error);
  }, [suggestions.error]);

  const shown = (suggestions.data ?? []).filter((u) => u._id !== viewerId);
  return (
    <section className="card suggested-card" aria-labelledby="suggested-title">
      <header className="suggested-head">
        <h3 id="suggested-title">Suggested for you</h3>
        <button
          type="button"
          className="btn btn-small"
          onClick={() => void suggestions.refetch()}
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
                action={suggestionFollow(u, viewerId)}
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

export default withQueries(SuggestedCard);
