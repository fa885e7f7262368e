/** The only place platform-stats keys are spelled. Counters are Deno.KvU64 changed with `sum`. */
import type { Category } from "../shared/post_rules.ts";

/** Platform-wide counters: every student account, every post. */
export type PlatformCounter = "students" | "posts";
export const platformCounterKey = (name: PlatformCounter): Deno.KvKey => ["platform_stats", name];

/** Roadmap posts of one category; the categories stat counts the non-zero ones. */
export const categoryPostsKey = (category: Category): Deno.KvKey => [
  "platform_stats",
  "category_posts",
  category,
];

/** Set (value: when, ms) once the counters were made to match a database older than them. */
export const countedKey: Deno.KvKey = ["platform_stats", "counted"];
