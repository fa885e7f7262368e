/**
 * Your Feed (spec 000 §2 "Feed page", §4 "Feeds"): the Following and Global tabs, the type
 * filters and the post list. The first list is rendered by the server; the choice is kept in
 * the address, so a reload or a shared link opens the same list.
 */
import { useEffect, useRef, useState } from "react";
import type { SessionState, SessionUser } from "../src/http/session.ts";
import { initSession, useSession } from "../src/client/session.ts";
import { trpc } from "../src/client/trpc.ts";
import { tabId, Tabs } from "../src/ui/kit/tabs.tsx";
import { FEED_TABS, FeedFilters, feedHref, type FeedTab } from "../src/ui/posts/feed_filters.tsx";
import { PostList } from "../src/ui/posts/post_list.tsx";
import { type FeedPage as Page, type FeedType, PAGE_SIZE } from "../src/ui/posts/types.ts";

export type FeedPageProps = {
  viewer: SessionUser | null;
  sessionState: SessionState;
  tab: FeedTab;
  type: FeedType;
  /** The first page of `tab` and `type`, or null when the server could not read it. */
  initial: Page | null;
};

function loader(tab: FeedTab, type: FeedType) {
  return (cursor: string | null) => {
    const input = { limit: PAGE_SIZE, type, ...(cursor ? { cursor } : {}) };
    return tab === "global" ? trpc.posts.global.query(input) : trpc.posts.following.query(input);
  };
}

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

export default function FeedPage(props: FeedPageProps) {
  const session = useSession(props.viewer, props.sessionState);
  const [tab, setTab] = useState<FeedTab>(props.tab);
  const [type, setType] = useState<FeedType>(props.type);
  // The server's first page belongs to the first choice only.
  const firstKey = useRef(`${props.tab}-${props.type}`);
  const viewerId = session.user?._id ?? null;
  const key = `${tab}-${type}`;

  useEffect(() => initSession(props.viewer, props.sessionState), []);

  function choose(nextTab: FeedTab, nextType: FeedType) {
    firstKey.current = "";
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
          key={key}
          label={FEED_TABS.find((t) => t.key === tab)!.label}
          load={loader(tab, type)}
          initial={key === firstKey.current ? props.initial : null}
          viewerId={viewerId}
          empty={<Empty tab={tab} onGlobal={() => choose("global", type)} />}
          hide={tab === "global" ? (p) => p.author._id === viewerId : undefined}
        />
      </div>
    </div>
  );
}
