/**
 * Trending (spec 000 §2 Trending page, §3, §7, §9): what each act is worth, how fast it fades,
 * the filters, and the standings kept per subject. See docs/decisions.md "Trending scores".
 */
import { z } from "zod";
import type { Category } from "../shared/post_rules.ts";
import { TRENDING_FILTERS, type TrendingFilter } from "../shared/trending.ts";

/** Scores halve every 12 hours: yesterday's burst still shows, last week's does not lead. */
export const HALF_LIFE_MS = 12 * 3_600_000;
/** Where boosted scores start; any fixed instant works, a near one keeps logs small. */
export const SCORE_EPOCH = Date.UTC(2026, 0, 1);

/** What an act adds to a post (and so to its section, category and author). */
export const POST_WEIGHTS = { post: 1, like: 1, comment: 2, share: 3 } as const;
/** What a new follower adds to a profile. */
export const FOLLOW_WEIGHT = 2;
/** A contributor's acts, weighted by the spec's 40/30/20/10 split (spec 000 §9). */
export const CONTRIBUTION_WEIGHTS = { post: 4, comment: 3, like: 2, share: 1 } as const;

/** How many profiles each filter shows; "all" is the first page of 100. */
export const FILTER_LIMITS: Record<TrendingFilter, number> = {
  all: 100,
  top10: 10,
  top20: 20,
  top50: 50,
};
/** Sections, posts and categories shown per tab. */
export const TAB_LIMIT = 20;
export const CONTRIBUTORS_DEFAULT = 6;
export const CONTRIBUTORS_MAX = 20;
/** How many of a section's latest posts lend their resources to the home page. */
export const SECTION_RECENT_POSTS = 3;

export const profilesQuery = z.object({
  filter: z.enum(TRENDING_FILTERS, { error: "filter must be all, top10, top20 or top50" })
    .default("all"),
});

export const contributorsQuery = z.object({
  limit: z.coerce.number({ error: "limit must be a whole number" })
    .int("limit must be a whole number")
    .min(1, `limit must be between 1 and ${CONTRIBUTORS_MAX}`)
    .max(CONTRIBUTORS_MAX, `limit must be between 1 and ${CONTRIBUTORS_MAX}`)
    .default(CONTRIBUTORS_DEFAULT),
});

/** The kinds of subject that have a standing and a ranked list. */
export type SubjectKind = "posts" | "sections" | "categories" | "profiles" | "contributors";

/** Counts of credited acts; self-acts and acts on deleted posts are never in them. */
export type ActCounts = { likes: number; comments: number; shares: number };

/** A post's standing: its score and where its score is also counted. */
export type PostStanding = ActCounts & {
  log: number | null;
  authorId: string;
  createdAt: number;
  /** The section it belongs to (normalised name), for roadmap posts. */
  section: string | null;
  category: Category | null;
};

export type SectionStanding = ActCounts & {
  log: number | null;
  /** The name as its first post spelled it. */
  name: string;
  count: number;
  /** Newest first, at most SECTION_RECENT_POSTS. */
  recent: string[];
};

export type CategoryStanding = { log: number | null; postCount: number; likes: number };

/** A profile's standing: its posts' scores and its followers; `members` counts both. */
export type ProfileStanding = { log: number | null; members: number };

export type ContributorStanding = ActCounts & { log: number | null; posts: number };

/** What one student's act on a post left behind, so that it counts once, from its first time. */
export type Credit = {
  /** When it first counted; a repeat after an undo counts from then, not from now. */
  at: number;
  /** Likes and shares: 1 or 0; comments: how many of the student's comments remain. */
  n: number;
};

/** A section's name as the key that groups it: trimmed, lower case, inner spaces single. */
export function sectionId(title: string): string {
  return title.trim().replace(/\s+/g, " ").toLowerCase();
}
