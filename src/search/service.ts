/**
 * Search (`GET /api/search`): posts, people or tags for a query, one page at a time, as the
 * searcher may see them. Open to visitors like the feeds; blocks apply to signed-in searchers.
 */
import type { AppDeps } from "../deps.ts";
import type { SearchPage, SearchQuery } from "./model.ts";
import { searchPeople } from "./people_search.ts";
import { searchPosts } from "./posts_search.ts";
import { searchTags } from "./tags_search.ts";
import { searcherOf } from "./visibility.ts";

/** One page of results of `query` for `viewerId` (null: a visitor). */
export async function search(
  deps: Pick<AppDeps, "kv">,
  viewerId: string | null,
  query: SearchQuery,
): Promise<SearchPage> {
  const searcher = await searcherOf(deps.kv, viewerId);
  if (query.type === "people") {
    return { type: "people", ...await searchPeople(deps.kv, searcher, query) };
  }
  if (query.type === "tags") return { type: "tags", ...await searchTags(deps.kv, query) };
  return { type: "posts", ...await searchPosts(deps.kv, searcher, query) };
}
