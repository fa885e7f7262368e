/**
 * One post on its own page (spec 001 §2 "Post page"): Back, the post with all its actions and
 * the comments open, and a Follow button for the author. The server's copy seeds the query
 * cache; the page reads it again once a renewed session reveals the viewer.
 */
import { useEffect, useRef, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { SessionState, SessionUser } from "../src/http/session.ts";
import { initSession, useSession } from "../src/client/session.ts";
import { trpc, withQueries } from "../src/client/query.tsx";
import { httpStatusOf } from "../src/client/trpc.ts";
import { FollowButton } from "../src/ui/follow/follow_button.tsx";
import { Icon } from "../src/ui/kit/icon.tsx";
import { iconArrowLeft } from "../src/ui/kit/icon_paths.ts";
import { PostCard } from "../src/ui/posts/post_card.tsx";
import { PostMissing } from "../src/ui/posts/post_missing.tsx";
import { PostSkeleton } from "../src/ui/posts/post_skeleton.tsx";
import { postOptions } from "../src/ui/posts/queries.ts";
import type { PostView } from "../src/ui/posts/types.ts";

export type PostPageProps = {
  id: string;
  /** The post as the server read it, or null when it could not (the page then asks itself). */
  post: PostView | null;
  /** Whether the viewer follows the author, as the server saw it. */
  following: boolean;
  viewer: SessionUser | null;
  sessionState: SessionState;
};

/** What the Navigation API (where the browser has it) tells of this tab's history. */
type NavigationHistory = { currentEntry: { index: number } | null };

/**
 * Back to the page of this site the student came from; a post opened from a shared link (another
 * site, a messaging app, a new tab) goes to the feed, or home for a visitor, never off the site.
 * The Navigation API lists only this site's entries, so a previous one is ours; without it, the
 * referrer says where the student came from.
 */
function goBack(signedIn: boolean) {
  const nav = (globalThis as { navigation?: NavigationHistory }).navigation;
  const cameFrom = document.referrer ? new URL(document.referrer).origin : null;
  const ours = nav?.currentEntry
    ? nav.currentEntry.index > 0
    : cameFrom === location.origin && history.length > 1;
  if (ours) history.back();
  else location.assign(signedIn ? "/feed" : "/");
}

function PostPage(props: PostPageProps) {
  const session = useSession(props.viewer, props.sessionState);
  const client = useQueryClient();
  const viewerId = session.user?._id ?? null;
  // The viewer the copies were read for; a renewed session reads them again.
  const readFor = useRef(props.viewer?._id ?? null);
  const [renewed, setRenewed] = useState(false);
  const [followed, setFollowed] = useState<boolean | null>(null);

  // Without the server's copy, the read waits for the session, so it carries the viewer's like.
  const query = useQuery({
    ...postOptions(props.id, props.post),
    enabled: session.status !== "loading",
  });
  const post = query.data ?? null;
  const showFollow = post !== null && viewerId !== null && viewerId !== post.author._id &&
    post.author.username !== "";
  const author = useQuery({
    ...trpc.users.byId.queryOptions({ id: post?.author._id ?? "" }),
    enabled: renewed && showFollow,
  });
  const following = followed ?? author.data?.isFollowing ?? props.following;

  useEffect(() => initSession(props.viewer, props.sessionState), []);

  useEffect(() => {
    if (session.status === "loading" || viewerId === readFor.current) return;
    readFor.current = viewerId;
    setRenewed(true);
    void client.invalidateQueries(trpc.posts.byId.queryFilter({ id: props.id }));
  }, [session.status, viewerId]);

  // An edit of the title renames the page.
  useEffect(() => {
    if (post) document.title = `${post.title} · Campus`;
  }, [post?.title]);

  if (query.isError && (httpStatusOf(query.error) === 404 || !post)) return <PostMissing />;

  return (
    <div className="post-page-body">
      <div className="post-page-bar">
        <button type="button" className="btn btn-small" onClick={() => goBack(viewerId !== null)}>
          <Icon d={iconArrowLeft} size={16} className="post-icon" />
          Back
        </button>
      </div>
      {post
        ? (
          <PostCard
            post={post}
            viewer={session.user}
            standalone
            aside={showFollow && (
              <FollowButton
                key={`${viewerId}-${following}`}
                userId={post.author._id}
                isFollowing={following}
                onChange={(s) => setFollowed(s.isFollowing)}
              />
            )}
            onDeleted={() => location.assign("/feed")}
          />
        )
        : <PostSkeleton count={1} label="Loading post..." />}
    </div>
  );
}

export default withQueries(PostPage);
