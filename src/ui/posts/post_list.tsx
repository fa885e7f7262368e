/**
 * A list of post cards (spec 000 §4 "Feeds", §8, §9): skeletons, 'Failed to load posts' with Try
 * Again, an empty state, the next page once the end comes within 1000 px of the screen's bottom
 * (or on Load more), until 'You've reached the end of the feed'.
 */
import { type ReactNode, useEffect, useRef } from "react";
import { LoadError } from "../kit/states.tsx";
import { PostCard } from "./post_card.tsx";
import { PostSkeleton } from "./post_skeleton.tsx";
import type { FeedPage, PageLoader, PostView } from "./types.ts";
import { usePostPages } from "./use_post_pages.ts";

/** How close (px) the end of the list must come to the bottom of the screen to load more. */
export const LOAD_AHEAD = 1000;

export type PostListProps = {
  /** Names the list for assistive technology, e.g. "Global Feed". */
  label: string;
  load: PageLoader;
  /** The first page, when the server rendered it. */
  initial?: FeedPage | null;
  viewerId: string | null;
  /** Shown when there are no posts at all. */
  empty: ReactNode;
  /** "scroll" loads the next page near the bottom; "button" waits for Load more. */
  more?: "scroll" | "button";
  level?: 2 | 3;
  /** Posts to leave out on the client (the global feed leaves out one's own). */
  hide?(post: PostView): boolean;
  onDeleted?(post: PostView): void;
};

export function PostList(props: PostListProps) {
  const { state, reload, next, remove } = usePostPages(props.load, props.initial);
  const sentinel = useRef<HTMLDivElement>(null);
  const mode = props.more ?? "scroll";
  const posts = props.hide ? state.posts.filter((p) => !props.hide!(p)) : state.posts;
  const waiting = state.status === "ready" && state.hasMore && state.more === "idle";

  // A fresh observer after every page: its first report says whether the end is still near
  // (a tall screen, a short page), so pages keep coming until the screen is filled.
  useEffect(() => {
    const el = sentinel.current;
    if (mode !== "scroll" || !waiting || !el) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void next();
      },
      { rootMargin: `0px 0px ${LOAD_AHEAD}px 0px` },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [mode, waiting, state.posts.length]);

  if (state.status === "loading") return <PostSkeleton label={`Loading ${props.label}...`} />;
  if (state.status === "error") {
    return (
      <LoadError
        message="Failed to load posts"
        onRetry={() => void reload()}
        className="feed-error"
      />
    );
  }
  if (posts.length === 0 && !state.hasMore) return <>{props.empty}</>;

  return (
    <div className="post-list">
      <ul className="post-items" aria-label={props.label}>
        {posts.map((p) => (
          <li key={p._id}>
            <PostCard
              post={p}
              viewerId={props.viewerId}
              level={props.level}
              onDeleted={(d) => {
                remove(d._id);
                props.onDeleted?.(d);
              }}
            />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="post-list-end">
        {state.more === "loading" && <PostSkeleton count={1} label="Loading more posts..." />}
        {state.more === "error" && (
          <LoadError
            message="Failed to load posts"
            onRetry={() => void next()}
            className="feed-error"
          />
        )}
        {waiting && mode === "button" && (
          <button
            type="button"
            className="btn"
            onClick={() => void next()}
          >
            Load more posts
          </button>
        )}
        {!state.hasMore && posts.length > 0 && (
          <p className="feed-end" role="status">You've reached the end of the feed</p>
        )}
      </div>
    </div>
  );
}
