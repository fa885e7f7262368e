/**
 * The trending page's profile filters (spec 000 §9), free of zod so the page and the server's
 * schema read the same list.
 */

export const TRENDING_FILTERS = ["all", "top10", "top20", "top50"] as const;
export type TrendingFilter = (typeof TRENDING_FILTERS)[number];
