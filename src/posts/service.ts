/**
 * Posts (spec 000 §4 "Post creation", "Post card"; §7 "Posts"): create, read, edit and delete.
 * Only the author edits or deletes; a deleted post leaves every feed with its likes, comments,
 * shares and counters. New posts reach followers' feeds before the answer is sent.
 */
import { minus, ONE } from "../core/counters.ts";
import type { AppDeps } from "../deps.ts";
import { AppError } from "../core/errors.ts";
import { newId } from "../core/ids.ts";
import type { DomainEvents } from "../core/events.ts";
import { limitKey, paceOp, refuseFlood } from "../core/rate_limit.ts";
import { deleteListed, retryAtomic, updateValue } from "../core/kv.ts";
import { userKey, userStatKey } from "../users/keys.ts";
import { actorStillHereOp } from "../users/repo.ts";
import { forgetSavesOf } from "./saved.ts";
import { allOwned, readImageRefs, referencesOp } from "../uploads/references.ts";
import type { CreatePostInput, PostImage, PostRecord, PostView, UpdatePostInput } from "./model.ts";
import {
  commentsPrefix,
  likesPrefix,
  postKey,
  postsByAuthorKey,
  postsByAuthorTypeKey,
  postsByTypeKey,
  postsPrefix,
  postStatKey,
  postStatsPrefix,
  sharesPrefix,
} from "./keys.ts";
import { publishOp, recategoriseOp, unpublishOp } from "./category_index.ts";
import { viewPosts } from "./views.ts";
import { canSee } from "../safety/visibility.ts";
import { recordTrending } from "../trending/outbox.ts";
import { deliverAll, recordMentions } from "../core/mention_events.ts";
import { mentionedUsernames, newlyMentioned } from "../shared/mentions.ts";
import { indexPostOp, notIndexed, readIndexed } from "../search/post_index.ts";

type Deps = Pick<AppDeps, "kv" | "clock" | "logger" | "events" | "writeLimits">;

export const postNotFound = () => new AppError("NOT_FOUND", "Post not found.");

/**
 * Reads the uploads behind a post's images (`before`, what it showed; `after`, what it will show)
 * for counting references; the new images must be the author's own uploads: a post never points
 * at anything else.
 */
async function imageRefs(
  kv: Deno.Kv,
  authorId: string,
  before: { url: string }[],
  after: { url: string }[],
) {
  const urls = (images: { url: string }[]) => images.map((img) => img.url);
  const refs = await readImageRefs(kv, authorId, [...urls(before), ...urls(after)]);
  if (!allOwned(refs, urls(after))) {
    throw new AppError("BAD_REQUEST", "Images must be uploaded with Add images first.");
  }
  return { refs, change: { before: urls(before), after: urls(after) } };
}

/** The record a new post of `authorId` is stored as. */
export function newPostRecord(
  authorId: string,
  input: CreatePostInput,
  images: PostImage[],
  now: number,
): PostRecord {
  return {
    _id: newId(now),
    authorId,
    type: input.type,
    title: input.title,
    content: input.content,
    tags: input.tags,
    section: input.type === "section" ? input.section : null,
    images,
    createdAt: now,
    updatedAt: now,
  };
}

/** Publishes a post for `authorId`. */
export async function createPost(
  deps: Deps,
  authorId: string,
  input: CreatePostInput,
): Promise<{ postId: string; postType: PostRecord["type"] }> {
  const images = input.type === "image" ? input.images : [];
  const { rule, message } = deps.writeLimits.posts;
  const { post, event, mentioned } = await retryAtomic(async () => {
    const [[pace, author], { refs, change }] = await Promise.all([
      deps.kv.getMany<[number[], unknown]>([limitKey(rule, authorId), userKey(authorId)]),
      imageRefs(deps.kv, authorId, [], images),
    ]);
    const now = deps.clock.now();
    const post = newPostRecord(authorId, input, images, now);
    const op = publishOp(actorStillHereOp(deps.kv.atomic(), author), post)
      .check({ key: postKey(post._id), versionstamp: null })
      .set(postKey(post._id), post)
      .set(postsByTypeKey(post.type, post._id), null)
      .set(postsByAuthorKey(authorId, post._id), null)
      .set(postsByAuthorTypeKey(authorId, post.type, post._id), null)
      .sum(userStatKey(authorId, "posts"), ONE);
    // The pace is counted in the same write, so a burst stores exactly the allowed posts.
    paceOp(op, pace, rule, now, message);
    referencesOp(op, refs, change, now);
    recordTrending(op, { kind: "post", postId: post._id }, now);
    indexPostOp(op, post._id, notIndexed(post._id), post);
    const event = deps.events.record(op, {
      type: "post.created",
      postId: post._id,
      authorId,
      postType: post.type,
      title: post.title,
    }, now);
    const mentioned = recordMentions(
      deps.events,
      op,
      authorId,
      mentionedUsernames(post.title, post.content),
      { kind: "post", postId: post._id },
      now,
    );
    return { op, value: { post, event, mentioned } };
  }, { attempts: 20, exhausted: refuseFlood(message) });
  // Followers' feeds, notifications and live counts; the same again later should this stop here.
  await deps.events.deliver(event);
  await deliverAll(deps.events, [mentioned]);
  return { postId: post._id, postType: post.type };
}

/** One post as `viewerId` sees it. */
export async function getPost(deps: Deps, id: string, viewerId: string | null): Promise<PostView> {
  const post = (await deps.kv.get<PostRecord>(postKey(id))).value;
  // Hidden, by a suspended student or across a block: as if it did not exist.
  if (!post || !await canSee(deps.kv, viewerId, post)) throw postNotFound();
  return (await viewPosts(deps.kv, [post], viewerId))[0];
}

