/**
 * The people queries of the home page (spec 000 §5, §9): suggestions, username search, filters,
 * and the intersection by _id when both a username and filters are given. Each is keyed by its
 * inputs, so an answer lands under the inputs it was asked for and a late one shows nowhere.
 */
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { trpc } from "../../client/query.tsx";
import { trpcClient } from "../../client/trpc.ts";
import type { Suggestion } from "../follow/follow_cache.ts";

export type Filters = { year: string; department: string; specialization: string };
export const NO_FILTERS: Filters = { year: "", department: "", specialization: "" };

export const SEARCH_DEBOUNCE_MS = 300;
/** Suggestions in the discover grid and in the "Suggested for you" card (spec 000 §9). */
export const DISCOVER_LIMIT = 8;
export const SUGGESTED_LIMIT = 4;

export const hasFilters = (f: Filters) => Boolean(f.year || f.department || f.specialization);

/** What the grid asks for: the debounced username and the applied filters. */
export type PeopleInput = { username: string; filters: Filters };

/** "suggested": no username and no filters; "results": a search and/or filter answer. */
export type PeopleMode = "suggested" | "results";

export function modeOf(input: PeopleInput): PeopleMode {
  return input.username || hasFilters(input.filters) ? "results" : "suggested";
}

/** The suggestions of one list; the server's first paint seeds them when it had some. */
export function suggestionsOptions(limit: number, initial: Suggestion[] | null) {
  return trpc.users.suggest.queryOptions({ limit }, { initialData: initial ?? undefined });
}

/** The query of the discover grid for `input`: under the procedure's own key when one asks
 * it all; an intersection fetches both parts through the cache, so each is kept under its key. */
export function peopleOptions(
  client: QueryClient,
  input: PeopleInput,
): { queryKey: QueryKey; queryFn: () => Promise<Suggestion[]> } {
  const { username, filters } = input;
  if (modeOf(input) === "suggested") {
    const limit = DISCOVER_LIMIT;
    return {
      queryKey: trpc.users.suggest.queryKey({ limit }),
      queryFn: () => trpcClient.users.suggest.query({ limit }),
    };
  }
  if (!hasFilters(filters)) {
    return {
      queryKey: trpc.users.search.queryKey({ username }),
      queryFn: () => trpcClient.users.search.query({ username }),
    };
  }
  if (!username) {
    return {
      queryKey: trpc.users.filter.queryKey(filters),
      queryFn: () => trpcClient.users.filter.query(filters),
    };
  }
  const search = trpc.users.search.queryOptions({ username });
  const filter = trpc.users.filter.queryOptions(filters);
  return {
    queryKey: ["people", { username, ...filters }],
    async queryFn() {
      const [byName, byFilter] = await Promise.all([
        client.fetchQuery(search),
        client.fetchQuery(filter),
      ]);
      const ids = new Set(byFilter.map((u) => u._id));
      return byName.filter((u) => ids.has(u._id));
    },
  };
}

/** Asks again for the suggestions of one list, e.g. once a resumed session is known: the first
 * ones were made for a visitor and may list people the student follows. */
export function reloadSuggestions(client: QueryClient, limit: number): void {
  void client.invalidateQueries({ queryKey: trpc.users.suggest.queryKey({ limit }) });
}
