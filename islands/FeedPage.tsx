/**
 * Your Feed (spec 000 §2 "Feed page", §4 "Feeds"): the Following and Global tabs, the type
 * filters and the post list. The first list is rendered by the server and seeds the query cache;
 * the choice is kept in the address, so a reload or a shared link opens the same list.
 */
import { useEffect, useState } from "react";
import type { SessionState, SessionUser } from "../src/http/session.ts";
import { initSession, useSession } from "../src/client/session.ts";
import { tabId, Tabs } from "../src/ui/kit/tabs.tsx";
import { FEED_TABS, FeedFilters, feedHref, type FeedTab } from "../src/ui/posts/feed_filters.tsx";
import { PostList } from "../src/ui/posts/post_list.tsx";
import type { FeedPage as Page, FeedType } from "../src/ui/posts/types.ts";
import { withQueries } from "../src/client/query.tsx";

export type FeedPageProps = {
  viewer: SessionUser | null;
  sessionState: SessionState;
  tab: FeedTab;
  type: FeedType;
  /** The first page of `tab` and `type`, or null when the server could not read it. */
  initial: Page | null;
};

function Empty(props: { tab: FeedTab; onGlobal(): void }) {
  if (props.tab === "global") {
    return (
      <div className="empty-state feed-empty">
        <p className="empty-title">No posts here yet</p>
        <p className="muted">Nobody has shared posts of this kind. Yours could be the first.</p>
      </div>
    );
  }
  return (
    <div className="empty-state feed-empty">
      <p className="empty-title">Nothing from the people you follow yet</p>
      <p className="muted">Follow students to see their posts here, or look around everyone's.</p>
      <div className="feed-empty-actions">
        <button type="button" className="btn btn-small btn-primary" onClick={props.onGlobal}>
          Open the Global Feed
        </button>
        <a className="btn btn-small" href="/#discover">Discover people</a>
      </div>
    </div>
  );
}

function FeedPage(props: FeedPageProps) {
  const session = useSession(props.viewer, props.sessionState);
  const [tab, setTab] = useState<FeedTab>(props.tab);
  const [type, setType] = useState<FeedType>(props.type);
  // The server's first page seeds the first choice only: coming back to it later reads the
  // cache, or the server again, never the page as it was when this page opened.
  const [served, setServed] = useState(true);
  const viewerId = session.user?._id ?? null;

  useEffect(() => initSession(props.viewer, props.sessionState), []);

  function choose(nextTab: FeedTab, nextType: FeedType) {
    setServed(false);
    setTab(nextTab);
    setType(nextType);
    history.replaceState(history.state, "", feedHref(nextTab, nextType));
  }

  return (
    <div className="feed">
      <Tabs<FeedTab>
        idBase="feed"
        label="Feed"
        className="feed-tabs"
        items={FEED_TABS}
        selected={tab}
        onSelect={(t) => choose(t, type)}
      />
      <div
        id={`feed-panel-${tab}`}
        role="tabpanel"
        aria-labelledby={tabId("feed", tab)}
        className="feed-panel"
      >
        <FeedFilters type={type} onSelect={(t) => choose(tab, t)} />
        <PostList
          key={`${tab}-${type}`}
          label={FEED_TABS.find((t) => t.key === tab)!.label}
          source={{ list: tab, type }}
          initial={served ? props.initial : null}
          viewer={session.user}
          empty={<Empty tab={tab} onGlobal={() => choose("global", type)} />}
          hide={tab === "global" ? (p) => p.author._id === viewerId : undefined}
        />
      </div>
    </div>
  );
}

export default withQueries(FeedPage);
