/**
 * Reads the platform stats: two counters and the eight category counters, one `getMany`,
 * whatever the number of students or posts.
 */
import { countOf } from "../core/counters.ts";
import { getManyBatched } from "../core/kv.ts";
import type { AppDeps } from "../deps.ts";
import { CATEGORIES } from "../shared/post_rules.ts";
import { categoryPostsKey, platformCounterKey } from "./keys.ts";
import type { PlatformStats } from "./model.ts";

/** Students, posts and the categories that have a roadmap post, as counted now. */
export async function platformStats(deps: Pick<AppDeps, "kv">): Promise<PlatformStats> {
  const [students, posts, ...categories] = await getManyBatched(deps.kv, [
    platformCounterKey("students"),
    platformCounterKey("posts"),
    ...CATEGORIES.map(categoryPostsKey),
  ]);
  return {
    students: countOf(students.value),
    posts: countOf(posts.value),
    categories: categories.filter((e) => countOf(e.value) > 0).length,
  };
}
