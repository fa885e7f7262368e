/**
 * Turns post records into the answers clients see: author summary, counters (believed for ten
 * seconds, `counts.ts`) and whether the viewer liked and saved each one. A page of posts costs a
 * fixed number of `getMany` calls.
 */
import { getExisting, getManyBatched } from "../core/kv.ts";
import type { UserRecord } from "../users/model.ts";
import { UserReads } from "../users/repo.ts";
import { mentionMaps } from "../users/mentions.ts";
import type { Author, PostRecord, PostView } from "./model.ts";
import { readCounts } from "./counts.ts";
import { likeKey, postKey, savedByKey } from "./keys.ts";

export function authorOf(u: UserRecord | undefined, fallbackId: string): Author {
  return u
    ? { _id: u._id, name: u.name, username: u.username, profilePicture: u.profilePicture }
    : { _id: fallbackId, name: "Former student", username: "", profilePicture: null };
}

/** Reads the users among `ids` once (not again those `reads` holds); the answer gives each id's
 * author summary. */
export async function authorsOf(
  kv: Deno.Kv,
  ids: Iterable<string>,
  reads: UserReads = new UserReads(kv),
): Promise<(id: string) => Author> {
  const users = await reads.of(ids);
  return (id) => authorOf(users.get(id), id);
}

/** Reads posts by id (missing ones are left out), in the order given. */
export function getPosts(kv: Deno.Kv, ids: string[]): Promise<PostRecord[]> {
  return getExisting<PostRecord>(kv, ids.map(postKey));
}

/** Whether `viewerId` liked and saved each of `posts`: two keys a post. */
async function marksOf(
  kv: Deno.Kv,
  posts: PostRecord[],
  viewerId: string | null,
): Promise<{ liked: boolean; saved: boolean }[]> {
  if (!viewerId) return posts.map(() => ({ liked: false, saved: false }));
  const marks = await getManyBatched(
    kv,
    posts.flatMap((p) => [likeKey(p._id, viewerId), savedByKey(p._id, viewerId)]),
  );
  return posts.map((_, i) => ({
    liked: marks[2 * i].value !== null,
    saved: marks[2 * i + 1].value !== null,
  }));
}

/** The views of `posts` for `viewerId`; `users`: the students the request already read. */
export async function viewPosts(
  kv: Deno.Kv,
  posts: PostRecord[],
  viewerId: string | null,
  users?: UserReads,
): Promise<PostView[]> {
  const [counts, marks, author, mentions] = await Promise.all([
    readCounts(kv, posts.map((p) => p._id)),
    marksOf(kv, posts, viewerId),
    authorsOf(kv, posts.map((p) => p.authorId), users),
    mentionMaps(kv, posts.map((p) => [p.title, p.content])),
  ]);
  return posts.map((p, i) => {
    const { authorId, createdAt, updatedAt, images, hiddenAt: _hidden, ...rest } = p;
    return {
      ...rest,
      images: images.map((img) => ({ url: img.url, caption: img.caption, alt: img.alt ?? "" })),
      author: author(authorId),
      createdAt: new Date(createdAt).toISOString(),
      updatedAt: new Date(updatedAt).toISOString(),
      likesCount: counts[i].likes,
      commentsCount: counts[i].comments,
      sharesCount: counts[i].shares,
      isLiked: marks[i].liked,
      isSaved: marks[i].saved,
      mentions: mentions[i],
    };
  });
}
