/** The Join Our Mission block at the end of the team page (spec 001 §2 "Team page"). */
import { SUPPORT_EMAIL } from "../site/site_links.ts";
import { Icon } from "../kit/icon.tsx";
import { iconCode, iconPen, iconUsers } from "../kit/icon_paths.ts";

const ways = [
  { icon: iconCode, title: "Build", text: "Fix a bug or ship a feature with the dev team." },
  { icon: iconPen, title: "Write", text: "Curate notes and roadmaps for your branch." },
  {
    icon: iconUsers,
    title: "Mentor",
    text: "Answer juniors' questions in your strongest subject.",
  },
];

export function JoinMission() {
  return (
    <section className="card team-join" aria-labelledby="join-title">
      <div className="team-join-copy">
        <span className="eyebrow">Join Our Mission</span>
        <h2 id="join-title">Help every student prepare together</h2>
        <p className="muted">
          Campus is built by students in their spare time. If you can code, design, write or simply
          explain things well, there is a place for you on the team.
        </p>
        <div className="team-join-actions">
          <a className="btn btn-primary" href="/signup">Join Campus</a>
          <a className="btn" href={`mailto:${SUPPORT_EMAIL}?subject=I%20want%20to%20help`}>
            Write to the team
          </a>
        </div>
      </div>
      <ul className="team-join-ways">
        {ways.map((w) => (
          <li key={w.title}>
            <span className="home-icon-tile" aria-hidden="true">
              <Icon d={w.icon} />
            </span>
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
