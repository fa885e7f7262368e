/**
 * A student's profile (spec 000 §2 "Profile page", §4 "Profile", "Follow"): the header rendered
 * on the server from the profile, then the owner's edit and picture flows, a visitor's follow and
 * chat, and the Posts, Files, Followers and Following tabs, each loaded when first opened.
 */
import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { SessionState, SessionUser } from "../src/http/session.ts";
import type { SelfUser } from "../src/users/model.ts";
import type { ProfileView as Profile } from "../src/users/service.ts";
import { initSession, signedIn, useSession } from "../src/client/session.ts";
import { ProfileContent, type ProfileTab as Tab } from "../src/ui/profile/profile_content.tsx";
import { ProfileActions, type Relation } from "../src/ui/profile/profile_actions.tsx";
import { AccountSettings } from "../src/ui/profile/account_settings.tsx";
import { EditProfileForm, type ProfileChoices } from "../src/ui/profile/profile_edit_form.tsx";
import {
  PROFILE_NAME_ID,
  ProfileDetails,
  ProfileStats,
} from "../src/ui/profile/profile_header.tsx";
import { ProfilePicture } from "../src/ui/profile/profile_picture.tsx";
import { profileSaved, reloadProfile, useProfile } from "../src/ui/profile/queries.ts";
import { tabId } from "../src/ui/kit/tabs.tsx";
import { withQueries } from "../src/client/query.tsx";

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

function ProfileView(props: ProfileViewProps) {
  const session = useSession(props.viewer, props.sessionState);
  const client = useQueryClient();
  const profile = useProfile(props.profile);
  const [editing, setEditing] = useState(false);
  const [tab, setTab] = useState<Tab>("posts");
  const [visited, setVisited] = useState<ReadonlySet<Tab>>(() => new Set(["posts"]));
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

  // The viewer changed in the browser (a session renewed after the page was rendered): the
  // follow state and the files were read for someone else, so read them again.
  useEffect(() => {
    if (session.status === "loading" || viewerId === readFor.current) return;
    readFor.current = viewerId;
    reloadProfile(client, profile._id);
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

  /** The cached profile took the saved user already. */
  function onSaved(user: SelfUser) {
    setEditing(false);
    document.title = `${user.name} · Campus`;
    if (session.user?._id === user._id) signedIn(sessionUser(user));
  }

  function onUploaded(user: SelfUser) {
    profileSaved(client, user);
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
                    isBlocked={profile.isBlocked}
                    name={profile.name}
                    viewerId={viewerId}
                    onEdit={() => setEditing(true)}
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
        onSelect={select}
      />
      {isOwner && <AccountSettings />}
    </div>
  );
}

export default withQueries(ProfileView);
