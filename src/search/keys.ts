/**
 * The only place search keys are spelled: an inverted index of posts (term → post ids, newest
 * last so a reverse list is newest first), exact tag and title indexes for ranking, per-term and
 * per-tag counts, and a people index (words of a name and the username → user id).
 */

/** A post holds `term` somewhere in its title, content, tags or roadmap section (value null). */
export const termKey = (term: string, postId: string): Deno.KvKey => ["search_term", term, postId];
export const termPrefix = (term: string): Deno.KvKey => ["search_term", term];

/** How many posts hold `term` (Deno.KvU64): picks the shortest list to drive an intersection,
 * and, listed by range, the words that complete a prefix. Zero once its posts are gone. */
export const termCountKey = (term: string): Deno.KvKey => ["search_term_count", term];
export const termCountsPrefix: Deno.KvKey = ["search_term_count"];

/** A post carries the (normalised) tag exactly (value null): the first rank of a query. */
export const tagPostKey = (tag: string, postId: string): Deno.KvKey => ["search_tag", tag, postId];
export const tagPostsPrefix = (tag: string): Deno.KvKey => ["search_tag", tag];

/** Posts carrying the tag (Deno.KvU64), listed by range for the Tags results. */
export const tagCountKey = (tag: string): Deno.KvKey => ["search_tag_count", tag];
export const tagCountsPrefix: Deno.KvKey = ["search_tag_count"];

/** A post's title, normalised, is exactly this phrase (value null): the second rank. */
export const titlePostKey = (title: string, postId: string): Deno.KvKey => [
  "search_title",
  title,
  postId,
];
export const titlePostsPrefix = (title: string): Deno.KvKey => ["search_title", title];

/** What a post is indexed under (value: `IndexedPost`), so an edit or a delete removes exactly
 * those entries and counts, whatever the words of the record are by then. */
export const indexedPostKey = (postId: string): Deno.KvKey => ["search_post", postId];
export const indexedPostsPrefix: Deno.KvKey = ["search_post"];

/** A student is found by `term`, a word of their name or their username (value null). */
export const personKey = (term: string, userId: string): Deno.KvKey => [
  "search_person",
  term,
  userId,
];
export const peoplePrefix: Deno.KvKey = ["search_person"];

/** Set (value: when, ms) once every stored post and student is in the indexes. */
export const backfilledKey: Deno.KvKey = ["search_backfilled", 1];
/** The last post id and user id the backfill finished, so an interrupted one resumes there. */
export const backfillProgressKey: Deno.KvKey = ["search_backfill_progress", 1];
