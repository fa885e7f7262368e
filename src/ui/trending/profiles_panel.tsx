/**
 * The Trending Profiles tab (spec 000 §2, §4 "Follow", §6): the All / Top 10 / Top 20 / Top 50
 * chips and the ranked cards. A signed-in student follows from a card and sees the button and the
 * follower count change in place; a visitor is offered to sign in instead.
 */
import { ChipGroup } from "../kit/chip_group.tsx";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Session } from "../../client/session.ts";
import { FollowButton } from "../follow/follow_button.tsx";
import { SignInLink } from "../kit/sign_in_link.tsx";
import { CardSkeletons, TabState } from "./panel_states.tsx";
import { ProfileCard } from "./profile_card.tsx";
import { profilesOptions } from "./queries.ts";
import { cardCopy, FILTER_LABELS, trendingPage } from "./trending_data.ts";
import type { TrendingFilter, TrendingFirst, TrendingProfile } from "./types.ts";

function Filters(props: { filter: TrendingFilter; onSelect(f: TrendingFilter): void }) {
  return (
    <ChipGroup
      label={trendingPage.filtersLabel}
      items={FILTER_LABELS}
      selected={props.filter}
      onSelect={props.onSelect}
      className="trending-filters"
      chipClassName="trending-filter"
    />
  );
}

function VisitorNote() {
  return (
    <p className="trending-visitor">
      {trendingPage.visitorNote} <SignInLink>{trendingPage.visitorLink}</SignInLink>
    </p>
  );
}

export type ProfilesPanelProps = {
  filter: TrendingFilter;
  onFilter(filter: TrendingFilter): void;
  first: TrendingFirst | null;
  session: Session;
};

export function ProfilesPanel(props: ProfilesPanelProps) {
  // Another filter's list stays in view (dimmed) until the chosen one arrives.
  const query = useQuery({
    ...profilesOptions(props.filter, props.first),
    placeholderData: keepPreviousData,
  });
  const viewerId = props.session.user?._id ?? null;

  function action(p: TrendingProfile) {
    if (!viewerId) return null;
    if (p._id === viewerId) return <span className="badge trending-you">{cardCopy.you}</span>;
    return (
      <FollowButton
        userId={p._id}
        isFollowing={p.isFollowing}
        viewerId={viewerId}
        className="trending-follow"
      />
    );
  }

  return (
    <>
      <div className="trending-toolbar">
        <Filters filter={props.filter} onSelect={props.onFilter} />
        {props.session.status === "signedOut" && <VisitorNote />}
      </div>
      <TabState
        tab="profiles"
        query={query}
        rows={(d) => d.profiles}
        skeleton={<CardSkeletons tab="profiles" avatar />}
      >
        {(d) => (
          <ol
            className="trending-grid"
            aria-label="Trending profiles"
            aria-busy={query.isPlaceholderData || undefined}
            data-stale={query.isPlaceholderData || undefined}
          >
            {d.profiles.map((p, i) => (
              <li key={p._id}>
                <ProfileCard profile={p} rank={i + 1} action={action(p)} />
              </li>
            ))}
          </ol>
        )}
      </TabState>
    </>
  );
}
