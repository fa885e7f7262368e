/**
 * The Trending Categories tab (spec 000 §2, §3 "Trending category"): each roadmap category with
 * its post count, likes and score, leading to the feed filtered to that category.
 */
import { useQuery } from "@tanstack/react-query";
import { count } from "../kit/format.ts";
import { Icon } from "../kit/icon.tsx";
import { iconArrowRight } from "../kit/icon_paths.ts";
import { CardSkeletons, TabState } from "./panel_states.tsx";
import { categoriesOptions } from "./queries.ts";
import { Rank, Score, Stats } from "./rank.tsx";
import { cardCopy, categoryHref } from "./trending_data.ts";
import type { TrendingCategory, TrendingFirst } from "./types.ts";

function CategoryCard(props: { category: TrendingCategory; rank: number }) {
  const c = props.category;
  const titleId = `trending-category-${props.rank}`;
  return (
    <article className="card trending-card trending-category" aria-labelledby={titleId}>
      <div className="trending-card-head">
        <Rank n={props.rank} />
        <h2 id={titleId} className="trending-name">
          <a href={categoryHref(c._id)}>{c._id}</a>
        </h2>
        <Score value={c.trendingScore} />
      </div>
      <Stats
        className="trending-stats-row"
        stats={[
          { key: "posts", label: cardCopy.posts(c.postCount), value: count(c.postCount) },
          { key: "likes", label: cardCopy.likes, value: count(c.totalLikes) },
        ]}
      />
      <span className="trending-more" aria-hidden="true">
        {cardCopy.categoryLink}
        <Icon d={iconArrowRight} size={16} className="trending-icon" />
      </span>
    </article>
  );
}

export function CategoriesPanel(props: { first: TrendingFirst | null }) {
  const query = useQuery(categoriesOptions(props.first));
  return (
    <TabState
      tab="categories"
      query={query}
      rows={(d) => d.categories}
      skeleton={<CardSkeletons tab="categories" lines={2} />}
    >
      {(d) => (
        <ol className="trending-grid trending-grid-narrow" aria-label="Trending categories">
          {d.categories.map((c, i) => (
            <li key={c._id}>
              <CategoryCard category={c} rank={i + 1} />
            </li>
          ))}
        </ol>
      )}
    </TabState>
  );
}
