/**
 * The Trending Posts tab (spec 000 §2): the posts with the most recent likes, comments and
 * shares, as the feed's post cards with their rank and score. Loaded on demand (a dynamic
 * import), so the page's first JavaScript carries no post card until this tab is shown.
 */
import { useQuery } from "@tanstack/react-query";
import type { SessionUser } from "../../http/session.ts";
import { PostCard } from "../posts/post_card.tsx";
import { PostSkeleton } from "../posts/post_skeleton.tsx";
import { TabState } from "./panel_states.tsx";
import { postsOptions } from "./queries.ts";
import { Rank, Score } from "./rank.tsx";
import { loadingLabels } from "./trending_data.ts";
import type { TrendingFirst } from "./types.ts";

export type PostsPanelProps = { first: TrendingFirst | null; viewer: SessionUser | null };

export default function PostsPanel(props: PostsPanelProps) {
  const query = useQuery(postsOptions(props.first));
  return (
    <TabState
      tab="posts"
      query={query}
      rows={(d) => d.posts}
      skeleton={<PostSkeleton label={loadingLabels.posts} />}
    >
      {(d) => (
        <ol className="trending-posts" aria-label="Trending posts">
          {d.posts.map((p, i) => (
            <li key={p._id} className="trending-post">
              <p className="trending-post-meta">
                <Rank n={i + 1} />
                <Score value={p.trendingScore} />
              </p>
              <PostCard post={p} viewer={props.viewer} />
            </li>
          ))}
        </ol>
      )}
    </TabState>
  );
}
