/** The only place resume keys are spelled. */

/** One version (a `ResumeRecord`, content included: bounded well under one KV value). */
export const resumeKey = (id: string): Deno.KvKey => ["resumes", id];

/** A student's versions, oldest first (value null). */
export const resumesByOwnerKey = (ownerId: string, id: string): Deno.KvKey => [
  "resumes_by_owner",
  ownerId,
  id,
];
export const resumesByOwnerPrefix = (ownerId: string): Deno.KvKey => ["resumes_by_owner", ownerId];

/** How many versions a student keeps (a number), checked by versionstamp so the cap holds. */
export const resumeCountKey = (ownerId: string): Deno.KvKey => ["resume_count", ownerId];

/** A live share link -> the version's id; turning sharing off deletes it. */
export const resumeShareKey = (shareId: string): Deno.KvKey => ["resume_shares", shareId];
