/**
 * How fast one student may write what others see or what costs storage: posts, comments, likes,
 * shares, follows, saved posts and uploaded images. Set well above honest use (docs/decisions.md "Write
 * limits"); each refusal is a 429 whose sentence says what was too fast and when to retry.
 */
import type { Limit } from "./rate_limit.ts";

export type WritePace = { rule: Limit; message: string };

export type WriteKind =
  | "posts"
  | "comments"
  | "likes"
  | "shares"
  | "follows"
  | "uploads"
  | "saves"
  | "edits"
  | "blocks"
  | "reports"
  | "notifySettings";

export type WriteLimits = Record<WriteKind, WritePace>;

const TEN_MINUTES = 10 * 60_000;

/** The limits the server runs with. */
export const WRITE_LIMITS: WriteLimits = {
  posts: {
    rule: { name: "posts_user", limit: 10, windowMs: TEN_MINUTES },
    message: "You're posting too fast.",
  },
  comments: {
    rule: { name: "comments_user", limit: 30, windowMs: TEN_MINUTES },
    message: "You're commenting too fast.",
  },
  likes: {
    rule: { name: "likes_user", limit: 120, windowMs: TEN_MINUTES },
    message: "You're liking posts too fast.",
  },
  shares: {
    rule: { name: "shares_user", limit: 120, windowMs: TEN_MINUTES },
    message: "You're sharing posts too fast.",
  },
  follows: {
    rule: { name: "follows_user", limit: 60, windowMs: TEN_MINUTES },
    message: "You're following students too fast.",
  },
  uploads: {
    rule: { name: "uploads_user", limit: 50, windowMs: TEN_MINUTES },
    message: "You're uploading images too fast.",
  },
  saves: {
    rule: { name: "saves_user", limit: 120, windowMs: TEN_MINUTES },
    message: "You're saving posts too fast.",
  },
  edits: {
    rule: { name: "edits_user", limit: 60, windowMs: TEN_MINUTES },
    message: "You're editing too fast.",
  },
  blocks: {
    rule: { name: "blocks_user", limit: 30, windowMs: TEN_MINUTES },
    message: "You're blocking and unblocking too fast.",
  },
  reports: {
    rule: { name: "reports_user", limit: 20, windowMs: 24 * 3600_000 },
    message: "You've sent 20 reports today, the most a day.",
  },
  notifySettings: {
    rule: { name: "notify_settings_user", limit: 60, windowMs: TEN_MINUTES },
    message: "You're changing notification settings too fast.",
  },
};

/**
 * The same limits with some counts raised: for the seed tool, which writes a whole community at
 * once, and for tests that truly need volume from one student. The server never runs without them.
 */
export function raisedLimits(counts: Partial<Record<WriteKind, number>>): WriteLimits {
  const out = { ...WRITE_LIMITS };
  for (const [kind, limit] of Object.entries(counts) as [WriteKind, number][]) {
    out[kind] = { ...out[kind], rule: { ...out[kind].rule, limit } };
  }
  return out;
}

/** No limit at all, for `deno task seed` only: the operator writes a whole community at once. */
export const SEEDING_LIMITS: WriteLimits = raisedLimits({
  posts: Infinity,
  comments: Infinity,
  likes: Infinity,
  shares: Infinity,
  follows: Infinity,
  uploads: Infinity,
  saves: Infinity,
  edits: Infinity,
  blocks: Infinity,
  reports: Infinity,
  notifySettings: Infinity,
});
