/**
 * The home page's community numbers (spec 000 §2–3, §9): top contributors with the bar and split
 * rules, trending resources and platform stats, and the static samples shown when the live ones
 * cannot be read.
 */
import { CATEGORIES } from "../../shared/post_rules.ts";

export type Contributor = {
  /** Live contributors link to their profile; samples have no id. */
  _id?: string;
  name: string;
  username: string;
  contributions: number;
  /** The bar's 100 %; 150 unless given. */
  max?: number;
  /** Samples carry a role; live contributors show their split instead. */
  role?: string;
  /** A picture URL; empty shows initials. */
  avatar: string | null;
  /** Live counts of each kind; samples split `contributions` 40/30/20/10. */
  posts?: number;
  comments?: number;
  likes?: number;
  shares?: number;
};

/** A resource of a trending roadmap section. */
export type TrendingResource = { title: string; link: string; section: string };

export type PlatformStats = { students: number; posts: number; categories: number };

/** The headings and lines of the community section's two cards. */
export const communityCopy = {
  contributors: "Top contributors",
  stats: "Platform stats",
  categories: "Posts are filed under these categories:",
  trending: "See who is trending",
  contributorsEmpty: "Nobody has contributed yet. Write the first post.",
  resources: "Trending resources",
  resourcesEmpty: "No roadmap is trending yet. Share one from the feed.",
  resourcesMore: "All trending sections",
};

export const CONTRIBUTOR_MAX = 150;
/** Contributors read (spec 000 §9: 6 fetched, 3 shown). */
export const CONTRIBUTORS_FETCHED = 6;
export const CONTRIBUTORS_SHOWN = 3;
export const RESOURCES_SHOWN = 4;

export const sampleContributors: Contributor[] = [
  {
    name: "Ananya Iyer",
    username: "ananya.codes",
    contributions: 142,
    role: "DSA mentor",
    avatar: "",
  },
  {
    name: "Rohan Mehta",
    username: "rohan_m",
    contributions: 118,
    role: "Web Dev lead",
    avatar: "",
  },
  {
    name: "Sara Thomas",
    username: "sara.t",
    contributions: 97,
    role: "Notes curator",
    avatar: "",
  },
  { name: "Kabir Singh", username: "kabir", contributions: 64, role: "Member", avatar: "" },
];

/** How a contributor's total splits into posts, comments, likes and shares (spec 000 §9). */
export const contributionSplit = [
  { key: "posts", label: "Posts", share: 0.4 },
  { key: "comments", label: "Comments", share: 0.3 },
  { key: "likes", label: "Likes", share: 0.2 },
  { key: "shares", label: "Shares", share: 0.1 },
] as const;

/** One part of the split: the live count, or the sample's share of its total. */
export function splitCount(c: Contributor, part: (typeof contributionSplit)[number]): number {
  return c[part.key] ?? Math.round(c.contributions * part.share);
}

/** The bar width: contributions as a percentage of the contributor's max, at most 100. */
export function contributionPercent(c: Contributor): number {
  const max = c.max ?? CONTRIBUTOR_MAX;
  return Math.min(100, Math.round((c.contributions / max) * 100));
}

/**
 * The contributors a card shows: the top 3 of those read, each bar a percent of the largest
 * total read (150 when nobody has contributed yet).
 */
export function shownContributors(read: Contributor[]): Contributor[] {
  const top = [...read].sort((a, b) => b.contributions - a.contributions);
  const max = Math.max(...top.map((c) => c.contributions), 0) || CONTRIBUTOR_MAX;
  return top.slice(0, CONTRIBUTORS_SHOWN).map((c) => ({ ...c, max: c.max ?? max }));
}

/** The post categories behind "8 categories" (spec 000 §3). */
export const postCategories = CATEGORIES;

/** Shown when the live counters cannot be read (spec 000 §9 static home stats). */
export const sampleStats = [
  { value: "1,000+", label: "users" },
  { value: "5,000+", label: "posts" },
  { value: "8", label: "categories" },
];

/** The live counters as the stats card shows them. */
export function statsRows(stats: PlatformStats): { value: string; label: string }[] {
  const n = (x: number) => x.toLocaleString("en-US");
  return [
    { value: n(stats.students), label: stats.students === 1 ? "student" : "students" },
    { value: n(stats.posts), label: stats.posts === 1 ? "post" : "posts" },
    { value: n(stats.categories), label: stats.categories === 1 ? "category" : "categories" },
  ];
}

/** Up to two initials of a name, for avatars without a picture. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? parts[parts.length - 1][0] : "";
  return (first + last).toUpperCase();
}
