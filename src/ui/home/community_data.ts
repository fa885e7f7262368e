/**
 * Static community numbers for the home page (spec 000 §2–3, §9): sample top contributors with
 * the bar and 40/30/20/10 split rules, and the platform stats.
 */
import { CATEGORIES } from "../../shared/post_rules.ts";

export type Contributor = {
  name: string;
  username: string;
  contributions: number;
  /** The bar's 100 %; 150 unless given. */
  max?: number;
  role: string;
  /** A picture URL; empty shows initials. */
  avatar: string;
};

/** The headings and lines of the community section's two cards. */
export const communityCopy = {
  contributors: "Top contributors",
  stats: "Platform stats",
  categories: "Posts are filed under these categories:",
  trending: "See who is trending",
};

export const CONTRIBUTOR_MAX = 150;
export const CONTRIBUTORS_SHOWN = 3;

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
  { label: "Posts", share: 0.4 },
  { label: "Comments", share: 0.3 },
  { label: "Likes", share: 0.2 },
  { label: "Shares", share: 0.1 },
];

/** The bar width: contributions as a percentage of the contributor's max, at most 100. */
export function contributionPercent(c: Contributor): number {
  const max = c.max ?? CONTRIBUTOR_MAX;
  return Math.min(100, Math.round((c.contributions / max) * 100));
}

/** The post categories behind "8 categories" (spec 000 §3). */
export const postCategories = CATEGORIES;

export const platformStats = [
  { value: "1,000+", label: "users" },
  { value: "5,000+", label: "posts" },
  { value: "8", label: "categories" },
];

/** Up to two initials of a name, for avatars without a picture. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? "";
  const last = parts.length > 1 ? parts[parts.length - 1][0] : "";
  return (first + last).toUpperCase();
}
