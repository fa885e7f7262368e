/**
 * The trending page (spec 000 §2 "Trending page", §4 "Follow"): the four tabs, each loaded when
 * first opened and then kept. The tab the page opened on is rendered by the server and seeds the
 * query cache; the choice of tab and filter is kept in the address without reloading the page.
 */
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { SessionState, SessionUser } from "../src/http/session.ts";
import { initSession, useSession } from "../src/client/session.ts";
import { withQueries } from "../src/client/query.tsx";
import { TabPanel, Tabs } from "../src/ui/kit/tabs.tsx";
import { PostSkeleton } from "../src/ui/posts/post_skeleton.tsx";
import { type TrendingChoice, trendingHref } from "../src/ui/trending/address.ts";
import { CategoriesPanel } from "../src/ui/trending/categories_panel.tsx";
import { ProfilesPanel } from "../src/ui/trending/profiles_panel.tsx";
import { reloadTrending } from "../src/ui/trending/queries.ts";
import { SectionsPanel } from "../src/ui/trending/sections_panel.tsx";
import {
  loadingLabels,
  TAB_PREFIX,
  TRENDING_TABS,
  trendingPage,
} from "../src/ui/trending/trending_data.ts";
import type { TrendingFirst, TrendingTab } from "../src/ui/trending/types.ts";

const PostsPanel = lazy(() => import("../src/ui/trending/posts_panel.tsx"));

const tabItems = TRENDING_TABS.map((t) => ({
  key: t.key,
  label: (
    <>
      <span className="trending-tab-prefix">{`${TAB_PREFIX} `}</span>
      {t.word}
    </>
  ),
}));

export type TrendingPageProps = TrendingChoice & {
  viewer: SessionUser | null;
  sessionState: SessionState;
  /** The chosen tab's list as the server read it, or null when it could not. */
  first: TrendingFirst | null;
};

function TrendingPage(props: TrendingPageProps) {
  const session = useSession(props.viewer, props.sessionState);
  const client = useQueryClient();
  const [choice, setChoice] = useState<TrendingChoice>({ tab: props.tab, filter: props.filter });
  const [visited, setVisited] = useState<ReadonlySet<TrendingTab>>(() => new Set([props.tab]));
  // The server's list seeds the first view only: coming back to it later reads the cache, or the
  // server again, never the list as it was when the page opened.
  const [first, setFirst] = useState(props.first);
  const readFor = useRef(props.viewer?._id ?? null);
  const viewerId = session.user?._id ?? null;

  useEffect(() => initSession(props.viewer, props.sessionState), []);

  // A session renewed in the browser: follows and likes were read for someone else.
  useEffect(() => {
    if (session.status === "loading" || viewerId === readFor.current) return;
    readFor.current = viewerId;
    reloadTrending(client);
  }, [session.status, viewerId]);

  function choose(next: TrendingChoice) {
    setFirst(null);
    setChoice(next);
    setVisited((v) => (v.has(next.tab) ? v : new Set([...v, next.tab])));
    // A tab is a view of this page, not a page: the address follows it, Back leaves the page.
    history.replaceState(history.state, "", trendingHref(next));
  }

  const panels: Record<TrendingTab, () => ReactNode> = {
    profiles: () => (
      <ProfilesPanel
        filter={choice.filter}
        onFilter={(filter) => choose({ ...choice, filter })}
        first={first}
        session={session}
      />
    ),
    sections: () => <SectionsPanel first={first} />,
    posts: () => (
      <Suspense fallback={<PostSkeleton label={loadingLabels.posts} />}>
        <PostsPanel first={first} viewer={session.user} />
      </Suspense>
    ),
    categories: () => <CategoriesPanel first={first} />,
  };

  return (
    <div className="trending">
      <Tabs<TrendingTab>
        idBase="trending"
        label={trendingPage.tabsLabel}
        className="trending-tabs"
        items={tabItems}
        selected={choice.tab}
        onSelect={(tab) => choose({ ...choice, tab })}
      />
      {TRENDING_TABS.map(({ key }) => (
        <TabPanel
          key={key}
          idBase="trending"
          tab={key}
          selected={choice.tab === key}
          className="trending-panel"
        >
          {visited.has(key) && panels[key]()}
        </TabPanel>
      ))}
    </div>
  );
}

export default withQueries(TrendingPage);
