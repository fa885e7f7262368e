/**
 * Saved posts: a private bookmark list per student, newest save first. A toggle is one atomic
 * write of both index entries; a deleted post's entries go with its cleanup event.
 */
import { decodeTime } from "ulid";
import type { AppDeps } from "../deps.ts";
import { newId } from "../core/ids.ts";
import { deleteListed, retryAtomic } from "../core/kv.ts";
import { filteredPage, invalidCursor, isCursor } from "../core/pagination.ts";
import { limitKey, paceOp, refuseFlood } from "../core/rate_limit.ts";
import { AppError } from "../core/errors.ts";
import { userKey } from "../users/keys.ts";
import { actorStillHereOp } from "../users/repo.ts";
import type { PostRecord, PostView } from "./model.ts";
import { postKey, savedByKey, savedByPrefix, savedKey, savedPrefix } from "./keys.ts";
import { postNotFound } from "./service.ts";
import { getPosts, viewPosts } from "./views.ts";
import { canSee, viewerOf, visibleTo } from "../safety/visibility.ts";

type Deps = Pick<AppDeps, "kv" | "clock" | "writeLimits">;

/** Saves a post, or takes it off the list; answers the state the UI adopts. */
export async function toggleSave(
  deps: Deps,
  userId: string,
  postId: string,
): Promise<{ isSaved: boolean }> {
  const { rule, message } = deps.writeLimits.saves;
  const saving = await retryAtomic(async () => {
    const [post, saved, pace, actor] = await deps.kv.getMany<
      [PostRecord, string, number[], unknown]
    >([postKey(postId), savedByKey(postId, userId), limitKey(rule, userId), userKey(userId)]);
    if (!post.value) throw postNotFound();
    const saving = saved.value === null;
    // A post hidden from the student (a block, moderation) cannot be saved; a save stays undoable.
    if (saving && !await canSee(deps.kv, userId, post.value)) throw postNotFound();
    const now = deps.clock.now();
    const op = paceOp(
      actorStillHereOp(deps.kv.atomic(), actor).check(post).check(saved),
      pace,
      rule,
      now,
      message,
    );
    if (saving) {
      const saveId = newId(now);
      op.set(savedKey(userId, saveId), postId).set(savedByKey(postId, userId), saveId);
    } else {
      op.delete(savedKey(userId, saved.value!)).delete(savedByKey(postId, userId));
    }
    return { op, value: saving };
  }, { attempts: 20, exhausted: refuseFlood(message) });
  return { isSaved: saving };
}

export type SavedPage = { posts: PostView[]; cursor: string | null };

/** One page of the student's saved posts, newest save first. */
export async function listSaved(
  deps: Pick<AppDeps, "kv">,
  userId: string,
  query: { limit: number; cursor?: string | null },
): Promise<SavedPage> {
  const bad = () => invalidCursor("your saved posts");
  if (query.cursor && !isCursor(query.cursor)) throw bad();
  const viewer = await viewerOf(deps.kv, userId);
  // Posts read to judge them, kept for the page's views so none is read twice.
  const read = new Map<string, PostRecord>();
  let result;
  try {
    // An entry whose post was just deleted may outlive it until the cleanup runs: skip it.
    result = await filteredPage<string>(
      deps.kv,
      { prefix: savedPrefix(userId) },
      { limit: query.limit, cursor: query.cursor || undefined, reverse: true },
      async (entries) => {
        // Nor one hidden from the student since (blocks, moderation).
        const posts = await getPosts(deps.kv, entries.map((e) => e.value));
        for (const p of posts) read.set(p._id, p);
        const shown = await visibleTo(viewer, posts);
        const found = new Set(posts.filter((_, i) => shown[i]).map((p) => p._id));
        return entries.map((e) => found.has(e.value));
      },
    );
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw bad();
  }
  const posts = result.values.flatMap((e) => read.get(e.value) ?? []);
  return { posts: await viewPosts(deps.kv, posts, userId, viewer.users), cursor: result.cursor };
}

/** A student's saved posts for "Download my data": which post, its title then, and when. */
export async function savedOf(
  kv: Deno.Kv,
  userId: string,
): Promise<{ postId: string; title: string | null; savedAt: string }[]> {
  const entries = await Array.fromAsync(kv.list<string>({ prefix: savedPrefix(userId) }));
  const posts = new Map((await getPosts(kv, entries.map((e) => e.value))).map((p) => [p._id, p]));
  return entries.map((e) => ({
    postId: e.value,
    title: posts.get(e.value)?.title ?? null,
    savedAt: new Date(decodeTime(e.key[2] as string)).toISOString(),
  }));
}

/** Takes a deleted post off every saved list (from its `post.deleted` event). */
export async function forgetSavesOf(kv: Deno.Kv, postId: string): Promise<void> {
  for await (const e of kv.list<string>({ prefix: savedByPrefix(postId) })) {
    const userId = e.key[e.key.length - 1] as string;
    await kv.atomic().check(e).delete(savedKey(userId, e.value)).delete(e.key).commit();
  }
  await deleteListed(kv, { prefix: savedByPrefix(postId) });
}

/** Every saved-list entry of a student, for account erasure. */
export async function forgetSavesBy(kv: Deno.Kv, userId: string): Promise<void> {
  for await (const e of kv.list<string>({ prefix: savedPrefix(userId) })) {
    await kv.atomic().delete(savedByKey(e.value, userId)).delete(e.key).commit();
  }
}
