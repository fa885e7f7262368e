/** The only place feed keys are spelled. Index values are the post author's id. */
import type { PostType } from "../posts/model.ts";

/** A follower's following feed, fanned out on write. */
export const feedKey = (userId: string, postId: string): Deno.KvKey => ["feed", userId, postId];
export const feedPrefix = (userId: string): Deno.KvKey => ["feed", userId];

/** The same feed by post type, for the following feed's type filters. */
export const feedTypeKey = (userId: string, type: PostType, postId: string): Deno.KvKey => [
  "feed_type",
  userId,
  type,
  postId,
];
export const feedTypePrefix = (
  userId: string,
  type: PostType,
): Deno.KvKey => ["feed_type", userId, type];
/** Every type-filtered feed of one student. */
export const feedTypesPrefix = (userId: string): Deno.KvKey => ["feed_type", userId];
