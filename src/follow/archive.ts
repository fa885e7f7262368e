/** What the data export holds of the follow graph: whom the student follows and who follows
 * them, with usernames and since when. */
import { usernamesOf } from "../users/repo.ts";
import { followersPrefix, followingPrefix } from "./keys.ts";

const iso = (ms: number) => new Date(ms).toISOString();

/** Whom the student follows and who follows them, with usernames and since when. */
export async function followsOf(kv: Deno.Kv, userId: string) {
  const read = async (prefix: Deno.KvKey) => {
    const edges = await Array.fromAsync(kv.list<number>({ prefix }));
    const who = await usernamesOf(kv, edges.map((e) => e.key[2] as string));
    return edges.map((e) => ({ ...who(e.key[2] as string), since: iso(e.value) }));
  };
  return {
    following: await read(followingPrefix(userId)),
    followers: await read(followersPrefix(userId)),
  };
}
