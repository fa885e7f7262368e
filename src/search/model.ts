/**
 * Search (issue "Find, keep and stay safe"): the query a client sends and the results it gets.
 * Posts come as post views, people as compact profiles, tags with their post counts; each result
 * names the words that matched, so the page can mark them.
 */
import { z } from "zod";
import { CATEGORIES, type PostView } from "../posts/model.ts";
import { cursorField, limitField } from "../shared/paging.ts";
import {
  MAX_QUERY,
  MAX_SEARCH_PAGE_SIZE,
  SEARCH_PAGE_SIZE,
  SEARCH_TYPES,
} from "../shared/search_rules.ts";

export const searchQuery = z.object({
  q: z.string({ error: "Type something to search for." }).trim()
    .min(1, "Type something to search for.")
    .max(MAX_QUERY, `Searches are at most ${MAX_QUERY} characters.`),
  type: z.enum(SEARCH_TYPES, { error: "type must be posts, people or tags" }).default("posts"),
  // A form sends an empty category for "all".
  category: z.preprocess(
    (v) => v === "" ? undefined : v,
    z.enum(CATEGORIES, { error: `category must be one of ${CATEGORIES.join(", ")}` }).optional(),
  ),
  limit: limitField(MAX_SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE),
  cursor: cursorField,
});

export type SearchQuery = z.infer<typeof searchQuery>;

/** A post found, with the words of it that matched. */
export type PostResult = PostView & { matched: string[] };

/** A student found by name or username. */
export type PersonResult = {
  _id: string;
  name: string;
  username: string;
  profilePicture: string | null;
  department: string;
  year: string;
  matched: string[];
};

/** A tag and how many posts carry it. */
export type TagResult = { tag: string; postsCount: number; matched: string[] };

export type SearchPage =
  | { type: "posts"; results: PostResult[]; cursor: string | null }
  | { type: "people"; results: PersonResult[]; cursor: string | null }
  | { type: "tags"; results: TagResult[]; cursor: string | null };
