/**
 * A student's profile (spec 000 §2 "Profile page", §4 "Profile", "Follow"): the header rendered
 * on the server from the profile, then the owner's edit and picture flows, a visitor's follow and
 * chat, and the Posts, Files, Followers and Following tabs, each loaded when first opened.
 */
import { useEffect, useRef, useState } from "react";
import type { SessionState, SessionUser } from "../src/http/session.ts";
import type { FollowState } from "../src/follow/service.ts";
import type { SelfUser } from "../src/users/model.ts";
import type { ProfileView as Profile } from "../src/users/service.ts";
import { initSession, signedIn, useSession } from "../src/client/session.ts";
import { trpc } from "../src/client/trpc.ts";
import {
  type ListVersions,
  ProfileContent,
  type ProfileTab as Tab,
} from "../src/ui/profile/profile_content.tsx";
import { ProfileActions, type Relation } from "../src/ui/profile/profile_actions.tsx";
import { EditProfileForm, type ProfileChoices } from "../src/ui/profile/profile_edit_form.tsx";
import {
  PROFILE_NAME_ID,
  ProfileDetails,
  ProfileStats,
} from "../src/ui/profile/profile_header.tsx";
import { ProfilePicture } from "../src/ui/profile/profile_picture.tsx";
import { tabId } from "../src/ui/kit/tabs.tsx";

export type ProfileViewProps = {
  profile: Profile;
  /** Allowed years, departments, specializations and bio length for the edit form. */
  choices: ProfileChoices;
  viewer: SessionUser | null;
  sessionState: SessionState;
};

function sessionUser(u: SelfUser): SessionUser {
  return { _id: u._id, name: u.name, username: u.username, profilePicture: u.profilePicture };
}

export default function ProfileView(props: ProfileViewProps) {
  const session = useSession(props.viewer, props.sessionState);
  const [profile, setProfile] = useState(props.profile);
  const [editing, setEditing] = useState(false);
  const [tab, setTab] = useState<Tab>("posts");
  const [visited, setVisited] = useState<ReadonlySet<Tab>>(() => new Set(["posts"]));
  // Bumped to reload a list whose rows another action made stale.
  const [versions, setVersions] = useState<ListVersions>({ followers: 0, following: 0, viewer: 0 });
  const readFor = useRef(props.viewer?._id ?? null);
  const editButtonArea = useRef<HTMLDivElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => initSession(props.viewer, props.sessionState), []);

  const viewerId = session.user?._id ?? null;
  const relation: Relation = session.status === "loading"
    ? "loading"
    : !session.user
    ? "signedOut"
    : session.user._id === profile._id
    ? "owner"
    : "visitor";
  const isOwner = relation === "owner";

  async function refetch() {
    try {
      setProfile(await trpc.users.byId.query({ id: profile._id }));
    } catch {
      // The counts already shown stay; the next visit reads them again.
    }
  }

  // The viewer changed in the browser (a session renewed after the page was rendered): the
  // follow state was read for someone else, so read it and the lists again.
  useEffect(() => {
    if (session.status === "loading" || viewerId === readFor.current) return;
    readFor.current = viewerId;
    void refetch().then(() =>
      setVersions((v) => ({
        followers: v.followers + 1,
        following: v.following + 1,
        viewer: v.viewer + 1,
      }))
    );
  }, [session.status, viewerId]);

  useEffect(() => {
    if (editing) document.getElementById("edit-name")?.focus();
    else if (wasEditing.current) editButtonArea.current?.querySelector("button")?.focus();
    wasEditing.current = editing;
  }, [editing]);

  function select(next: Tab) {
    setTab(next);
    setVisited((v) => (v.has(next) ? v : new Set([...v, next])));
  }

  function openFromStats(next: Tab) {
    select(next);
    document.getElementById(tabId("profile", next))?.focus();
  }

  function onHeaderFollow(state: FollowState) {
    setProfile((p) => ({
      ...p,
      isFollowing: state.isFollowing,
      followersCount: state.followersCount,
    }));
    setVersions((v) => ({ ...v, followers: v.followers + 1 }));
    void refetch();
  }

  /** A row's toggle: the owner's following count changed, and the other list may be stale. */
  function onRowFollow(from: "followers" | "following", state: FollowState) {
    if (!isOwner) return;
    setProfile((p) => ({ ...p, followingCount: state.followingCount }));
    const other = from === "followers" ? "following" : "followers";
    setVersions((v) => ({ ...v, [other]: v[other] + 1 }));
  }

  function onSaved(user: SelfUser) {
    const { email: _email, ...saved } = user;
    setProfile((p) => ({ ...p, ...saved }));
    setEditing(false);
    document.title = `${user.name} · Campus`;
    if (session.user?._id === user._id) signedIn(sessionUser(user));
  }

  function onUploaded(user: SelfUser) {
    setProfile((p) => ({ ...p, profilePicture: user.profilePicture }));
    signedIn(sessionUser(user));
  }

  return (
    <div className="profile">
      <section
        className="card profile-card"
        aria-labelledby={editing ? "edit-title" : PROFILE_NAME_ID}
      >
        <ProfilePicture
          name={profile.name}
          src={profile.profilePicture}
          isOwner={isOwner}
          isOnline={profile.isOnline}
          onUploaded={onUploaded}
        />
        <div className="profile-body" ref={editButtonArea}>
          {editing
            ? (
              <EditProfileForm
                profile={profile}
                choices={props.choices}
                onSaved={onSaved}
                onCancel={() => setEditing(false)}
              />
            )
            : (
              <ProfileDetails
                profile={profile}
                isOwner={isOwner}
                actions={
                  <ProfileActions
                    relation={relation}
                    userId={profile._id}
                    isFollowing={profile.isFollowing}
                    followKey={`${viewerId}-${versions.viewer}`}
                    onEdit={() => setEditing(true)}
                    onFollowChange={onHeaderFollow}
                  />
                }
              />
            )}
          <ProfileStats profile={profile} onOpen={openFromStats} />
        </div>
      </section>
      <ProfileContent
        profile={profile}
        isOwner={isOwner}
        viewerId={viewerId}
        tab={tab}
        visited={visited}
        versions={versions}
        onSelect={select}
        onRowFollow={onRowFollow}
        onFollowersCount={(n) => setProfile((p) => ({ ...p, followersCount: n }))}
      />
    </div>
  );
}
