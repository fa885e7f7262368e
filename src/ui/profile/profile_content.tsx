/**
 * The profile's tabbed content (spec 000 §2): Posts, Files, Followers (with count) and Following
 * (with count). A tab's panel is mounted the first time it is opened, then kept.
 */
import type { ReactNode } from "react";
import type { FollowState } from "../../follow/service.ts";
import type { ProfileView } from "../../users/service.ts";
import { FilesPanel } from "./files_panel.tsx";
import { FollowList } from "./follow_list.tsx";
import { count } from "../kit/format.ts";
import { PostsPanel } from "./posts_panel.tsx";
import { TabPanel, Tabs } from "../kit/tabs.tsx";

export type ProfileTab = "posts" | "files" | "followers" | "following";
export const PROFILE_TABS: ProfileTab[] = ["posts", "files", "followers", "following"];
/** Bumping one of these reloads that list (its rows went stale elsewhere). */
export type ListVersions = { followers: number; following: number; viewer: number };

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
  versions: ListVersions;
  onSelect(tab: ProfileTab): void;
  onRowFollow(from: "followers" | "following", state: FollowState): void;
  onFollowersCount(n: number): void;
};

export function ProfileContent(props: ProfileContentProps) {
  const { profile, isOwner, versions } = props;
  const list = (which: "followers" | "following") => (
    <FollowList
      key={`${which}-${versions[which]}`}
      which={which}
      userId={profile._id}
      isOwner={isOwner}
      viewerId={props.viewerId}
      onFollowChange={(s) => props.onRowFollow(which, s)}
      onFollowersCount={props.onFollowersCount}
    />
  );
  const panels: Record<ProfileTab, () => ReactNode> = {
    posts: () => <PostsPanel isOwner={isOwner} name={profile.name} userId={profile._id} />,
    files: () => <FilesPanel key={versions.viewer} userId={profile._id} isOwner={isOwner} />,
    followers: () => list("followers"),
    following: () => list("following"),
  };

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
        ]}
        selected={props.tab}
        onSelect={props.onSelect}
      />
      {PROFILE_TABS.map((t) => (
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
