/**
 * The Posts tab (spec 000 §2): "All types" first and open by default, so a profile with posts never
 * looks empty, then the spec's sub-tabs Sections/Roadmaps, Blogs/Text and Images. Each list is
 * loaded when its sub-tab is first opened and has its own empty state.
 */
import { type ReactNode, useEffect, useState } from "react";
import { useSession } from "../../client/session.ts";
import { PostList } from "../posts/post_list.tsx";
import { PostSkeleton } from "../posts/post_skeleton.tsx";
import type { FeedType } from "../posts/types.ts";
import { TabPanel, Tabs } from "../kit/tabs.tsx";

type Kind = "all" | "sections" | "blogs" | "images";

// Not "All" (the header's All link) nor "All posts" (a name query for the Posts tab finds it too).
const kinds: { key: Kind; type: FeedType; label: string; empty: string; ownerHint: string }[] = [
  {
    key: "all",
    type: "all",
    label: "All types",
    empty: "No posts yet",
    ownerHint: "Share a blog, a roadmap or images: they all show here, newest first.",
  },
  {
    key: "sections",
    type: "section",
    label: "Sections/Roadmaps",
    empty: "No roadmaps yet",
    ownerHint: "Share a learning roadmap with its best resources.",
  },
  {
    key: "blogs",
    type: "text",
    label: "Blogs/Text",
    empty: "No blog posts yet",
    ownerHint: "Write about what you learned this week.",
  },
  {
    key: "images",
    type: "image",
    label: "Images",
    empty: "No image posts yet",
    ownerHint: "Post diagrams, notes or project screenshots.",
  },
];

/** The profile's id: given by the caller, else read from the address (/profile/{id}). */
function useProfileId(given: string | undefined): string | null {
  const [id, setId] = useState(given ?? null);
  useEffect(() => {
    if (!given) setId(location.pathname.split("/")[2] ?? null);
  }, [given]);
  return given ?? id;
}

function KindPosts(props: { userId: string; kind: (typeof kinds)[number]; empty: ReactNode }) {
  // The lists render in the browser only, after the session store was seeded by the page.
  const session = useSession(null, "none");
  const { userId, kind } = props;
  return (
    <PostList
      label={kind.label}
      viewer={session.user}
      source={{ list: "byUser", userId, type: kind.type }}
      empty={props.empty}
    />
  );
}

export function PostsPanel(props: { isOwner: boolean; name: string; userId?: string }) {
  const [kind, setKind] = useState<Kind>("all");
  const [opened, setOpened] = useState<ReadonlySet<Kind>>(() => new Set(["all"]));
  const userId = useProfileId(props.userId);

  function select(next: Kind) {
    setKind(next);
    setOpened((o) => (o.has(next) ? o : new Set([...o, next])));
  }

  return (
    <div className="posts-panel">
      <Tabs<Kind>
        idBase="posts"
        label="Post types"
        className="subtabs"
        items={kinds.map((k) => ({ key: k.key, label: k.label }))}
        selected={kind}
        onSelect={select}
      />
      {kinds.map((k) => {
        const empty = (
          <div className="empty-state">
            <p className="empty-title">{k.empty}</p>
            <p className="muted">
              {props.isOwner ? k.ownerHint : `${props.name} has not shared any here.`}
            </p>
            {props.isOwner && (
              <a className="btn btn-small btn-primary" href="/feed">Create a post</a>
            )}
          </div>
        );
        return (
          <TabPanel
            key={k.key}
            idBase="posts"
            tab={k.key}
            selected={kind === k.key}
            className="profile-panel"
          >
            {opened.has(k.key) &&
              (userId
                ? <KindPosts userId={userId} kind={k} empty={empty} />
                : <PostSkeleton label={`Loading ${k.label}...`} />)}
          </TabPanel>
        );
      })}
    </div>
  );
}
