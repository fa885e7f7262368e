/**
 * The Recent Posts tab of the home page (spec 000 §2): the global feed. The post cards are
 * fetched (a dynamic import) only once the tab is first shown, so the home page's first
 * JavaScript stays small; with no posts yet it invites students to write the first one.
 */
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Icon } from "../kit/icon.tsx";
import { iconPen } from "../kit/icon_paths.ts";
import { PostSkeleton } from "../posts/post_skeleton.tsx";

const RecentFeed = lazy(() => import("../posts/recent_feed.tsx"));

function NoPosts({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="empty-state discover-posts-empty">
      <span className="home-icon-tile" aria-hidden="true">
        <Icon d={iconPen} />
      </span>
      <p className="discover-posts-title">No posts yet. Be the first to share something.</p>
      {signedIn
        ? <a className="btn btn-primary" href="/feed">Write a post in your feed</a>
        : <a className="btn btn-primary" href="/signup">Sign up to start posting</a>}
    </div>
  );
}

export function RecentPosts({ signedIn }: { signedIn: boolean }) {
  const root = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);

  // The tab panel is `hidden` until its tab is chosen; it gets a size the moment it shows.
  useEffect(() => {
    const el = root.current;
    if (!el || shown) return;
    const visible = () => el.getClientRects().length > 0;
    if (visible()) return setShown(true);
    const ro = new ResizeObserver(() => {
      if (!visible()) return;
      ro.disconnect();
      setShown(true);
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [shown]);

  return (
    <div ref={root} className="recent-posts">
      {shown && (
        <Suspense fallback={<PostSkeleton label="Loading recent posts..." />}>
          <RecentFeed empty={<NoPosts signedIn={signedIn} />} />
        </Suspense>
      )}
    </div>
  );
}
