/**
 * The profile's tabbed content (spec 000 §2): Posts, Files, Followers (with count), Following
 * (with count) and, on one's own profile only, Saved. A tab's panel is mounted the first time it
 * is opened, then kept.
 */
import type { ReactNode } from "react";
import type { ProfileView } from "../../users/service.ts";
import { FilesPanel } from "./files_panel.tsx";
import { FollowList } from "./follow_list.tsx";
import { count } from "../kit/format.ts";
import { PostsPanel } from "./posts_panel.tsx";
import { SavedPanel } from "./saved_panel.tsx";
import { TabPanel, Tabs } from "../kit/tabs.tsx";

export type ProfileTab = "posts" | "files" | "followers" | "following" | "saved";
export const PROFILE_TABS: ProfileTab[] = ["posts", "files", "followers", "following", "saved"];

function TabLabel(props: { label: string; n?: number }) {
  return (
    <>
      {props.label}
      {props.n !== undefined && (
        <>
          {" "}
          <span className="tab-count">{count(props.n)}</span>
        </>
      )}
    </>
  );
}

export type ProfileContentProps = {
  profile: ProfileView;
  isOwner: boolean;
  viewerId: string | null;
  tab: ProfileTab;
  visited: ReadonlySet<ProfileTab>;
  onSelect(tab: ProfileTab): void;
};

export function ProfileContent(props: ProfileContentProps) {
  const { profile, isOwner } = props;
  const list = (which: "followers" | "following") => (
    <FollowList which={which} userId={profile._id} isOwner={isOwner} viewerId={props.viewerId} />
  );
  const panels: Record<ProfileTab, () => ReactNode> = {
    posts: () => <PostsPanel isOwner={isOwner} name={profile.name} userId={profile._id} />,
    files: () => (
      <FilesPanel userId={profile._id} isOwner={isOwner} signedIn={props.viewerId !== null} />
    ),
    followers: () => list("followers"),
    following: () => list("following"),
    saved: () => <SavedPanel />,
  };
  const tabs = isOwner ? PROFILE_TABS : PROFILE_TABS.filter((t) => t !== "saved");

  return (
    <section className="profile-content" aria-label="Profile content">
      <Tabs
        idBase="profile"
        label="Profile sections"
        className="profile-tabs"
        items={[
          { key: "posts", label: <TabLabel label="Posts" /> },
          { key: "files", label: <TabLabel label="Files" /> },
          { key: "followers", label: <TabLabel label="Followers" n={profile.followersCount} /> },
          { key: "following", label: <TabLabel label="Following" n={profile.followingCount} /> },
          ...(isOwner ? [{ key: "saved" as const, label: <TabLabel label="Saved" /> }] : []),
        ]}
        selected={props.tab}
        onSelect={props.onSelect}
      />
      {tabs.map((t) => (
        <TabPanel
          key={t}
          idBase="profile"
          tab={t}
          selected={props.tab === t}
          className="profile-panel"
        >
          {props.visited.has(t) && panels[t]()}
        </TabPanel>
      ))}
    </section>
  );
}
