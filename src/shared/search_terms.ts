/**
 * How text becomes search terms, shared by the index, the query and the results page (which marks
 * the matched words): lowercased, accents dropped, split on anything but letters and digits.
 */

/** A word of text and where it sits, so a result can mark it in place. */
export type Token = { term: string; start: number; end: number };

/** Longest word kept; longer runs (hashes, pasted links) are not words anyone types. */
export const MAX_TERM_LENGTH = 40;

// Letters and digits, with a trailing run of + or # kept so "c++" and "c#" stay apart from "c".
const WORD = /[\p{L}\p{N}]+[+#]*/gu;

/** The search form of one word: lowercased without accents. */
export function normaliseWord(word: string): string {
  return word.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Every word of `text` with its place, in order (duplicates included). */
export function tokenise(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const term = normaliseWord(m[0]);
    if (term.length > MAX_TERM_LENGTH) continue;
    out.push({ term, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** The distinct terms of `text`, in first-seen order. */
export function termsOf(text: string): string[] {
  return [...new Set(tokenise(text).map((t) => t.term))];
}

/** A tag as it is matched and counted: trimmed, lowercased, without a leading '#'. */
export function normaliseTag(tag: string): string {
  return normaliseWord(tag.trim().replace(/^#+/, "").replace(/\s+/g, " ").trim());
}

/** A title (or a whole query) as an exact match compares it: its words joined by one space. */
export function normalisePhrase(text: string): string {
  return tokenise(text).map((t) => t.term).join(" ");
}

/** Whether a word of a result is one of the terms its answer says matched. */
export function isMatchedTerm(term: string, matched: readonly string[]): boolean {
  return matched.includes(term);
}
