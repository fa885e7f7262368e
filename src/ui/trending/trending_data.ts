/**
 * The words of the trending page (spec 000 §2 "Trending page", §9): its head, the four tabs, the
 * profile filters, what each tab says while empty, and the visitor's way to follow.
 */
import type { TrendingFilter, TrendingTab } from "./types.ts";

export const trendingPage = {
  title: "Trending",
  lead: "Who and what students across Campus are reading, liking and sharing right now.",
  description: "Students, roadmap sections, posts and categories gaining the most attention.",
  tabsLabel: "Trending",
  filtersLabel: "How many profiles",
  retryText: "Couldn't load.",
  retryButton: "Try again",
  visitorNote: "Sign in to follow the students you find here.",
  visitorLink: "Sign in",
  scoreHint: "Trending score: recent likes, comments, shares and follows, newest counting most.",
};

/** The tabs: "Trending Profiles" and so on, the first word left to screen readers on phones. */
export const TAB_PREFIX = "Trending";
export const TRENDING_TABS: { key: TrendingTab; word: string }[] = [
  { key: "profiles", word: "Profiles" },
  { key: "sections", word: "Sections" },
  { key: "posts", word: "Posts" },
  { key: "categories", word: "Categories" },
];

export const FILTER_LABELS: { key: TrendingFilter; label: string }[] = [
  { key: "all", label: "All" },
  { key: "top10", label: "Top 10" },
  { key: "top20", label: "Top 20" },
  { key: "top50", label: "Top 50" },
];

export type EmptyCopy = { title: string; text: string; href: string; action: string };

export const emptyCopy: Record<TrendingTab, EmptyCopy> = {
  profiles: {
    title: "Nobody is trending yet.",
    text:
      "Students show up here as their posts are liked, discussed and shared, and as they gain followers.",
    href: "/#discover",
    action: "Discover people",
  },
  sections: {
    title: "No roadmap sections are trending yet.",
    text: "Publish a roadmap with its resources, and it shows up here as students use it.",
    href: "/feed",
    action: "Write a roadmap",
  },
  posts: {
    title: "Nothing is trending yet. Be the first to post.",
    text: "Posts rise here with every like, comment and share.",
    href: "/feed",
    action: "Go to the feed",
  },
  categories: {
    title: "No categories are trending yet.",
    text: "Roadmaps are grouped by category here once students start liking them.",
    href: "/feed",
    action: "Go to the feed",
  },
};

/** What screen readers hear while a tab loads. */
export const loadingLabels: Record<TrendingTab, string> = {
  profiles: "Loading trending profiles...",
  sections: "Loading trending sections...",
  posts: "Loading trending posts...",
  categories: "Loading trending categories...",
};

/** Labels on the cards. */
export const cardCopy = {
  followers: "Followers",
  score: "Score",
  roadmaps: (n: number) => (n === 1 ? "Roadmap" : "Roadmaps"),
  posts: (n: number) => (n === 1 ? "Post" : "Posts"),
  likes: "Likes",
  comments: "Comments",
  shares: "Shares",
  resourcesFor: (name: string) => `Resources for ${name}`,
  newTab: "(opens in a new tab)",
  latestRoadmap: "Open the latest roadmap",
  categoryLink: "See these posts in the feed",
  verified: "Verified student",
  you: "You",
};

/** The feed, filtered to one roadmap category. */
export function categoryHref(category: string): string {
  return `/feed?category=${encodeURIComponent(category)}`;
}
