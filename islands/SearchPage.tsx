/**
 * The search page: a query box, tabs for Posts, People and Tags, a category filter for posts,
 * results with the matched words marked, Load more, an empty state and a failure with Try Again.
 * The search lives in the address (`?q=&type=&category=`); each new search is a history entry.
 */
import { type FormEvent, useEffect, useState } from "react";
import type { SessionState, SessionUser } from "../src/http/session.ts";
import { initSession, useSession } from "../src/client/session.ts";
import { withQueries } from "../src/client/query.tsx";
import type { SearchPage as SearchAnswer } from "../src/search/model.ts";
import { CATEGORIES, type Category } from "../src/shared/post_rules.ts";
import { MAX_QUERY, SEARCH_TYPES, type SearchType } from "../src/shared/search_rules.ts";
import { Icon } from "../src/ui/kit/icon.tsx";
import { iconSearch } from "../src/ui/kit/icon_paths.ts";
import { LoadError } from "../src/ui/kit/states.tsx";
import { TabPanel, Tabs } from "../src/ui/kit/tabs.tsx";
import { PostSkeleton } from "../src/ui/posts/post_skeleton.tsx";
import { type SearchChoice, searchChoice, searchHref } from "../src/ui/search/address.ts";
import { type SearchQueryState, useSearch } from "../src/ui/search/queries.ts";
import { PeopleResults, PostResults, rowsOf, TagResults } from "../src/ui/search/results.tsx";

const tabLabels: Record<SearchType, string> = { posts: "Posts", people: "People", tags: "Tags" };
const noun: Record<SearchType, string> = { posts: "posts", people: "people", tags: "tags" };

export type SearchPageProps = SearchChoice & {
  viewer: SessionUser | null;
  sessionState: SessionState;
  /** The first page as the server read it, or null (no query, or the read failed). */
  first: SearchAnswer | null;
};

function SearchPage(props: SearchPageProps) {
  const session = useSession(props.viewer, props.sessionState);
  const [choice, setChoice] = useState<SearchChoice>({
    q: props.q,
    type: props.type,
    category: props.category,
  });
  const [draft, setDraft] = useState(props.q);
  // The server's page seeds the first search only.
  const [first, setFirst] = useState(props.first);
  const results = useSearch(choice, first);

  useEffect(() => initSession(props.viewer, props.sessionState), []);
  useEffect(() => {
    const onPop = () => {
      const next = searchChoice(new URLSearchParams(location.search));
      setFirst(null);
      setChoice(next);
      setDraft(next.q);
    };
    addEventListener("popstate", onPop);
    return () => removeEventListener("popstate", onPop);
  }, []);

  function go(next: SearchChoice) {
    setFirst(null);
    setChoice(next);
    history.pushState(history.state, "", searchHref(next));
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const q = draft.trim();
    if (q) go({ ...choice, q });
  }

  return (
    <div className="search">
      <form
        className="search-form"
        role="search"
        aria-label="Search this page"
        action="/search"
        onSubmit={onSubmit}
      >
        <label htmlFor="search-q" className="visually-hidden">Search Campus</label>
        <div className="search-box">
          <Icon d={iconSearch} size={18} className="icon search-box-icon" />
          <input
            id="search-q"
            name="q"
            type="search"
            className="input"
            placeholder="Search posts, people and tags"
            value={draft}
            maxLength={MAX_QUERY}
            autoComplete="off"
            onChange={(e) => setDraft(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary">Search</button>
      </form>
      <Tabs<SearchType>
        idBase="search"
        label="What to search"
        className="search-tabs"
        items={SEARCH_TYPES.map((key) => ({ key, label: tabLabels[key] }))}
        selected={choice.type}
        onSelect={(type) => go({ ...choice, type })}
      />
      {SEARCH_TYPES.map((type) => (
        <TabPanel
          key={type}
          idBase="search"
          tab={type}
          selected={choice.type === type}
          className="search-panel"
        >
          {choice.type === type && (
            <>
              {type === "posts" && (
                <div className="search-filters">
                  <label htmlFor="search-category">Category</label>
                  <select
                    id="search-category"
                    className="input"
                    value={choice.category ?? ""}
                    onChange={(e) =>
                      go({ ...choice, category: (e.target.value || null) as Category | null })}
                  >
                    <option value="">All categories</option>
                    {CATEGORIES.map((c) => <option key={c} value={c}>{c}</option>)}
                  </select>
                </div>
              )}
              <Results
                choice={choice}
                query={results}
                viewer={session.user}
                onTag={(tag) => {
                  setDraft(tag);
                  go({ q: tag, type: "posts", category: null });
                }}
              />
            </>
          )}
        </TabPanel>
      ))}
    </div>
  );
}

function Results(
  props: {
    choice: SearchChoice;
    query: SearchQueryState;
    viewer: SessionUser | null;
    onTag(tag: string): void;
  },
) {
  const { choice, query } = props;
  if (!choice.q.trim()) {
    return (
      <div className="empty-state">
        <p className="empty-title">Search Campus</p>
        <p className="muted">Find posts by their words and tags, students by name, and tags.</p>
      </div>
    );
  }
  if (!query.data) {
    if (query.isError && !query.isFetching) {
      return (
        <LoadError
          message={`Failed to search ${noun[choice.type]}`}
          onRetry={() => void query.refetch()}
          className="search-error"
        />
      );
    }
    return <PostSkeleton count={2} label="Searching..." />;
  }
  const found = rowsOf(query.data.pages);
  if (found.rows.length === 0 && !query.hasNextPage) {
    return (
      <div className="empty-state">
        <p className="empty-title">No {noun[choice.type]} found for "{choice.q}"</p>
        <p className="muted">
          Try fewer or other words{choice.category ? ", or all categories" : ""}.
        </p>
        <a className="btn btn-small" href="/feed">Browse the feed</a>
      </div>
    );
  }
  return (
    <div className="search-results" aria-live="polite">
      {found.type === "posts" && <PostResults posts={found.rows} viewer={props.viewer} />}
      {found.type === "people" && <PeopleResults people={found.rows} />}
      {found.type === "tags" && <TagResults tags={found.rows} onPick={props.onTag} />}
      <div className="search-more">
        {query.isFetchNextPageError && !query.isFetching && (
          <LoadError
            message="Failed to load more results"
            onRetry={() => void query.fetchNextPage()}
            className="search-error"
          />
        )}
        {query.hasNextPage && !query.isFetchNextPageError && (
          <button
            type="button"
            className="btn"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? "Loading..." : "Load more"}
          </button>
        )}
      </div>
    </div>
  );
}

export default withQueries(SearchPage);
