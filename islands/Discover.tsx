/**
 * The home page's discover area (spec 000 §2, §5, §9): tabs Discover People and Recent Posts;
 * people by username search and filters, or the suggestions when neither is given.
 */
import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { SessionState, SessionUser } from "../src/http/session.ts";
import type { PublicUser } from "../src/users/model.ts";
import { initSession, useSession } from "../src/client/session.ts";
import { type FilterOptions, PeopleFilters } from "../src/ui/discover/people_filters.tsx";
import { PeopleResults } from "../src/ui/discover/people_results.tsx";
import { usePeopleSearch } from "../src/ui/discover/people_search.ts";
import { DISCOVER_LIMIT, reloadSuggestions } from "../src/ui/discover/queries.ts";
import { RecentPosts } from "../src/ui/discover/recent_posts.tsx";
import { TabPanel, Tabs } from "../src/ui/kit/tabs.tsx";
import { withQueries } from "../src/client/query.tsx";

export type DiscoverProps = {
  user: SessionUser | null;
  sessionState: SessionState;
  /** Suggestions rendered by the server (limit 8), or null when it could not get any. */
  suggestions: PublicUser[] | null;
  options: FilterOptions;
};

type Tab = "people" | "posts";
const tabs: { key: Tab; label: string }[] = [
  { key: "people", label: "Discover People" },
  { key: "posts", label: "Recent Posts" },
];

function Discover(props: DiscoverProps) {
  const session = useSession(props.user, props.sessionState);
  // Seed the shared session here too: until some island has, its snapshot is unsettled.
  useEffect(() => initSession(props.user, props.sessionState), []);
  const client = useQueryClient();
  const [tab, setTab] = useState<Tab>("people");
  const people = usePeopleSearch(props.suggestions);
  const viewerId = session.user?._id ?? null;

  // A session the server could only call "resumable" turned out signed in: the suggestions
  // were made for a visitor, so ask again for ones that leave out this student's follows.
  useEffect(() => {
    if (!props.user && viewerId) reloadSuggestions(client, DISCOVER_LIMIT);
  }, [viewerId]);

  return (
    <div className="discover-tabs">
      <Tabs<Tab>
        idBase="discover"
        label="Discover"
        items={tabs}
        selected={tab}
        onSelect={setTab}
      />
      <TabPanel
        idBase="discover"
        tab="people"
        selected={tab === "people"}
        className="discover-panel"
      >
        <PeopleFilters
          options={props.options}
          text={people.text}
          applied={people.applied}
          onType={people.type}
          onApply={people.apply}
          resultsId="discover-results"
        />
        <PeopleResults id="discover-results" state={people.state} viewerId={viewerId} />
      </TabPanel>
      <TabPanel idBase="discover" tab="posts" selected={tab === "posts"} className="discover-panel">
        <RecentPosts signedIn={session.status === "signedIn"} />
      </TabPanel>
    </div>
  );
}

export default withQueries(Discover);
