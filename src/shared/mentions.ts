/**
 * `@username` mentions in a post, comment or chat message: found the same way by the server
 * (whom to notify) and the browser (which words become profile links). No imports: the browser
 * bundles this file.
 */

/** Distinct students one item can mention; names past it stay plain text and notify nobody. */
export const MENTIONS_MAX = 10;

// A username (letters, digits, underscores, starting with a letter, 3 to 20 long) after `@`,
// where `@` is not inside a word: "mail@college.edu" mentions nobody.
const MENTION = /(^|[^A-Za-z0-9_@.])@([A-Za-z][A-Za-z0-9_]{2,19})(?![A-Za-z0-9_])/g;

/** The lowercased usernames mentioned in `texts`, each once, in order, at most `MENTIONS_MAX`. */
export function mentionedUsernames(...texts: string[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    for (const m of text.matchAll(MENTION)) {
      if (found.size >= MENTIONS_MAX) return [...found];
      found.add(m[2].toLowerCase());
    }
  }
  return [...found];
}

/** The usernames `after` mentions that `before` did not: whom an edit newly mentions. */
export function newlyMentioned(before: string[], after: string[]): string[] {
  const had = new Set(before);
  return after.filter((u) => !had.has(u));
}

export type MentionPart = { text: string } | { mention: string; username: string };

/** Splits `text` into plain runs and mentions (the `@name` as written, and its lowercased name). */
export function splitMentions(text: string): MentionPart[] {
  const parts: MentionPart[] = [];
  let at = 0;
  for (const m of text.matchAll(MENTION)) {
    const start = m.index + m[1].length;
    if (start > at) parts.push({ text: text.slice(at, start) });
    const written = `@${m[2]}`;
    parts.push({ mention: written, username: m[2].toLowerCase() });
    at = start + written.length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** The `@` word being typed just before `caret`, for suggestions: its start and the letters after
 * `@` (possibly none), or null when the caret is not in one. */
export function mentionAtCaret(
  text: string,
  caret: number,
): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const m = /(^|[^A-Za-z0-9_@.])@([A-Za-z0-9_]{0,20})$/.exec(before);
  if (!m) return null;
  return { start: m.index + m[1].length, query: m[2] };
}
