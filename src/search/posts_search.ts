/**
 * Posts by their words, ranked: posts tagged exactly with the query first, then posts titled
 * exactly so, then every post holding all the words (the last word also by its completions),
 * newest first. The intersection walks the shortest posting list and checks each candidate's own
 * words, so a page reads a bounded number of entries however many posts there are.
 */
import { countOf } from "../core/counters.ts";
import { getManyAtOnce } from "../core/kv.ts";
import type { PostRecord } from "../posts/model.ts";
import { postKey } from "../posts/keys.ts";
import { viewPosts } from "../posts/views.ts";
import type { Category } from "../shared/post_rules.ts";
import { normalisePhrase, normaliseTag, termsOf } from "../shared/search_terms.ts";
import type { UserRecord } from "../users/model.ts";
import { userKey } from "../users/keys.ts";
import { decodeCursor, encodeCursor, type SearchCursor } from "./cursor.ts";
import {
  tagPostsPrefix,
  termCountKey,
  termCountsPrefix,
  termPrefix,
  titlePostsPrefix,
} from "./keys.ts";
import type { PostResult } from "./model.ts";
import { postTerms } from "./post_index.ts";
import { newestFirst, take } from "./postings.ts";
import { canFindPost, type Searcher } from "./visibility.ts";

/** Words of a query that count; the rest are ignored. */
const MAX_WORDS = 8;
/** Completions of the last word looked at. */
const MAX_COMPLETIONS = 8;
/** Candidates looked at per page at most: a page may come back short, with a cursor to go on. */
export const SCAN_BUDGET = 600;
const BATCH = 40;

/** The terms each query word may match (the last word: itself and its completions), each with
 * how many posts hold it. */
async function wordGroups(kv: Deno.Kv, words: string[]) {
  const last = words[words.length - 1];
  const exact = await getManyAtOnce(kv, words.map(termCountKey));
  const groups = words.map((w, i) => ({ terms: [w], size: countOf(exact[i].value) }));
  if (last.length >= 2) {
    const range = {
      start: [...termCountsPrefix, last],
      end: [...termCountsPrefix, last + "\u{10FFFF}"],
    };
    const completions: string[] = [];
    let size = 0;
    for await (const e of kv.list(range, { limit: MAX_COMPLETIONS * 4 })) {
      const n = countOf(e.value);
      if (n === 0) continue;
      completions.push(e.key[1] as string);
      size += n;
      if (completions.length === MAX_COMPLETIONS) break;
    }
    groups[groups.length - 1] = { terms: completions, size };
  }
  return groups.map((g) => ({ ...g, terms: g.size === 0 ? [] : g.terms }));
}

type Found = { post: PostRecord; matched: string[] };

/** One page of posts matching `q` for the searcher. */
export async function searchPosts(
  kv: Deno.Kv,
  searcher: Searcher,
  query: { q: string; category?: Category; limit: number; cursor?: string },
): Promise<{ results: PostResult[]; cursor: string | null }> {
  const from = decodeCursor(query.cursor);
  const words = termsOf(query.q).slice(0, MAX_WORDS);
  if (words.length === 0) return { results: [], cursor: null };
  const groups = await wordGroups(kv, words);
  if (groups.some((g) => g.terms.length === 0)) return { results: [], cursor: null };
  const tag = normaliseTag(query.q);
  const phrase = normalisePhrase(query.q);
  const driver = groups.reduce((a, b) => (b.size < a.size ? b : a));
  const hasTag = (p: PostRecord) => p.tags.some((t) => normaliseTag(t) === tag);
  const hasTitle = (p: PostRecord) => normalisePhrase(p.title) === phrase;
  const tiers = [
    { prefixes: [tagPostsPrefix(tag)], belongs: hasTag },
    { prefixes: [titlePostsPrefix(phrase)], belongs: (p: PostRecord) => !hasTag(p) && hasTitle(p) },
    {
      prefixes: driver.terms.map(termPrefix),
      belongs: (p: PostRecord) => !hasTag(p) && !hasTitle(p),
    },
  ];
  const found: Found[] = [];
  let scanned = 0;
  let next: SearchCursor | null = null;
  for (let t = from?.t ?? 1; t <= tiers.length && !next; t++) {
    const before = from && from.t === t ? from.a[0] : undefined;
    const ids = newestFirst(kv, tiers[t - 1].prefixes, before);
    for (;;) {
      const batch = await take(ids, BATCH);
      if (batch.length === 0) break;
      const posts = (await getManyAtOnce<PostRecord>(kv, batch.map(postKey))).map((e) => e.value);
      // Each author once: suspended accounts are found out here, at read time.
      const authorIds = [...new Set(posts.flatMap((p) => (p ? [p.authorId] : [])))];
      const authorEntries = await getManyAtOnce<UserRecord>(kv, authorIds.map(userKey));
      const authors = new Map(authorIds.map((id, i) => [id, authorEntries[i].value]));
      for (let i = 0; i < batch.length; i++) {
        scanned++;
        const post = posts[i];
        if (
          post && tiers[t - 1].belongs(post) &&
          canFindPost(searcher, post, authors.get(post.authorId) ?? null)
        ) {
          const matched = matchAll(post, groups, query.category);
          if (matched) found.push({ post, matched });
        }
        if (found.length === query.limit || scanned >= SCAN_BUDGET) {
          next = { t, a: [batch[i]] };
          break;
        }
      }
      if (next) break;
    }
  }
  const views = await viewPosts(kv, found.map((f) => f.post), searcher.id);
  return {
    results: views.map((v, i) => ({ ...v, matched: found[i].matched })),
    cursor: next ? encodeCursor(next) : null,
  };
}

/** The terms of `post` that answer every group (null if one finds none), in the category. */
function matchAll(
  post: PostRecord,
  groups: { terms: string[] }[],
  category: Category | undefined,
): string[] | null {
  if (category && post.section?.category !== category) return null;
  const own = new Set(postTerms(post));
  const matched: string[] = [];
  for (const g of groups) {
    const hits = g.terms.filter((t) => own.has(t));
    if (hits.length === 0) return null;
    matched.push(...hits);
  }
  return [...new Set(matched)];
}
