/**
 * A list of post cards (spec 000 §4 "Feeds", §8, §9): skeletons, 'Failed to load posts' with Try
 * Again, an empty state, the next page once the end comes within 1000 px of the screen's bottom
 * (or on Load more), until 'You've reached the end of the feed'. The pages live in the query cache.
 */
import { type ReactNode, useEffect, useRef } from "react";
import { useInfiniteQuery } from "@tanstack/react-query";
import type { SessionUser } from "../../http/session.ts";
import { LoadError } from "../kit/states.tsx";
import { PostCard } from "./post_card.tsx";
import { PostSkeleton } from "./post_skeleton.tsx";
import { postListOptions, postsOf, type PostSource } from "./queries.ts";
import type { FeedPage, PostView } from "./types.ts";

/** How close (px) the end of the list must come to the bottom of the screen to load more. */
export const LOAD_AHEAD = 1000;

export type PostListProps = {
  /** Names the list for assistive technology, e.g. "Global Feed". */
  label: string;
  source: PostSource;
  /** The first page, when the server rendered it. */
  initial?: FeedPage | null;
  /** The signed-in student, or null for a visitor. */
  viewer: SessionUser | null;
  /** Shown when there are no posts at all. */
  empty: ReactNode;
  /** "scroll" loads the next page near the bottom; "button" waits for Load more. */
  more?: "scroll" | "button";
  level?: 2 | 3;
  /** Posts to leave out on the client (the global feed leaves out one's own). */
  hide?(post: PostView): boolean;
};

export function PostList(props: PostListProps) {
  const list = useInfiniteQuery(postListOptions(props.source, props.initial));
  const sentinel = useRef<HTMLDivElement>(null);
  const mode = props.more ?? "scroll";
  const all = postsOf(list.data);
  const posts = props.hide ? all.filter((p) => !props.hide!(p)) : all;
  const moreFailed = list.isFetchNextPageError && !list.isFetching;
  const waiting = list.hasNextPage && !list.isFetching && !moreFailed;

  // A fresh observer after every page: its first report says whether the end is still near
  // (a tall screen, a short page), so pages keep coming until the screen is filled.
  useEffect(() => {
    const el = sentinel.current;
    if (mode !== "scroll" || !waiting || !el) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void list.fetchNextPage();
      },
      { rootMargin: `0px 0px ${LOAD_AHEAD}px 0px` },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [mode, waiting, all.length]);

  if (!list.data) {
    if (list.isError && !list.isFetching) {
      return (
        <LoadError
          message="Failed to load posts"
          onRetry={() => void list.refetch()}
          className="feed-error"
        />
      );
    }
    return <PostSkeleton label={`Loading ${props.label}...`} />;
  }
  if (posts.length === 0 && !list.hasNextPage) return <>{props.empty}</>;

  return (
    <div className="post-list">
      <ul className="post-items" aria-label={props.label}>
        {posts.map((p) => (
          <li key={p._id}>
            <PostCard post={p} viewer={props.viewer} level={props.level} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="post-list-end">
        {list.isFetchingNextPage && <PostSkeleton count={1} label="Loading more posts..." />}
        {moreFailed && (
          <LoadError
            message="Failed to load posts"
            onRetry={() => void list.fetchNextPage()}
            className="feed-error"
          />
        )}
        {waiting && mode === "button" && (
          <button
            type="button"
            className="btn"
            onClick={() => void list.fetchNextPage()}
          >
            Load more posts
          </button>
        )}
        {!list.hasNextPage && posts.length > 0 && (
          <p className="feed-end" role="status">You've reached the end of the feed</p>
        )}
      </div>
    </div>
  );
}
