/**
 * Students by name or username: every word of the query must start a word of the name or the
 * username. The longest word walks its range of the people index; each student appears once, at
 * the first of their words in that range.
 */
import { getManyAtOnce } from "../core/kv.ts";
import { normaliseWord } from "../shared/search_terms.ts";
import type { UserRecord } from "../users/model.ts";
import { userKey } from "../users/keys.ts";
import { decodeCursor, encodeCursor } from "./cursor.ts";
import { peoplePrefix } from "./keys.ts";
import type { PersonResult } from "./model.ts";
import { personTerms } from "./people_index.ts";
import { SCAN_BUDGET } from "./posts_search.ts";
import { canFindPerson, type Searcher } from "./visibility.ts";

const MAX_WORDS = 5;
const BATCH = 40;

/** The query's words as people are found by them: a username keeps its underscores whole. */
function wordsOf(q: string): string[] {
  const words = q.split(/\s+/).map((w) => normaliseWord(w).replace(/[^\p{L}\p{N}_]/gu, ""));
  return [...new Set(words.filter((w) => w !== ""))].slice(0, MAX_WORDS);
}

/** One page of students matching `q` for the searcher, by name word then id. */
export async function searchPeople(
  kv: Deno.Kv,
  searcher: Searcher,
  query: { q: string; limit: number; cursor?: string },
): Promise<{ results: PersonResult[]; cursor: string | null }> {
  const from = decodeCursor(query.cursor);
  const words = wordsOf(query.q);
  if (words.length === 0) return { results: [], cursor: null };
  const lead = words.reduce((a, b) => (b.length > a.length ? b : a));
  const end = [...peoplePrefix, lead + "\u{10FFFF}"];
  // Just past the last entry looked at: ids never hold a NUL, so nothing lies between.
  const start = from?.a.length === 2
    ? [...peoplePrefix, from.a[0], from.a[1] + "\0"]
    : [...peoplePrefix, lead];
  const entries = kv.list({ start, end }, { batchSize: BATCH })[Symbol.asyncIterator]();
  const results: PersonResult[] = [];
  let scanned = 0;
  let next: string[] | null = null;
  while (!next) {
    const batch: Deno.KvKey[] = [];
    for (let r = await entries.next(); !r.done; r = await entries.next()) {
      batch.push(r.value.key);
      if (batch.length === BATCH) break;
    }
    if (batch.length === 0) break;
    const users = await getManyAtOnce<UserRecord>(kv, batch.map((k) => userKey(k[2] as string)));
    for (let i = 0; i < batch.length; i++) {
      scanned++;
      const user = users[i].value;
      if (canFindPerson(searcher, user)) {
        const hit = matchPerson(user, words, lead, batch[i][1] as string);
        if (hit) results.push(hit);
      }
      if (results.length === query.limit || scanned >= SCAN_BUDGET) {
        next = [batch[i][1] as string, batch[i][2] as string];
        break;
      }
    }
  }
  return { results, cursor: next ? encodeCursor({ t: 1, a: next }) : null };
}

/** The result for `user` when every word starts one of theirs and `term` is the first of their
 * words the lead word starts (so a student with two such words is listed once); else null. */
function matchPerson(
  user: UserRecord,
  words: string[],
  lead: string,
  term: string,
): PersonResult | null {
  const own = personTerms(user);
  const matched: string[] = [];
  for (const w of words) {
    const hits = own.filter((t) => t.startsWith(w));
    if (hits.length === 0) return null;
    matched.push(...hits);
  }
  const first = own.filter((t) => t.startsWith(lead)).sort()[0];
  if (first !== term) return null;
  return {
    _id: user._id,
    name: user.name,
    username: user.username,
    profilePicture: user.profilePicture,
    department: user.department,
    year: user.year,
    matched: [...new Set(matched)],
  };
}
