/** The only place post keys are spelled. Index values are null unless noted. */
import type { Category } from "../shared/post_rules.ts";
import type { PostType } from "./model.ts";

/** The post record; listing this prefix newest first is the global feed. */
export const postKey = (id: string): Deno.KvKey => ["posts", id];
export const postsPrefix: Deno.KvKey = ["posts"];

/** Posts of one type, for the global feed's type filters. */
export const postsByTypeKey = (
  type: PostType,
  id: string,
): Deno.KvKey => ["posts_by_type", type, id];
export const postsByTypePrefix = (type: PostType): Deno.KvKey => ["posts_by_type", type];

/** Roadmap (section) posts of one category, for the category filter of the global feed. */
export const postsByCategoryKey = (
  category: Category,
  id: string,
): Deno.KvKey => ["posts_by_category", category, id];
export const postsByCategoryPrefix = (
  category: Category,
): Deno.KvKey => ["posts_by_category", category];
/** Set (value: when, ms) once the roadmaps published before that index existed are in it. */
export const postsByCategoryBuiltKey: Deno.KvKey = ["posts_by_category_built"];

/** A student's posts, all and by type (profile Posts tab and its sub-tabs). */
export const postsByAuthorKey = (
  author: string,
  id: string,
): Deno.KvKey => ["posts_by_author", author, id];
export const postsByAuthorPrefix = (author: string): Deno.KvKey => ["posts_by_author", author];
export const postsByAuthorTypeKey = (author: string, type: PostType, id: string): Deno.KvKey => [
  "posts_by_author_type",
  author,
  type,
  id,
];
export const postsByAuthorTypePrefix = (author: string, type: PostType): Deno.KvKey => [
  "posts_by_author_type",
  author,
  type,
];

/** Counters (Deno.KvU64) of a post. */
export type PostStat = "likes" | "comments" | "shares";
export const postStatKey = (id: string, stat: PostStat): Deno.KvKey => ["post_stats", id, stat];
export const postStatsPrefix = (id: string): Deno.KvKey => ["post_stats", id];

/** Who liked / shared a post (value: when, ms). */
export const likeKey = (postId: string, userId: string): Deno.KvKey => ["likes", postId, userId];
export const likesPrefix = (postId: string): Deno.KvKey => ["likes", postId];
export const shareKey = (postId: string, userId: string): Deno.KvKey => ["shares", postId, userId];
export const sharesPrefix = (postId: string): Deno.KvKey => ["shares", postId];

/** Comments of a post, oldest first. */
export const commentKey = (
  postId: string,
  commentId: string,
): Deno.KvKey => ["comments", postId, commentId];
export const commentsPrefix = (postId: string): Deno.KvKey => ["comments", postId];

/** Every like, share and comment of every post: read whole only when an account is deleted. */
export const allLikesPrefix: Deno.KvKey = ["likes"];
export const allSharesPrefix: Deno.KvKey = ["shares"];
export const allCommentsPrefix: Deno.KvKey = ["comments"];

/** A post removed with its author's account whose likes, comments, shares and feed entries are
 * still being cleared (value: the post record), so the cleanup resumes after an interruption. */
export const erasingPostKey = (authorId: string, postId: string): Deno.KvKey => [
  "posts_erasing",
  authorId,
  postId,
];
export const erasingPostsPrefix = (authorId: string): Deno.KvKey => ["posts_erasing", authorId];

/** A student's saved posts, oldest save first (value: the post id); private to that student. */
export const savedKey = (userId: string, saveId: string): Deno.KvKey => ["saved", userId, saveId];
export const savedPrefix = (userId: string): Deno.KvKey => ["saved", userId];
/** Who saved a post (value: the save id), so a toggle and a deleted post find the list entry. */
export const savedByKey = (postId: string, userId: string): Deno.KvKey => [
  "saved_by",
  postId,
  userId,
];
export const savedByPrefix = (postId: string): Deno.KvKey => ["saved_by", postId];
