/** What a search may ask (free of zod, so the search box and the server read the same numbers). */

export const SEARCH_TYPES = ["posts", "people", "tags"] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** Longest query, in characters. */
export const MAX_QUERY = 100;
/** Results a page, by default and at most. */
export const SEARCH_PAGE_SIZE = 10;
export const MAX_SEARCH_PAGE_SIZE = 50;
