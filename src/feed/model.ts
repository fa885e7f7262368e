/** Query of every post list (spec 000 §7 "Posts"): page, limit (10), type filter and a cursor. */
import { z } from "zod";
import { POST_TYPES } from "../posts/model.ts";

export const FEED_PAGE_SIZE = 10;

export const feedQuery = z.object({
  page: z.coerce.number().int().min(1, "page must be 1 or more").max(
    1000,
    "page must be at most 1000",
  )
    .default(1),
  limit: z.coerce.number().int().min(1, "limit must be 1 to 50").max(50, "limit must be 1 to 50")
    .default(FEED_PAGE_SIZE),
  type: z.enum([...POST_TYPES, "all"], { error: "type must be all, text, section or image" })
    .default("all"),
  cursor: z.string().max(2048).optional(),
});

export type FeedQuery = z.infer<typeof feedQuery>;
