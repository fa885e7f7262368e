/**
 * Community at a glance (spec 000 §2, §9): the top 3 contributors with a bar as a percent of the
 * largest total and their split, trending resources, and platform stats. Live numbers are read
 * on the server; when a read fails the static samples stay (spec 000 §7 "failure is ignored").
 */
import {
  communityCopy,
  contributionPercent,
  contributionSplit,
  type Contributor,
  initials,
  type PlatformStats,
  postCategories,
  RESOURCES_SHOWN,
  sampleContributors,
  sampleStats,
  shownContributors,
  splitCount,
  statsRows,
  type TrendingResource,
} from "./community_data.ts";
import { Section } from "../site/section.tsx";
import { homeSections } from "./sections_data.ts";

export type CommunityData = {
  /** Null when they could not be read: the samples show. */
  contributors: Contributor[] | null;
  resources: TrendingResource[] | null;
  stats: PlatformStats | null;
};

function ContributorRow({ c, rank }: { c: Contributor; rank: number }) {
  const percent = contributionPercent(c);
  const name = c._id ? <a href={`/profile/${c._id}`}>{c.name}</a> : c.name;
  return (
    <li className="home-contributor">
      <span className="home-rank" aria-label={`Rank ${rank}`}>{rank}</span>
      {c.avatar
        ? <img className="home-avatar" src={c.avatar} alt="" width={44} height={44} />
        : <span className="home-avatar" aria-hidden="true">{initials(c.name)}</span>}
      <div className="home-contributor-body">
        <div className="home-contributor-head">
          <div>
            <strong>{name}</strong>
            <span className="muted home-contributor-sub">
              @{c.username}
              {c.role ? ` · ${c.role}` : ""}
            </span>
          </div>
          <span className="home-contributor-total">
            {c.contributions} {c.contributions === 1 ? "contribution" : "contributions"}
          </span>
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
              <span className="muted">{part.label}</span> <strong>{splitCount(c, part)}</strong>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}

function ResourcesCard({ resources }: { resources: TrendingResource[] }) {
  return (
    <article className="card home-resources-card" aria-labelledby="trending-resources-title">
      <h3 id="trending-resources-title">{communityCopy.resources}</h3>
      {resources.length === 0
        ? <p className="muted">{communityCopy.resourcesEmpty}</p>
        : (
          <ul className="home-resources">
            {resources.slice(0, RESOURCES_SHOWN).map((r) => (
              <li key={`${r.section}/${r.link}`}>
                <a href={r.link} target="_blank" rel="noopener noreferrer">{r.title}</a>
                <span className="muted">{r.section}</span>
              </li>
            ))}
          </ul>
        )}
      <a className="btn btn-small" href="/trending?tab=sections">{communityCopy.resourcesMore}</a>
    </article>
  );
}

export function CommunitySection({ data }: { data: CommunityData }) {
  // Live contributors when read (even none yet); the samples only when the read failed.
  const top = shownContributors(data.contributors ?? sampleContributors);
  const stats = data.stats ? statsRows(data.stats) : sampleStats;
  return (
    <Section copy={homeSections.community} className="section home-band">
      <div className="home-community">
        <article className="card" aria-labelledby="contributors-title">
          <h3 id="contributors-title">{communityCopy.contributors}</h3>
          {top.length === 0
            ? <p className="muted">{communityCopy.contributorsEmpty}</p>
            : (
              <ol className="home-contributors">
                {top.map((c, i) => <ContributorRow key={c._id ?? c.username} c={c} rank={i + 1} />)}
              </ol>
            )}
        </article>
        <article className="card" aria-labelledby="stats-title">
          <h3 id="stats-title">{communityCopy.stats}</h3>
          <dl className="home-stats">
            {stats.map((s) => (
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
        {data.resources && <ResourcesCard resources={data.resources} />}
      </div>
    </Section>
  );
}
