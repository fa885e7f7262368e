/**
 * Your Feed (spec 000 §2 "Feed page", §4 "Feeds"): the Following and Global tabs, the type
 * filters, the Global Feed's category chip and the post list. The first list is rendered by the
 * server and seeds the query cache; the choice is kept in the address, so a reload or a shared
 * link opens the same list.
 */
import { useEffect, useState } from "react";
import type { SessionState, SessionUser } from "../src/http/session.ts";
import { initSession, useSession } from "../src/client/session.ts";
import type { Category } from "../src/shared/post_rules.ts";
import { tabId, Tabs } from "../src/ui/kit/tabs.tsx";
import {
  CategoryChip,
  FEED_TABS,
  type FeedChoice,
  FeedFilters,
  feedHref,
  type FeedTab,
  takesCategory,
} from "../src/ui/posts/feed_filters.tsx";
import { PostList } from "../src/ui/posts/post_list.tsx";
import type { FeedPage as Page, FeedType } from "../src/ui/posts/types.ts";
import { withQueries } from "../src/client/query.tsx";

export type FeedPageProps = {
  viewer: SessionUser | null;
  sessionState: SessionState;
  tab: FeedTab;
  type: FeedType;
  /** The Global Feed's roadmap category, or null for every post. */
  category: Category | null;
  /** The first page of `tab`, `type` and `category`, or null when the server could not read it. */
  initial: Page | null;
};

type EmptyProps = {
  tab: FeedTab;
  category: Category | null;
  onGlobal(): void;
  onEveryCategory(): void;
};

function Empty(props: EmptyProps) {
  if (props.tab === "global" && props.category) {
    return (
      <div className="empty-state feed-empty">
        <p className="empty-title">No {props.category} roadmaps yet</p>
        <p className="muted">
          Nobody has shared a roadmap in this category. Yours could be the first.
        </p>
        <div className="feed-empty-actions">
          <button
            type="button"
            className="btn btn-small btn-primary"
            onClick={props.onEveryCategory}
          >
            Show every category
          </button>
        </div>
      </div>
    );
  }
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
  const [choice, setChoice] = useState<FeedChoice>({
    tab: props.tab,
    type: props.type,
    category: props.category,
  });
  const { tab, type, category } = choice;
  // The server's first page seeds the first choice only: coming back to it later reads the
  // cache, or the server again, never the page as it was when this page opened.
  const [served, setServed] = useState(true);
  const viewerId = session.user?._id ?? null;

  useEffect(() => initSession(props.viewer, props.sessionState), []);

  function choose(next: FeedChoice) {
    // The category belongs to the Global Feed and to the kinds that have one; leaving either
    // leaves the category behind.
    const keep = next.tab === "global" && takesCategory(next.type);
    const settled = { ...next, category: keep ? next.category : null };
    setServed(false);
    setChoice(settled);
    history.replaceState(history.state, "", feedHref(settled));
  }

  return (
    <div className="feed">
      <Tabs<FeedTab>
        idBase="feed"
        label="Feed"
        className="feed-tabs"
        items={FEED_TABS}
        selected={tab}
        onSelect={(t) => choose({ ...choice, tab: t })}
      />
      <div
        id={`feed-panel-${tab}`}
        role="tabpanel"
        aria-labelledby={tabId("feed", tab)}
        className="feed-panel"
      >
        <FeedFilters type={type} onSelect={(t) => choose({ ...choice, type: t })} />
        {category && (
          <CategoryChip
            category={category}
            onRemove={() => choose({ ...choice, category: null })}
          />
        )}
        <PostList
          key={`${tab}-${type}-${category ?? ""}`}
          label={FEED_TABS.find((t) => t.key === tab)!.label}
          source={tab === "global" ? { list: "global", type, category } : { list: tab, type }}
          initial={served ? props.initial : null}
          viewer={session.user}
          empty={
            <Empty
              tab={tab}
              category={category}
              onGlobal={() => choose({ ...choice, tab: "global" })}
              onEveryCategory={() => choose({ ...choice, category: null })}
            />
          }
          // An edit can move a shown post to another category; it leaves this list at once.
          hide={tab === "global"
            ? (p) => p.author._id === viewerId || (!!category && p.section?.category !== category)
            : undefined}
        />
      </div>
    </div>
  );
}

export default withQueries(FeedPage);