/** The author edits their post; the type stays. */
export async function updatePost(
  deps: Deps,
  actorId: string,
  id: string,
  changes: UpdatePostInput,
): Promise<PostView> {
  // The uploads behind the images before and after, read by the attempt that commits.
  let images: Awaited<ReturnType<typeof imageRefs>> | null = null;
  // The `mentioned` event of the attempt that commits: only students the edit newly names.
  let mentioned: string | null = null;
  // What search has it under, read by the same attempt, so the index moves with the edit.
  let indexed = notIndexed(id);
  const next = await updateValue<PostRecord>(deps.kv, postKey(id), async (post) => {
    if (!post) throw postNotFound();
    if (post.authorId !== actorId) {
      throw new AppError("FORBIDDEN", "Only the author can edit this post.");
    }
    if (changes.section && post.type !== "section") {
      throw new AppError("BAD_REQUEST", "Only roadmap posts have a section.");
    }
    if (changes.images && post.type !== "image") {
      throw new AppError("BAD_REQUEST", "Only image posts have images.");
    }
    images = changes.images ? await imageRefs(deps.kv, actorId, post.images, changes.images) : null;
    indexed = await readIndexed(deps.kv, id);
    return {
      ...post,
      title: changes.title ?? post.title,
      content: changes.content ?? post.content,
      tags: changes.tags ?? post.tags,
      section: changes.section ?? post.section,
      images: changes.images ?? post.images,
      updatedAt: deps.clock.now(),
    };
  }, {
    attempts: 5,
    message: "This post changed elsewhere at the same time. Please try again.",
    alsoWrite: (op, before, after) => {
      if (!before) return;
      recategoriseOp(op, before, after);
      mentioned = recordMentions(
        deps.events,
        op,
        actorId,
        newlyMentioned(
          mentionedUsernames(before.title, before.content),
          mentionedUsernames(after.title, after.content),
        ),
        { kind: "post", postId: id },
        deps.clock.now(),
      );
      indexPostOp(op, id, indexed, after);
      // An image taken out is noted for the sweep in this same write.
      if (images) referencesOp(op, images.refs, images.change, deps.clock.now());
      // A roadmap moved to another section or category moves its trending score with it.
      if (
        before.section?.title !== after.section?.title ||
        before.section?.category !== after.section?.category
      ) {
        recordTrending(op, { kind: "post", postId: id }, deps.clock.now());
      }
    },
  });
  await deliverAll(deps.events, [mentioned]);
  return (await viewPosts(deps.kv, [next], actorId))[0];
}

/** The author deletes their post, and everything hanging off it. */
export async function deletePost(deps: Deps, actorId: string, id: string): Promise<void> {
  const event = await retryAtomic(async () => {
    const [[entry, likesEntry], indexed] = await Promise.all([
      deps.kv.getMany<[PostRecord, Deno.KvU64]>([postKey(id), postStatKey(id, "likes")]),
      readIndexed(deps.kv, id),
    ]);
    const post = entry.value;
    if (!post) throw postNotFound();
    if (post.authorId !== actorId) {
      throw new AppError("FORBIDDEN", "Only the author can delete this post.");
    }
    const likes = likesEntry.value?.value ?? 0n;
    const { refs, change } = await imageRefs(deps.kv, post.authorId, post.images, []);
    // Checking the like counter too keeps the author's total exact if a like lands meanwhile.
    const op = unpublishOp(deps.kv.atomic(), post)
      .check(entry)
      .check(likesEntry)
      .delete(postKey(id))
      .delete(postsByTypeKey(post.type, id))
      .delete(postsByAuthorKey(post.authorId, id))
      .delete(postsByAuthorTypeKey(post.authorId, post.type, id))
      .sum(userStatKey(post.authorId, "posts"), minus(1));
    if (likes > 0n) op.sum(userStatKey(post.authorId, "likes"), minus(likes));
    const now = deps.clock.now();
    // Its images are noted for the sweep in the same write that deletes it.
    referencesOp(op, refs, change, now);
    recordTrending(op, { kind: "post", postId: id }, now);
    indexPostOp(op, id, indexed, null);
    const deleted = {
      type: "post.deleted",
      postId: id,
      authorId: post.authorId,
      postType: post.type,
    } as const;
    return { op, value: deps.events.record(op, deleted, now) };
  }, { attempts: 10, message: "This post changed while deleting. Please try again." });
  // The post is gone for every reader now; what remains is cleanup of derived data.
  await deps.events.deliver(event);
}

/** A deleted post's likes, shares, comments, counters and saves go after it, from its durable
 * event. */
export function subscribePostCleanup(events: DomainEvents, kv: Deno.Kv): () => void {
  return events.subscribe("post-cleanup", async (event) => {
    if (event.type !== "post.deleted") return;
    if ((await kv.get(postKey(event.postId))).versionstamp !== null) return;
    const id = event.postId;
    for (
      const prefix of [likesPrefix(id), sharesPrefix(id), commentsPrefix(id), postStatsPrefix(id)]
    ) {
      await deleteListed(kv, { prefix });
    }
    await forgetSavesOf(kv, id);
  });
}

/** Where a post lives and when it last changed, for the sitemap. */
export type PostStamp = Pick<PostRecord, "_id" | "type" | "updatedAt">;

/** The newest `limit` posts' ids, types and edit times, newest first; reads `limit` records. */
export async function recentPostStamps(kv: Deno.Kv, limit: number): Promise<PostStamp[]> {
  const stamps: PostStamp[] = [];
  for await (const e of kv.list<PostRecord>({ prefix: postsPrefix }, { reverse: true, limit })) {
    stamps.push({ _id: e.value._id, type: e.value.type, updatedAt: e.value.updatedAt });
  }
  return stamps;
}
