/**
 * What the trending page shows, as the server's reads answer it (type imports only, so no server
 * code reaches the browser), and which tab's answer the server rendered first.
 */
import type {
  TrendingCategory,
  TrendingPost,
  TrendingProfile,
  TrendingSection,
} from "../../trending/read.ts";
import type { TrendingFilter } from "../../shared/trending.ts";

export type { TrendingCategory, TrendingFilter, TrendingPost, TrendingProfile, TrendingSection };

export type TrendingTab = "profiles" | "sections" | "posts" | "categories";

/** The answer of the tab the page opened on, read by the server; null when the read failed. */
export type TrendingFirst =
  | { tab: "profiles"; filter: TrendingFilter; data: { profiles: TrendingProfile[] } }
  | { tab: "sections"; data: { sections: TrendingSection[] } }
  | { tab: "posts"; data: { posts: TrendingPost[] } }
  | { tab: "categories"; data: { categories: TrendingCategory[] } };
