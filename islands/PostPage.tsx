/**
 * One post on its own page (spec 001 §2 "Post page"): Back, the post with all its actions and
 * the comments open, and a Follow button for the author. The server renders the post; the page
 * reads it again once a renewed session reveals the viewer, keeping what is shown meanwhile.
 */
import { useEffect, useRef, useState } from "react";
import type { SessionState, SessionUser } from "../src/http/session.ts";
import { initSession, useSession } from "../src/client/session.ts";
import { trpc } from "../src/client/trpc.ts";
import { FollowButton } from "../src/ui/follow/follow_button.tsx";
import { Icon } from "../src/ui/kit/icon.tsx";
import { iconArrowLeft } from "../src/ui/kit/icon_paths.ts";
import { PostCard } from "../src/ui/posts/post_card.tsx";
import { PostMissing } from "../src/ui/posts/post_missing.tsx";
import { PostSkeleton } from "../src/ui/posts/post_skeleton.tsx";
import { httpStatus, type PostView } from "../src/ui/posts/types.ts";

export type PostPageProps = {
  id: string;
  /** The post as the server read it, or null when it could not (the page then asks itself). */
  post: PostView | null;
  /** Whether the viewer follows the author, as the server saw it. */
  following: boolean;
  viewer: SessionUser | null;
  sessionState: SessionState;
};

function goBack() {
  if (history.length > 1) history.back();
  else location.assign("/");
}

export default function PostPage(props: PostPageProps) {
  const session = useSession(props.viewer, props.sessionState);
  const [post, setPost] = useState(props.post);
  const [missing, setMissing] = useState(false);
  const [following, setFollowing] = useState(props.following);
  // Bumped when a fresher copy arrives, so the card starts again from it.
  const [version, setVersion] = useState(0);
  const readFor = useRef(props.viewer?._id ?? null);
  const viewerId = session.user?._id ?? null;

  useEffect(() => initSession(props.viewer, props.sessionState), []);

  async function refresh() {
    try {
      const fresh = await trpc.posts.byId.query({ id: props.id });
      setPost(fresh);
      setVersion((v) => v + 1);
      if (viewerId && viewerId !== fresh.author._id && fresh.author.username) {
        const author = await trpc.users.byId.query({ id: fresh.author._id });
        setFollowing(author.isFollowing);
      }
    } catch (err) {
      if (httpStatus(err) === 404 || !post) setMissing(true);
    }
  }

  // No copy from the server, or the viewer turned out to be someone else (a renewed session).
  useEffect(() => {
    if (session.status === "loading") return;
    if (post && viewerId === readFor.current) return;
    readFor.current = viewerId;
    void refresh();
  }, [session.status, viewerId]);

  if (missing) return <PostMissing />;

  const showFollow = post !== null && viewerId !== null && viewerId !== post.author._id &&
    post.author.username !== "";

  return (
    <div className="post-page-body">
      <div className="post-page-bar">
        <button type="button" className="btn btn-small" onClick={goBack}>
          <Icon d={iconArrowLeft} size={16} className="post-icon" />
          Back
        </button>
      </div>
      {post
        ? (
          <PostCard
            key={version}
            post={post}
            viewerId={viewerId}
            standalone
            aside={showFollow && (
              <FollowButton
                key={`${viewerId}-${following}`}
                userId={post.author._id}
                isFollowing={following}
                onChange={(s) => setFollowing(s.isFollowing)}
              />
            )}
            onChange={(p) => {
              document.title = `${p.title} · Campus`;
            }}
            onDeleted={() => location.assign("/feed")}
          />
        )
        : <PostSkeleton count={1} label="Loading post..." />}
    </div>
  );
}
