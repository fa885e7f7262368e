/**
 * The four trending lists as TanStack queries over tRPC (spec 000 §7 "Trending"). The list the
 * server rendered seeds its query, so hydrating asks nothing; the others load when first shown.
 */
import type { QueryClient } from "@tanstack/react-query";
import { trpc } from "../../client/query.tsx";
import type { TrendingFilter, TrendingFirst } from "./types.ts";

/** The server's answer for this tab (and filter), when it is the one the page opened on. */
function seed<T extends TrendingFirst["tab"]>(
  first: TrendingFirst | null,
  tab: T,
  filter?: TrendingFilter,
) {
  if (!first || first.tab !== tab) return undefined;
  if (first.tab === "profiles" && first.filter !== filter) return undefined;
  return first.data as Extract<TrendingFirst, { tab: T }>["data"];
}

export function profilesOptions(filter: TrendingFilter, first: TrendingFirst | null) {
  return trpc.trending.profiles.queryOptions({ filter }, {
    initialData: seed(first, "profiles", filter),
  });
}

export function sectionsOptions(first: TrendingFirst | null) {
  return trpc.trending.sections.queryOptions({}, { initialData: seed(first, "sections") });
}

export function postsOptions(first: TrendingFirst | null) {
  return trpc.trending.posts.queryOptions({}, { initialData: seed(first, "posts") });
}

export function categoriesOptions(first: TrendingFirst | null) {
  return trpc.trending.categories.queryOptions({}, { initialData: seed(first, "categories") });
}

/** Reads every trending list again, e.g. once the viewer turned out to be someone else than the
 * server thought (their follows and likes were read for a visitor). */
export function reloadTrending(client: QueryClient): void {
  void client.invalidateQueries(trpc.trending.pathFilter());
}
