/** Query of every post list (spec 000 §7 "Posts"): page, limit (10), type filter and a cursor. */
import { z } from "zod";
import { POST_TYPES } from "../posts/model.ts";
import { cursorField, limitField, pageField } from "../shared/paging.ts";

export const FEED_PAGE_SIZE = 10;

export const feedQuery = z.object({
  page: pageField(1000),
  limit: limitField(50, FEED_PAGE_SIZE),
  type: z.enum([...POST_TYPES, "all"], { error: "type must be all, text, section or image" })
    .default("all"),
  cursor: cursorField,
});

export type FeedQuery = z.infer<typeof feedQuery>;
