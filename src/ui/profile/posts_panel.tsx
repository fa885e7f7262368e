/**
 * The Posts tab (spec 000 §2): sub-tabs Sections/Roadmaps, Blogs/Text and Images. Posts are not
 * published anywhere yet, so each sub-tab shows its empty state.
 */
import { useState } from "react";
import { TabPanel, Tabs } from "./tabs.tsx";

type Kind = "sections" | "blogs" | "images";

const kinds: { key: Kind; label: string; empty: string; ownerHint: string }[] = [
  {
    key: "sections",
    label: "Sections/Roadmaps",
    empty: "No roadmaps yet",
    ownerHint: "Share a learning roadmap with its best resources.",
  },
  {
    key: "blogs",
    label: "Blogs/Text",
    empty: "No blog posts yet",
    ownerHint: "Write about what you learned this week.",
  },
  {
    key: "images",
    label: "Images",
    empty: "No image posts yet",
    ownerHint: "Post diagrams, notes or project screenshots.",
  },
];

export function PostsPanel(props: { isOwner: boolean; name: string }) {
  const [kind, setKind] = useState<Kind>("sections");
  return (
    <div className="posts-panel">
      <Tabs<Kind>
        idBase="posts"
        label="Post types"
        className="subtabs"
        items={kinds.map((k) => ({ key: k.key, label: k.label }))}
        selected={kind}
        onSelect={setKind}
      />
      {kinds.map((k) => (
        <TabPanel key={k.key} idBase="posts" tab={k.key} selected={kind === k.key}>
          <div className="empty-state">
            <p className="empty-title">{k.empty}</p>
            <p className="muted">
              {props.isOwner ? k.ownerHint : `${props.name} has not shared any here.`}
            </p>
            {props.isOwner && (
              <a className="btn btn-small btn-primary" href="/feed">Create a post</a>
            )}
          </div>
        </TabPanel>
      ))}
    </div>
  );
}
