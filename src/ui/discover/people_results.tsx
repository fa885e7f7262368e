/**
 * The discover results: a grid of user cards, skeleton cards until a first list arrives (the
 * last list stays while the next loads), 'No users found' when empty (spec 000 §8). Suggested
 * students get a Follow button; search and filter results only View Profile, since whether the
 * viewer follows them is not known here.
 */
import type { Suggestion } from "../follow/follow_cache.ts";
import { PersonSkeleton } from "../kit/states.tsx";
import { suggestionFollow } from "./suggestion_follow.tsx";
import { UserCard } from "./user_card.tsx";
import type { PeopleState } from "./people_search.ts";

export type PeopleResultsProps = {
  id: string;
  state: PeopleState;
  /** The signed-in viewer's id; null for visitors (no Follow buttons). */
  viewerId: string | null;
};

function status(state: PeopleState, shown: number): string {
  if (state.loading) return "Loading students...";
  if (state.error) return "Search failed";
  if (state.mode === "suggested") return "Students you might want to know";
  return `${shown} ${shown === 1 ? "student" : "students"} found`;
}

function Skeletons() {
  return (
    <ul className="grid discover-grid" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <li key={i} className="card discover-skeleton-card">
          <PersonSkeleton
            className="discover-skeleton-head"
            avatarClassName="discover-skeleton-avatar"
            linesClassName="discover-skeleton-lines"
            lineClassNames={["discover-skeleton-line", "discover-skeleton-line short"]}
          />
          <span className="skeleton discover-skeleton-line short" />
          <span className="skeleton discover-skeleton-line" />
          <span className="skeleton discover-skeleton-line" />
          <span className="skeleton discover-skeleton-button" />
        </li>
      ))}
    </ul>
  );
}

function Cards(props: { users: Suggestion[]; followable: boolean; viewerId: string | null }) {
  return (
    <ul className="grid discover-grid">
      {props.users.map((u) => (
        <li key={u._id}>
          <UserCard
            user={u}
            action={props.followable ? suggestionFollow(u, props.viewerId) : undefined}
          />
        </li>
      ))}
    </ul>
  );
}

export function PeopleResults({ id, state, viewerId }: PeopleResultsProps) {
  const users = state.users?.filter((u) => state.mode === "results" || u._id !== viewerId);
  return (
    <div id={id} className="discover-results" aria-busy={state.loading}>
      <p className="discover-status muted" role="status">{status(state, users?.length ?? 0)}</p>
      {state.error
        ? <p className="discover-error" role="alert">{state.error}</p>
        : !users && state.loading
        ? <Skeletons />
        : !users?.length
        ? (
          <p className="empty-state discover-empty">
            {state.mode === "results" ? "No users found" : "No suggestions right now."}
          </p>
        )
        : <Cards users={users} followable={state.mode === "suggested"} viewerId={viewerId} />}
    </div>
  );
}
