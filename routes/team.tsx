/**
 * /team: the people behind Campus (spec 001 §2 "Team page"): a searchable directory of members
 * and the Join Our Mission block.
 */
import { definePage } from "../src/ssr/page.ts";
import { TeamDirectoryIsland } from "../src/ssr/islands.ts";
import { PageHead } from "../src/ui/site/page_head.tsx";
import { JoinMission } from "../src/ui/team/join_mission.tsx";
import { teamPage } from "../src/ui/team/page_data.ts";
import { teamMembers, teamRoles } from "../src/ui/team/team_data.ts";

export default definePage({
  title: "Team",
  description: "Meet the students who build Campus, and find out how to join them.",
  sameWhenSignedOut: {},
  render: (c) => (
    <div className="container page team-page">
      <PageHead title={teamPage.title} lead={teamPage.lead} />
      <section aria-labelledby="directory-title">
        <h2 id="directory-title" className="visually-hidden">{teamPage.directoryTitle}</h2>
        <TeamDirectoryIsland members={teamMembers} roles={[...teamRoles]} />
      </section>
      <JoinMission sessionState={c.get("sessionState")} />
    </div>
  ),
});
