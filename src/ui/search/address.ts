/**
 * The search in the address: `/search?q=&type=&category=`, read on the server for the first
 * render and written by the page as the student searches, so a search can be shared or reloaded.
 */
import { CATEGORIES, type Category } from "../../shared/post_rules.ts";
import { MAX_QUERY, SEARCH_TYPES, type SearchType } from "../../shared/search_rules.ts";

export type SearchChoice = { q: string; type: SearchType; category: Category | null };

/** What the address asks for; anything unknown falls back to its default. */
export function searchChoice(params: URLSearchParams): SearchChoice {
  const type = params.get("type") as SearchType;
  const category = params.get("category") as Category;
  return {
    q: (params.get("q") ?? "").slice(0, MAX_QUERY),
    type: SEARCH_TYPES.includes(type) ? type : "posts",
    category: CATEGORIES.includes(category) ? category : null,
  };
}

/** The address of a search. */
export function searchHref(choice: SearchChoice): string {
  const params = new URLSearchParams();
  if (choice.q) params.set("q", choice.q);
  if (choice.type !== "posts") params.set("type", choice.type);
  if (choice.category && choice.type === "posts") params.set("category", choice.category);
  const query = params.toString();
  return query ? `/search?${query}` : "/search";
}
