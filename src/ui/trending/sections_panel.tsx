/**
 * The Trending Sections tab (spec 000 §2, §3 "Trending section"): roadmap sections grouped by
 * name, each with its post count, likes, comments, shares, score and up to three resources from
 * its latest roadmaps, which open in a new tab.
 */
import { useQuery } from "@tanstack/react-query";
import { count } from "../kit/format.ts";
import { Icon } from "../kit/icon.tsx";
import { iconArrowRight, iconExternal } from "../kit/icon_paths.ts";
import { postPath } from "../../shared/post_paths.ts";
import { CardSkeletons, TabState } from "./panel_states.tsx";
import { sectionsOptions } from "./queries.ts";
import { Rank, Score, Stats } from "./rank.tsx";
import { cardCopy } from "./trending_data.ts";
import type { TrendingFirst, TrendingSection } from "./types.ts";

function host(link: string): string {
  try {
    return new URL(link).hostname.replace(/^www\./, "");
  } catch {
    return "";
  }
}

/** A resource title with the new-tab icon kept beside its last word when the title wraps. */
function TitleWithIcon(props: { title: string }) {
  const cut = props.title.trimEnd().lastIndexOf(" ") + 1;
  return (
    <>
      {props.title.slice(0, cut)}
      <span className="trending-last-word">
        {props.title.slice(cut).trimEnd()}
        <Icon d={iconExternal} size={14} className="trending-icon" />
      </span>
    </>
  );
}

function SectionCard(props: { section: TrendingSection; rank: number }) {
  const s = props.section;
  const titleId = `trending-section-${props.rank}`;
  return (
    <article className="card trending-card trending-section" aria-labelledby={titleId}>
      <div className="trending-card-head">
        <Rank n={props.rank} />
        <h2 id={titleId} className="trending-name">{s._id}</h2>
        <Score value={s.trendingScore} />
      </div>
      <Stats
        className="trending-stats-row"
        stats={[
          { key: "posts", label: cardCopy.roadmaps(s.count), value: count(s.count) },
          { key: "likes", label: cardCopy.likes, value: count(s.totalLikes) },
          { key: "comments", label: cardCopy.comments, value: count(s.totalComments) },
          { key: "shares", label: cardCopy.shares, value: count(s.totalShares) },
        ]}
      />
      {s.resources.length > 0 && (
        <ul className="trending-resources" aria-label={cardCopy.resourcesFor(s._id)}>
          {s.resources.map((r, i) => (
            <li key={`${r.postId}-${i}`}>
              <a href={r.link} target="_blank" rel="noopener noreferrer">
                <TitleWithIcon title={r.title} />
                <span className="visually-hidden">{cardCopy.newTab}</span>
              </a>
              <span className="trending-host">{host(r.link)}</span>
            </li>
          ))}
        </ul>
      )}
      {s.resources[0] && (
        <a
          className="trending-more"
          href={postPath({ _id: s.resources[0].postId, type: "section" })}
        >
          {cardCopy.latestRoadmap}
          <span className="visually-hidden">{` on ${s._id}`}</span>
          <Icon d={iconArrowRight} size={16} className="trending-icon" />
        </a>
      )}
    </article>
  );
}

export function SectionsPanel(props: { first: TrendingFirst | null }) {
  const query = useQuery(sectionsOptions(props.first));
  return (
    <TabState
      tab="sections"
      query={query}
      rows={(d) => d.sections}
      skeleton={<CardSkeletons tab="sections" lines={3} />}
    >
      {(d) => (
        <ol className="trending-grid" aria-label="Trending sections">
          {d.sections.map((s, i) => (
            <li key={s._id}>
              <SectionCard section={s} rank={i + 1} />
            </li>
          ))}
        </ol>
      )}
    </TabState>
  );
}
