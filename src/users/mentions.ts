/**
 * Which `@names` of some texts are students: read from the username index in one batched read,
 * so a page of posts or comments can turn its mentions into profile links.
 */
import { getManyAtOnce } from "../core/kv.ts";
import { mentionedUsernames } from "../shared/mentions.ts";
import { userByUsernameKey } from "./keys.ts";

/** Lowercased username → student id, for the students each text mentions (one map per text). */
export async function mentionMaps(
  kv: Deno.Kv,
  texts: string[][],
): Promise<Record<string, string>[]> {
  const named = texts.map((t) => mentionedUsernames(...t));
  const all = [...new Set(named.flat())];
  if (all.length === 0) return texts.map(() => ({}));
  const ids = new Map<string, string>();
  const entries = await getManyAtOnce<string>(kv, all.map(userByUsernameKey));
  entries.forEach((e, i) => e.value && ids.set(all[i], e.value));
  return named.map((names) =>
    Object.fromEntries(names.flatMap((n) => (ids.has(n) ? [[n, ids.get(n)!]] : [])))
  );
}
