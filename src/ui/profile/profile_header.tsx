/**
 * The profile header's read-only parts (spec 000 §2 "Profile page"): name, @username, verified
 * badge, online state, bio, academic details, and the Followers/Following/Posts/Likes counts.
 */
import type { ReactNode } from "react";
import type { ProfileView } from "../../users/service.ts";
import { Icon } from "../kit/icon.tsx";
import { iconCalendarPlain, iconVerified } from "../kit/icon_paths.ts";
import { count, monthYearUtc } from "../kit/format.ts";

export const PROFILE_NAME_ID = "profile-name";

/** The academic details that are set, e.g. ["Year 3", "Computer Science", "AI/ML"]. */
function academicLine(
  u: { year: string; department: string; specialization: string },
): string[] {
  return [u.year ? `Year ${u.year}` : "", u.department, u.specialization].filter(Boolean);
}

export function VerifiedBadge() {
  return (
    <span className="badge profile-verified" title="Verified college student">
      <Icon d={iconVerified} size={14} className="" />
      Verified
    </span>
  );
}

export function ProfileDetails(
  props: { profile: ProfileView; isOwner: boolean; actions: ReactNode },
) {
  const p = props.profile;
  const facts = academicLine(p);
  return (
    <div className="profile-intro">
      <div className="profile-title-row">
        <div className="profile-ident">
          <h1 id={PROFILE_NAME_ID} className="profile-name">
            <span>{p.name}</span>
            {p.isVerified && <VerifiedBadge />}
          </h1>
          <p className="profile-handle">
            <span>@{p.username}</span>
            {p.isOnline && (
              <span className="profile-online">
                <span className="online-dot" aria-hidden="true" />
                Online
              </span>
            )}
          </p>
        </div>
        {props.actions && <div className="profile-actions">{props.actions}</div>}
      </div>
      {p.bio
        ? <p className="profile-bio">{p.bio}</p>
        : props.isOwner
        ? <p className="profile-bio muted">No bio yet. Use Edit Profile to introduce yourself.</p>
        : null}
      <ul className="profile-facts" aria-label="About">
        {facts.map((f) => <li key={f} className="badge">{f}</li>)}
        <li className="profile-joined muted">
          <Icon d={iconCalendarPlain} size={15} className="profile-icon" />
          Joined {monthYearUtc(p.createdAt)}
        </li>
      </ul>
      {facts.length === 0 && props.isOwner && (
        <p className="profile-hint muted">Add your year, department and specialization.</p>
      )}
    </div>
  );
}

export type StatTab = "followers" | "following";

/** The four counters; Followers and Following open their tab. */
export function ProfileStats(
  props: { profile: ProfileView; onOpen(tab: StatTab): void },
) {
  const p = props.profile;
  const linked: [StatTab, number, string][] = [
    ["followers", p.followersCount, "Followers"],
    ["following", p.followingCount, "Following"],
  ];
  const plain: [number, string][] = [[p.totalPosts, "Posts"], [p.totalLikes, "Likes"]];
  return (
    <ul className="profile-stats" aria-label="Activity">
      {linked.map(([tab, n, label]) => (
        <li key={label}>
          <button
            type="button"
            className="profile-stat"
            data-stat={tab}
            onClick={() => props.onOpen(tab)}
          >
            <strong>{count(n)}</strong>
            <span>{label}</span>
          </button>
        </li>
      ))}
      {plain.map(([n, label]) => (
        <li key={label}>
          <div className="profile-stat" data-stat={label.toLowerCase()}>
            <strong>{count(n)}</strong>
            <span>{label}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
