/**
 * Turns post records into the answers clients see: author summary, counters and whether the
 * viewer liked each one. A page of posts costs a fixed number of `getMany` calls.
 */
import { countOf } from "../core/counters.ts";
import type { UserRecord } from "../users/model.ts";
import { getUsers } from "../users/repo.ts";
import type { Author, PostRecord, PostView } from "./model.ts";
import { likeKey, postKey, postStatKey } from "./keys.ts";

const u64 = (e: Deno.KvEntryMaybe<unknown>) => countOf(e.value);

export function authorOf(u: UserRecord | undefined, fallbackId: string): Author {
  return u
    ? { _id: u._id, name: u.name, username: u.username, profilePicture: u.profilePicture }
    : { _id: fallbackId, name: "Former student", username: "", profilePicture: null };
}

/** Reads posts by id (missing ones are left out), in the order given. */
export async function getPosts(kv: Deno.Kv, ids: string[]): Promise<PostRecord[]> {
  const out: PostRecord[] = [];
  for (let i = 0; i < ids.length; i += 10) {
    const entries = await kv.getMany<PostRecord[]>(ids.slice(i, i + 10).map(postKey));
    for (const e of entries) if (e.value) out.push(e.value);
  }
  return out;
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
    ...(viewerId ? [likeKey(p._id, viewerId)] : []),
  ]);
  const stats: Deno.KvEntryMaybe<unknown>[] = [];
  for (let i = 0; i < statKeys.length; i += 10) {
    stats.push(...await kv.getMany(statKeys.slice(i, i + 10)));
  }
  const authors = new Map(
    (await getUsers(kv, [...new Set(posts.map((p) => p.authorId))])).map((u) => [u._id, u]),
  );
  const per = viewerId ? 4 : 3;
  return posts.map((p, i) => {
    const { authorId, createdAt, updatedAt, ...rest } = p;
    return {
      ...rest,
      author: authorOf(authors.get(authorId), authorId),
      createdAt: new Date(createdAt).toISOString(),
      updatedAt: new Date(updatedAt).toISOString(),
      likesCount: u64(stats[i * per]),
      commentsCount: u64(stats[i * per + 1]),
      sharesCount: u64(stats[i * per + 2]),
      isLiked: viewerId ? stats[i * per + 3].value !== null : false,
    };
  });
}
