/**
 * Keeps a post's search entries in step with the post: each function adds to the caller's atomic
 * write, so the index moves with the record and a crash never leaves an entry of a word the post
 * no longer has. What a post is indexed under is stored beside it, so an edit changes only the
 * difference and a count is never taken down for an entry that was never written.
 */
import { minus, ONE } from "../core/counters.ts";
import type { PostRecord } from "../posts/model.ts";
import { normalisePhrase, normaliseTag, termsOf } from "../shared/search_terms.ts";
import {
  indexedPostKey,
  tagCountKey,
  tagPostKey,
  termCountKey,
  termKey,
  titlePostKey,
} from "./keys.ts";

/** Distinct words indexed per post: each costs two writes, and an edit that replaces them all
 * must stay within a backend's 1000 mutations per atomic. Title, tags and section come first. */
export const MAX_TERMS = 200;

/** What a post is indexed under. */
export type IndexedPost = { terms: string[]; tags: string[]; title: string };

/** The words a post is found by, most telling first, at most `MAX_TERMS`. */
export function postTerms(post: Pick<PostRecord, "title" | "content" | "tags" | "section">) {
  const section = post.section;
  const parts = [
    post.title,
    post.tags.join(" "),
    section ? [section.title, section.category, section.description].join(" ") : "",
    ...(section?.resources ?? []).map((r) => `${r.title} ${r.description}`),
    post.content,
  ];
  return termsOf(parts.join("\n")).slice(0, MAX_TERMS);
}

/** The index entries `post` needs. */
export function indexedFor(post: PostRecord): IndexedPost {
  return {
    terms: postTerms(post),
    tags: [...new Set(post.tags.map(normaliseTag).filter((t) => t !== ""))],
    title: normalisePhrase(post.title),
  };
}

/** The stored index entry of a post, to pass back to `indexPostOp` in the same attempt. */
export function readIndexed(kv: Deno.Kv, postId: string): Promise<Deno.KvEntryMaybe<IndexedPost>> {
  return kv.get<IndexedPost>(indexedPostKey(postId));
}

/** A post that was never indexed (a new one), for `indexPostOp`. */
export function notIndexed(postId: string): Deno.KvEntryMaybe<IndexedPost> {
  return { key: indexedPostKey(postId), value: null, versionstamp: null };
}

const without = (a: string[], b: string[]) => {
  const drop = new Set(b);
  return a.filter((x) => !drop.has(x));
};

/**
 * Adds to `op` the writes that move post `postId` from what `indexed` says it is indexed under to
 * what `after` needs (`after` null: the post is gone). `indexed` is checked, so two writers never
 * both apply the same difference.
 */
export function indexPostOp(
  op: Deno.AtomicOperation,
  postId: string,
  indexed: Deno.KvEntryMaybe<IndexedPost>,
  after: PostRecord | null,
): Deno.AtomicOperation {
  const before: IndexedPost = indexed.value ?? { terms: [], tags: [], title: "" };
  const next: IndexedPost = after ? indexedFor(after) : { terms: [], tags: [], title: "" };
  op.check(indexed);
  for (const term of without(before.terms, next.terms)) {
    op.delete(termKey(term, postId)).sum(termCountKey(term), minus(1));
  }
  for (const term of without(next.terms, before.terms)) {
    op.set(termKey(term, postId), null).sum(termCountKey(term), ONE);
  }
  for (const tag of without(before.tags, next.tags)) {
    op.delete(tagPostKey(tag, postId)).sum(tagCountKey(tag), minus(1));
  }
  for (const tag of without(next.tags, before.tags)) {
    op.set(tagPostKey(tag, postId), null).sum(tagCountKey(tag), ONE);
  }
  if (before.title !== next.title) {
    if (before.title) op.delete(titlePostKey(before.title, postId));
    if (next.title) op.set(titlePostKey(next.title, postId), null);
  }
  return after ? op.set(indexed.key, next) : op.delete(indexed.key);
}
