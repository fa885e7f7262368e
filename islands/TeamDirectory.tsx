/**
 * The team directory (spec 001 §2 "Team page", §4 "Team modal"): search, role dropdown and role
 * chips over a grid of member cards; a card opens the member's profile in a dialog.
 */
import { useState } from "react";
import { Dialog } from "../src/ui/dialog.tsx";
import { Icon } from "../src/ui/home/icon.tsx";
import { iconSearch } from "../src/ui/home/icon_paths.ts";
import { filterMembers, type TeamMember } from "../src/ui/team/team_data.ts";
import { MemberCard, MemberProfile } from "../src/ui/team/member_views.tsx";

export type TeamDirectoryProps = { members: TeamMember[]; roles: string[] };

export default function TeamDirectory({ members, roles }: TeamDirectoryProps) {
  const [query, setQuery] = useState("");
  const [role, setRole] = useState("");
  const [openId, setOpenId] = useState<string | null>(null);
  const shown = filterMembers(members, query, role);
  const open = members.find((m) => m.id === openId) ?? null;
  const filtered = query.trim() !== "" || role !== "";

  function clear() {
    setQuery("");
    setRole("");
  }

  return (
    <>
      <div className="card team-filters" role="search" aria-label="Find team members">
        <div className="team-filter-row">
          <div className="field team-search">
            <label htmlFor="team-search">Search</label>
            <div className="team-search-box">
              <Icon d={iconSearch} size={18} />
              <input
                id="team-search"
                className="input"
                type="search"
                placeholder="Name, designation or skill"
                autoComplete="off"
                value={query}
                onChange={(e) => setQuery(e.currentTarget.value)}
              />
            </div>
          </div>
          <div className="field team-role-select">
            <label htmlFor="team-role">Role</label>
            <select
              id="team-role"
              className="input"
              value={role}
              onChange={(e) => setRole(e.currentTarget.value)}
            >
              <option value="">All roles</option>
              {roles.map((r) => <option key={r} value={r}>{r}</option>)}
            </select>
          </div>
        </div>
        <div className="team-chips" role="group" aria-label="Filter by role">
          {["", ...roles].map((r) => (
            <button
              key={r || "all"}
              type="button"
              className="team-chip"
              aria-pressed={role === r}
              onClick={() => setRole(r)}
            >
              {r || "All"}
            </button>
          ))}
        </div>
      </div>
      <p className="muted team-count" aria-live="polite">
        {shown.length === members.length
          ? `${members.length} team members`
          : `Showing ${shown.length} of ${members.length} team members`}
      </p>
      {shown.length === 0
        ? (
          <div className="empty-state">
            <p>No team members found</p>
            {filtered && (
              <button type="button" className="btn btn-small" onClick={clear}>
                Clear search and filters
              </button>
            )}
          </div>
        )
        : (
          <ul className="team-grid">
            {shown.map((m) => <MemberCard key={m.id} member={m} onOpen={setOpenId} />)}
          </ul>
        )}
      <Dialog
        open={open !== null}
        title={open?.name ?? ""}
        subtitle={open?.designation}
        onClose={() => setOpenId(null)}
        actions={
          <button type="button" className="btn" onClick={() => setOpenId(null)}>
            Close
          </button>
        }
      >
        {open && <MemberProfile member={open} />}
      </Dialog>
    </>
  );
}
