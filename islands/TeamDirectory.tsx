/**
 * The team directory (spec 001 §2 "Team page", §4 "Team modal"): search, role dropdown and role
 * chips over a grid of member cards; a card opens the member's profile in a dialog.
 */
import { useState } from "react";
import { Dialog } from "../src/ui/kit/dialog.tsx";
import { SearchField, SelectField } from "../src/ui/kit/field.tsx";
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
          <SearchField
            id="team-search"
            label="Search"
            fieldClassName="field team-search"
            boxClassName="team-search-box"
            placeholder="Name, designation or skill"
            autoComplete="off"
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
          />
          <SelectField
            id="team-role"
            label="Role"
            fieldClassName="field team-role-select"
            className="input"
            value={role}
            options={roles}
            empty="All roles"
            onChange={setRole}
          />
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
