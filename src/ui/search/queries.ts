/**
 * A search as an infinite TanStack query over tRPC: the answer's cursor finds the next page, and
 * a first page the server rendered seeds the cache, so hydrating asks nothing.
 */
import { useInfiniteQuery } from "@tanstack/react-query";
import { trpc } from "../../client/query.tsx";
import type { SearchPage } from "../../search/model.ts";
import { SEARCH_PAGE_SIZE } from "../../shared/search_rules.ts";
import type { SearchChoice } from "./address.ts";

export function searchOptions(choice: SearchChoice, first: SearchPage | null) {
  // Sent only when chosen, so "all categories" has one cache key.
  const category = choice.type === "posts" && choice.category ? { category: choice.category } : {};
  return trpc.search.query.infiniteQueryOptions(
    { q: choice.q.trim(), type: choice.type, limit: SEARCH_PAGE_SIZE, ...category },
    {
      enabled: choice.q.trim() !== "",
      getNextPageParam: (page) => page.cursor ?? undefined,
      initialData: first ? { pages: [first], pageParams: [null] } : undefined,
      staleTime: 30_000,
    },
  );
}

/** The pages of a search, read as the student asks for more. */
export function useSearch(choice: SearchChoice, first: SearchPage | null) {
  return useInfiniteQuery(searchOptions(choice, first));
}

export type SearchQueryState = ReturnType<typeof useSearch>;
