/**
 * Turns post records into the answers clients see: author summary, counters and whether the
 * viewer liked and saved each one. A page of posts costs a fixed number of `getMany` calls.
 */
import { countOf } from "../core/counters.ts";
import { getExisting, getManyBatched } from "../core/kv.ts";
import type { UserRecord } from "../users/model.ts";
import { getUsers } from "../users/repo.ts";
import { mentionMaps } from "../users/mentions.ts";
import type { Author, PostRecord, PostView } from "./model.ts";
import { likeKey, postKey, postStatKey, savedByKey } from "./keys.ts";

const u64 = (e: Deno.KvEntryMaybe<unknown>) => countOf(e.value);

export function authorOf(u: UserRecord | undefined, fallbackId: string): Author {
  return u
    ? { _id: u._id, name: u.name, username: u.username, profilePicture: u.profilePicture }
    : { _id: fallbackId, name: "Former student", username: "", profilePicture: null };
}

/** Reads the users among `ids` once; the answer gives each id's author summary. */
export async function authorsOf(
  kv: Deno.Kv,
  ids: Iterable<string>,
): Promise<(id: string) => Author> {
  const users = new Map((await getUsers(kv, [...new Set(ids)])).map((u) => [u._id, u]));
  return (id) => authorOf(users.get(id), id);
}

/** Reads posts by id (missing ones are left out), in the order given. */
export function getPosts(kv: Deno.Kv, ids: string[]): Promise<PostRecord[]> {
  return getExisting<PostRecord>(kv, ids.map(postKey));
}

/** The views of `posts` for `viewerId`. */
export async function viewPosts(
  kv: Deno.Kv,
  posts: PostRecord[],
  viewerId: string | null,
): Promise<PostView[]> {
  const statKeys = posts.flatMap((p) => [
    postStatKey(p._id, "likes"),
    postStatKey(p._id, "comments"),
    postStatKey(p._id, "shares"),
    ...(viewerId ? [likeKey(p._id, viewerId), savedByKey(p._id, viewerId)] : []),
  ]);
  const stats = await getManyBatched(kv, statKeys);
  const author = await authorsOf(kv, posts.map((p) => p.authorId));
  const mentions = await mentionMaps(kv, posts.map((p) => [p.title, p.content]));
  const per = viewerId ? 5 : 3;
  return posts.map((p, i) => {
    const { authorId, createdAt, updatedAt, images, hiddenAt: _hidden, ...rest } = p;
    return {
      ...rest,
      images: images.map((img) => ({ url: img.url, caption: img.caption, alt: img.alt ?? "" })),
      author: author(authorId),
      createdAt: new Date(createdAt).toISOString(),
      updatedAt: new Date(updatedAt).toISOString(),
      likesCount: u64(stats[i * per]),
      commentsCount: u64(stats[i * per + 1]),
      sharesCount: u64(stats[i * per + 2]),
      isLiked: viewerId ? stats[i * per + 3].value !== null : false,
      isSaved: viewerId ? stats[i * per + 4].value !== null : false,
      mentions: mentions[i],
    };
  });
}
