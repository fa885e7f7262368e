/**
 * The Saved tab of one's own profile: the posts one bookmarked, newest save first, a page at a
 * time. Only the owner sees the tab; the list the server answers is always the reader's own.
 */
import { useInfiniteQuery } from "@tanstack/react-query";
import { trpc } from "../../client/query.tsx";
import { useSession } from "../../client/session.ts";
import { LoadError } from "../kit/states.tsx";
import { PostCard } from "../posts/post_card.tsx";
import { PostSkeleton } from "../posts/post_skeleton.tsx";
import { uniqueById } from "../posts/queries.ts";
import { PAGE_SIZE } from "../posts/types.ts";

export function SavedPanel() {
  const session = useSession(null, "none");
  const list = useInfiniteQuery(trpc.posts.saved.infiniteQueryOptions({ limit: PAGE_SIZE }, {
    getNextPageParam: (page) => page.cursor ?? undefined,
  }));

  if (!list.data) {
    if (list.isError && !list.isFetching) {
      return (
        <LoadError
          message="Failed to load saved posts"
          onRetry={() => void list.refetch()}
          className="feed-error"
        />
      );
    }
    return <PostSkeleton label="Loading saved posts..." />;
  }
  // A post taken off the list here stays until the list is read again, so it can be saved back.
  const posts = uniqueById(list.data.pages.flatMap((p) => p.posts));
  if (posts.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-title">No saved posts yet</p>
        <p className="muted">
          Save a post with its bookmark to find it here later. Only you see it.
        </p>
        <a className="btn btn-small btn-primary" href="/feed">Browse the feed</a>
      </div>
    );
  }
  return (
    <div className="post-list">
      <ul className="post-items" aria-label="Saved posts">
        {posts.map((p) => (
          <li key={p._id}>
            <PostCard post={p} viewer={session.user} />
          </li>
        ))}
      </ul>
      <div className="post-list-end">
        {list.isFetchingNextPage && <PostSkeleton count={1} label="Loading more posts..." />}
        {list.isFetchNextPageError && !list.isFetching && (
          <LoadError
            message="Failed to load saved posts"
            onRetry={() => void list.fetchNextPage()}
            className="feed-error"
          />
        )}
        {list.hasNextPage && !list.isFetching && (
          <button
            type="button"
            className="btn"
            onClick={() => void list.fetchNextPage()}
          >
            Load more saved posts
          </button>
        )}
      </div>
    </div>
  );
}
