/**
 * Community at a glance (spec 000 §2, §9): the top 3 sample contributors with a bar as a percent
 * of their max and the 40/30/20/10 split, and the static platform stats.
 */
import {
  communityCopy,
  contributionPercent,
  contributionSplit,
  type Contributor,
  CONTRIBUTORS_SHOWN,
  initials,
  platformStats,
  postCategories,
  sampleContributors,
} from "./community_data.ts";
import { Section } from "../site/section.tsx";
import { homeSections } from "./sections_data.ts";

function ContributorRow({ c, rank }: { c: Contributor; rank: number }) {
  const percent = contributionPercent(c);
  return (
    <li className="home-contributor">
      <span className="home-rank" aria-label={`Rank ${rank}`}>{rank}</span>
      {c.avatar
        ? <img className="home-avatar" src={c.avatar} alt="" width={44} height={44} />
        : <span className="home-avatar" aria-hidden="true">{initials(c.name)}</span>}
      <div className="home-contributor-body">
        <div className="home-contributor-head">
          <div>
            <strong>{c.name}</strong>
            <span className="muted home-contributor-sub">@{c.username} · {c.role}</span>
          </div>
          <span className="home-contributor-total">{c.contributions} contributions</span>
        </div>
        <div
          className="home-bar"
          role="img"
          aria-label={`${percent}% of ${c.max ?? 150} contributions`}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
        <ul className="home-split">
          {contributionSplit.map((part) => (
            <li key={part.label}>
              <span className="muted">{part.label}</span>{" "}
              <strong>{Math.round(c.contributions * part.share)}</strong>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

export function CommunitySection() {
  const top = [...sampleContributors]
    .sort((a, b) => b.contributions - a.contributions)
    .slice(0, CONTRIBUTORS_SHOWN);
  return (
    <Section copy={homeSections.community} className="section home-band">
      <div className="home-community">
        <article className="card" aria-labelledby="contributors-title">
          <h3 id="contributors-title">{communityCopy.contributors}</h3>
          <ol className="home-contributors">
            {top.map((c, i) => <ContributorRow key={c.username} c={c} rank={i + 1} />)}
          </ol>
        </article>
        <article className="card" aria-labelledby="stats-title">
          <h3 id="stats-title">{communityCopy.stats}</h3>
          <dl className="home-stats">
            {platformStats.map((s) => (
              <div key={s.label}>
                <dt className="muted">{s.label}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
          <p className="muted home-stats-note">{communityCopy.categories}</p>
          <ul className="home-categories">
            {postCategories.map((c) => <li key={c} className="badge">{c}</li>)}
          </ul>
          <a className="btn btn-small" href="/trending">{communityCopy.trending}</a>
        </article>
      </div>
    </Section>
  );
}
