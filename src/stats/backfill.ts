/**
 * Brings the platform counters in line with a database written before they existed: counts the
 * students and posts once, then sets a marker so later starts only read that one key.
 */
import { retryAtomic } from "../core/kv.ts";
import type { PostRecord } from "../posts/model.ts";
import { postsPrefix } from "../posts/keys.ts";
import { usersPrefix } from "../users/keys.ts";
import { CATEGORIES, type Category } from "../shared/post_rules.ts";
import { categoryPostsKey, countedKey, platformCounterKey } from "./keys.ts";

/** Every counter: 10 keys, as many as one `getMany` reads and one atomic checks. */
const counterKeys = (): Deno.KvKey[] => [
  platformCounterKey("students"),
  platformCounterKey("posts"),
  ...CATEGORIES.map(categoryPostsKey),
];

async function countAll(kv: Deno.Kv) {
  let students = 0;
  for await (const _ of kv.list({ prefix: usersPrefix })) students++;
  let posts = 0;
  const perCategory = new Map<Category, number>();
  for await (const { value } of kv.list<PostRecord>({ prefix: postsPrefix })) {
    posts++;
    const category = value.section?.category;
    if (category) perCategory.set(category, (perCategory.get(category) ?? 0) + 1);
  }
  return { students, posts, perCategory };
}

/**
 * Counts every student and post once per database (a no-op once `countedKey` is set); answers
 * whether it wrote the counters. The counters are read before the count and checked when it is
 * written: an account or post created, deleted or re-categorised meanwhile moved one of them, so
 * the count starts again instead of losing that change. A second server counting at the same
 * time loses the same way, then finds the marker.
 */
export async function countExistingOnce(kv: Deno.Kv, now: number): Promise<boolean> {
  return await retryAtomic(async () => {
    if ((await kv.get(countedKey)).value !== null) return { value: false };
    const before = await kv.getMany(counterKeys());
    const counted = await countAll(kv);
    const u64 = (n: number) => new Deno.KvU64(BigInt(n));
    const op = kv.atomic();
    for (const entry of before) op.check(entry);
    op.set(platformCounterKey("students"), u64(counted.students))
      .set(platformCounterKey("posts"), u64(counted.posts))
      .set(countedKey, now);
    for (const c of CATEGORIES) op.set(categoryPostsKey(c), u64(counted.perCategory.get(c) ?? 0));
    return { op, value: true };
  }, { attempts: 5, message: "The platform stats changed during every count." });
}
