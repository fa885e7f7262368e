/**
 * Tags starting with the query, alphabetically (so the exact tag comes first), each with how many
 * posts carry it. Counts are kept with every post write; a tag no post carries any more is skipped.
 */
import { countOf } from "../core/counters.ts";
import { normaliseTag } from "../shared/search_terms.ts";
import { decodeCursor, encodeCursor } from "./cursor.ts";
import { tagCountsPrefix } from "./keys.ts";
import type { TagResult } from "./model.ts";
import { SCAN_BUDGET } from "./posts_search.ts";

/** One page of tags for `q`. */
export async function searchTags(
  kv: Deno.Kv,
  query: { q: string; limit: number; cursor?: string },
): Promise<{ results: TagResult[]; cursor: string | null }> {
  const from = decodeCursor(query.cursor);
  const tag = normaliseTag(query.q);
  if (!tag) return { results: [], cursor: null };
  const start = from?.a.length === 1 ? [...tagCountsPrefix, from.a[0] + "\0"] : [
    ...tagCountsPrefix,
    tag,
  ];
  const end = [...tagCountsPrefix, tag + "\u{10FFFF}"];
  const results: TagResult[] = [];
  let scanned = 0;
  for await (const e of kv.list({ start, end }, { limit: SCAN_BUDGET })) {
    scanned++;
    const name = e.key[1] as string;
    const postsCount = countOf(e.value);
    if (postsCount > 0) results.push({ tag: name, postsCount, matched: [tag] });
    if (results.length === query.limit || scanned === SCAN_BUDGET) {
      return { results, cursor: encodeCursor({ t: 1, a: [name] }) };
    }
  }
  return { results, cursor: null };
}
