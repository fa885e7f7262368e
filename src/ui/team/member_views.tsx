/**
 * How a team member looks: the initials avatar, the card in the team grid and the profile shown
 * in the member dialog.
 */
import { Icon } from "../kit/icon.tsx";
import { iconCalendar, iconCode, iconMail, iconPin, iconUsers } from "../kit/icon_paths.ts";
import { initials } from "../home/community_data.ts";
import { DialogButton } from "../kit/buttons.tsx";
import { yearMonth } from "../kit/format.ts";
import { LinkList } from "../site/link_list.tsx";
import type { SiteLink } from "../site/site_links.ts";
import type { TeamMember } from "./team_data.ts";

export function roleSlug(role: string): string {
  return role.toLowerCase().replace(/[^a-z]+/g, "-");
}

export function MemberAvatar({ member, size }: { member: TeamMember; size: "md" | "lg" }) {
  if (member.image) {
    return <img className={`team-avatar team-avatar-${size}`} src={member.image} alt="" />;
  }
  return (
    <span
      className={`team-avatar team-avatar-${size} role-${roleSlug(member.role)}`}
      aria-hidden="true"
    >
      {initials(member.name)}
    </span>
  );
}

export function MemberCard(
  { member, onOpen }: { member: TeamMember; onOpen(id: string): void },
) {
  return (
    <li className="card team-card">
      <div className="team-card-head">
        <MemberAvatar member={member} size="md" />
        <div className="team-card-id">
          <h3>{member.name}</h3>
          <p className="muted">{member.designation}</p>
        </div>
      </div>
      <div className="team-card-meta">
        <span className={`badge team-role role-${roleSlug(member.role)}`}>{member.role}</span>
        <span className="muted team-location">
          <Icon d={iconPin} size={14} /> {member.location}
        </span>
      </div>
      <p className="team-bio">{member.bio}</p>
      <ul className="team-skills" aria-label={`Skills of ${member.name}`}>
        {member.skills.slice(0, 3).map((s) => <li key={s} className="badge">{s}</li>)}
        {member.skills.length > 3 && <li className="badge">+{member.skills.length - 3}</li>}
      </ul>
      <DialogButton
        label="View profile"
        context={member.name}
        className="btn btn-small team-open"
        onClick={() => onOpen(member.id)}
      />
    </li>
  );
}

/** The ways to reach a member, those they gave. */
function contactLinks({ email, github, linkedin }: TeamMember["socialLinks"]): SiteLink[] {
  return [
    email ? { href: `mailto:${email}`, label: email, icon: iconMail } : null,
    github ? { href: github, label: "GitHub", icon: iconCode, external: true } : null,
    linkedin ? { href: linkedin, label: "LinkedIn", icon: iconUsers, external: true } : null,
  ].filter((l) => l !== null);
}

export function MemberProfile({ member }: { member: TeamMember }) {
  return (
    <div className="team-profile">
      <div className="team-profile-head">
        <MemberAvatar member={member} size="lg" />
        <div className="team-profile-facts">
          <span className={`badge team-role role-${roleSlug(member.role)}`}>{member.role}</span>
          <span className="muted">
            <Icon d={iconPin} size={16} /> {member.location}
          </span>
          <span className="muted">
            <Icon d={iconCalendar} size={16} /> Joined {yearMonth(member.joinDate)}
          </span>
        </div>
      </div>
      <p>{member.bio}</p>
      <h3 className="team-profile-sub">Skills</h3>
      <ul className="team-skills">
        {member.skills.map((s) => <li key={s} className="badge">{s}</li>)}
      </ul>
      <h3 className="team-profile-sub">Get in touch</h3>
      <LinkList links={contactLinks(member.socialLinks)} className="team-links" />
    </div>
  );
}
