/**
 * Brings search in line with a database written before it existed: indexes every stored post not
 * yet indexed and every student, then sets a marker so later starts read one key. Each post is
 * indexed with a check on the post and on its (absent) index entry, so a post written meanwhile
 * is never counted twice; progress is kept, so an interrupted run resumes where it stopped.
 */
import { postsPrefix } from "../posts/keys.ts";
import type { PostRecord } from "../posts/model.ts";
import { usersPrefix } from "../users/keys.ts";
import type { UserRecord } from "../users/model.ts";
import { backfilledKey, backfillProgressKey } from "./keys.ts";
import { reindexPersonOp } from "./people_index.ts";
import { indexPostOp, readIndexed } from "./post_index.ts";

type Progress = { posts: string | null; users: string | null };

/** Indexes what is stored, once per database; answers how many posts it indexed. */
export async function indexExistingOnce(kv: Deno.Kv, now: number): Promise<number> {
  if ((await kv.get(backfilledKey)).value !== null) return 0;
  const progress = (await kv.get<Progress>(backfillProgressKey)).value ??
    { posts: null, users: null };
  let indexed = 0;
  let seen = 0;
  const after = (prefix: Deno.KvKey, id: string | null) =>
    id ? { prefix, start: [...prefix, id + "\0"] } : { prefix };
  for await (const listed of kv.list<PostRecord>(after(postsPrefix, progress.posts))) {
    let entry: Deno.KvEntryMaybe<PostRecord> = listed;
    for (;;) {
      const post = entry.value;
      const mark = await readIndexed(kv, listed.key[1] as string);
      if (!post || mark.value !== null) break;
      const op = indexPostOp(kv.atomic().check(entry), post._id, mark, post);
      if ((await op.commit()).ok) {
        indexed++;
        break;
      }
      entry = await kv.get<PostRecord>(listed.key);
    }
    progress.posts = listed.key[1] as string;
    if (++seen % 200 === 0) await kv.set(backfillProgressKey, progress);
  }
  await kv.set(backfillProgressKey, progress);
  // People entries follow from the record alone: writing one again is harmless.
  for await (const listed of kv.list<UserRecord>(after(usersPrefix, progress.users))) {
    // Checked, so a rename meanwhile is read again rather than indexed under the old name.
    let entry: Deno.KvEntryMaybe<UserRecord> = listed;
    while (entry.value) {
      if ((await reindexPersonOp(kv.atomic().check(entry), null, entry.value).commit()).ok) break;
      entry = await kv.get<UserRecord>(listed.key);
    }
    progress.users = listed.key[1] as string;
    if (++seen % 200 === 0) await kv.set(backfillProgressKey, progress);
  }
  await kv.atomic().set(backfilledKey, now).delete(backfillProgressKey).commit();
  return indexed;
}
