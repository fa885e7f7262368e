/** The Join Our Mission block at the end of the team page (spec 001 §2 "Team page"). */
import { IconTile } from "../site/cards.tsx";
import { Headline } from "../site/section.tsx";
import { SUPPORT_EMAIL } from "../site/site_links.ts";
import { joinMission } from "./page_data.ts";
import type { SessionState } from "../../http/session.ts";
import { joinAction } from "../site/join_action.ts";

export function JoinMission(props: { sessionState: SessionState }) {
  const join = joinAction(props.sessionState, { href: "/signup", label: joinMission.join });
  return (
    <section className="card team-join" aria-labelledby="join-title">
      <div className="team-join-copy">
        <Headline copy={joinMission} level={2} leadClassName="muted" />
        <div className="team-join-actions">
          <a className="btn btn-primary" href={join.href}>{join.label}</a>
          <a className="btn" href={`mailto:${SUPPORT_EMAIL}?subject=I%20want%20to%20help`}>
            {joinMission.write}
          </a>
        </div>
      </div>
      <ul className="team-join-ways">
        {joinMission.ways.map((w) => (
          <li key={w.title}>
            <IconTile icon={w.icon} />
            <span>
              <strong>{w.title}</strong>
              <span className="muted">{w.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
