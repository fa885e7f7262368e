/**
 * The home page's Recent Posts (spec 000 §2): the global feed, ten at a time with Load more so
 * the sections below stay reachable. Loaded on demand (a dynamic import) when the tab opens.
 */
import type { ReactNode } from "react";
import { useSession } from "../../client/session.ts";
import { PostList } from "./post_list.tsx";

export default function RecentFeed(props: { empty: ReactNode }) {
  // Mounted long after the page's islands started, so the session store is already seeded.
  const session = useSession(null, "none");
  const viewerId = session.user?._id ?? null;
  return (
    <PostList
      label="Recent posts"
      source={{ list: "global", type: "all" }}
      viewer={session.user}
      empty={props.empty}
      more="button"
      level={3}
      hide={(p) => viewerId !== null && p.author._id === viewerId}
    />
  );
}
