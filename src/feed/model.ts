/**
 * Queries of the post lists (spec 000 §7 "Posts"): page, limit (10), type filter and a cursor;
 * every post and the global feed also filter by roadmap category.
 */
import { z } from "zod";
import { CATEGORIES, POST_TYPES } from "../posts/model.ts";
import { cursorField, limitField, pageField } from "../shared/paging.ts";

export const FEED_PAGE_SIZE = 10;
/** How far a bare `page` number may walk (docs/api.md): each page before it is one more scan. */
export const FEED_MAX_PAGE = 100;

/** The query of every post list. */
export const postListQuery = z.object({
  page: pageField(FEED_MAX_PAGE),
  limit: limitField(50, FEED_PAGE_SIZE),
  type: z.enum([...POST_TYPES, "all"], { error: "type must be all, text, section or image" })
    .default("all"),
  cursor: cursorField,
});

/** `GET /posts` and `GET /feed/global`: also a category, which only roadmap posts have. */
export const feedQuery = postListQuery.extend({
  category: z.enum(CATEGORIES, { error: `category must be one of ${CATEGORIES.join(", ")}` })
    .optional(),
});

export type PostListQuery = z.infer<typeof postListQuery>;
export type FeedQuery = z.infer<typeof feedQuery>;
