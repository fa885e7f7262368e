/**
 * /trending: trending profiles, sections, posts and categories (spec 000 §2), open to everyone.
 * The tab in the address (`?tab=`, `?filter=`) is read on the server and rendered with the page;
 * a failed read is logged only (spec 000 §8) and the island asks again.
 */
import { definePage, type PageContext, readOrNull } from "../src/ssr/page.ts";
import { TrendingPageIsland } from "../src/ssr/islands.ts";
import { PageHead } from "../src/ui/site/page_head.tsx";
import { trendingChoice } from "../src/ui/trending/address.ts";
import { trendingPage } from "../src/ui/trending/trending_data.ts";
import type { TrendingFirst } from "../src/ui/trending/types.ts";
import type { TrendingFilter } from "../src/shared/trending.ts";
import {
  trendingCategories,
  trendingPosts,
  trendingProfiles,
  trendingSections,
} from "../src/trending/read.ts";

/** The chosen tab's list, shaped as the island's first data. */
async function readFirst(
  c: PageContext,
  tab: TrendingFirst["tab"],
  filter: TrendingFilter,
): Promise<TrendingFirst> {
  const deps = c.get("deps");
  const viewerId = c.get("user")?._id ?? null;
  switch (tab) {
    case "profiles":
      return { tab, filter, data: await trendingProfiles(deps, viewerId, filter) };
    case "sections":
      return { tab, data: await trendingSections(deps) };
    case "posts":
      return { tab, data: await trendingPosts(deps, viewerId) };
    case "categories":
      return { tab, data: await trendingCategories(deps) };
  }
}

export default definePage({
  title: trendingPage.title,
  description: trendingPage.description,
  render: async (c) => {
    const { tab, filter } = trendingChoice(new URL(c.req.url).searchParams);
    const first = await readOrNull(
      c,
      "trending page: first list failed",
      readFirst(c, tab, filter),
      "warn",
    );
    return (
      <div className="container page trending-page">
        <PageHead title={trendingPage.title} lead={trendingPage.lead} />
        <TrendingPageIsland
          viewer={c.get("user")}
          sessionState={c.get("sessionState")}
          tab={tab}
          filter={filter}
          first={first}
        />
      </div>
    );
  },
});
