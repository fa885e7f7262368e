/**
 * /search: posts, people and tags by words, open to everyone like the feeds. The search in the
 * address (`?q=&type=&category=`) is run on the server and rendered with the page; a failed read
 * is logged only and the island asks again.
 */
import { definePage, readOrNull } from "../src/ssr/page.ts";
import { SearchPageIsland } from "../src/ssr/islands.ts";
import { PageHead } from "../src/ui/site/page_head.tsx";
import { searchChoice } from "../src/ui/search/address.ts";
import { searchQuery } from "../src/search/model.ts";
import { search } from "../src/search/service.ts";
import { SEARCH_PAGE_SIZE } from "../src/shared/search_rules.ts";

export default definePage({
  title: "Search",
  description: "Search Campus: posts by their words and tags, students by name, and tags.",
  render: async (c) => {
    const choice = searchChoice(new URL(c.req.url).searchParams);
    const input = searchQuery.safeParse({
      q: choice.q,
      type: choice.type,
      category: choice.category ?? undefined,
      limit: SEARCH_PAGE_SIZE,
    });
    const viewerId = c.get("user")?._id ?? null;
    const first = input.success
      ? await readOrNull(
        c,
        "search page: first page failed",
        search(c.get("deps"), viewerId, input.data),
        "warn",
      )
      : null;
    return (
      <div className="container page search-page">
        <PageHead
          title="Search"
          lead="Posts by their words and tags, students by name, and tags."
        />
        <SearchPageIsland
          viewer={c.get("user")}
          sessionState={c.get("sessionState")}
          {...choice}
          first={first}
        />
      </div>
    );
  },
});
