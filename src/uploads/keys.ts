/** The only place upload keys are spelled. */

/** Who uploaded a stored image (value: { ownerId, createdAt }), so posts can only use their
 * author's own uploads. */
export const uploadKey = (blobKey: string): Deno.KvKey => ["uploads", blobKey];
export const uploadsPrefix: Deno.KvKey = ["uploads"];

/** How many posts and profile pictures point at an upload (Deno.KvU64), changed in the same
 * atomic write as the act that adds or drops the reference. Set to 0 when the upload is stored;
 * an upload stored before references were counted has none and is never collected. */
export const uploadRefsKey = (blobKey: string): Deno.KvKey => ["upload_refs", blobKey];

/** An upload that may have lost its last reference, to be looked at from `dueAt` (ms) on (value:
 * the owner's id). Written with the act that drops a reference, and with every new upload (due a
 * day later, in case no post ever uses it). The sweep removes the entry either way. */
export const blobGarbageKey = (dueAt: number, blobKey: string): Deno.KvKey => [
  "blob_garbage",
  dueAt,
  blobKey,
];
export const blobGarbagePrefix: Deno.KvKey = ["blob_garbage"];

/** An upload whose record is gone and whose file is being deleted (value: null), so a crash
 * between the two leaves a note instead of a file nobody knows about. */
export const doomedBlobKey = (blobKey: string): Deno.KvKey => ["blob_doomed", blobKey];
export const doomedBlobsPrefix: Deno.KvKey = ["blob_doomed"];

/** Changed (a sum) whenever the sweep removes one of `ownerId`'s uploads; a write that adds a
 * reference checks it, so it never points at an upload removed after it was read. */
export const uploadEpochKey = (ownerId: string): Deno.KvKey => ["upload_epoch", ownerId];

// The KV blob store (`kv_blob_store.ts`, BLOB_STORE=kv): content-addressed, chunked.

/** Which content a blob key holds (value: { sha256, size }). */
export const blobNameKey = (blobKey: string): Deno.KvKey => ["blob_names", blobKey];

/** One stored content (value: { version, size, chunks, refs }): the chunk version that holds its
 * bytes and how many blob keys point at it. Removed, with its chunks, when `refs` would reach 0. */
export const blobContentKey = (sha256: string): Deno.KvKey => ["blob_content", sha256];

/** The bytes of one content, at most `CHUNK_BYTES` a chunk. `version` (a ULID) is the write that
 * stored them: a second writer of the same bytes uses its own, so nobody deletes another's chunks. */
export const blobChunkKey = (sha256: string, version: string, index: number): Deno.KvKey => [
  "blob_chunks",
  sha256,
  version,
  index,
];
export const blobChunksPrefix = (sha256: string, version: string): Deno.KvKey => [
  "blob_chunks",
  sha256,
  version,
];

/** Chunks that may belong to no content (value: { sha256, version }), keyed by a ULID of when
 * that became possible: written before a writer stores chunks (removed with the write that makes
 * them live) and with the write that frees a content (removed once its chunks are gone). A writer
 * that died leaves the note; a later write deletes the chunks once the note is old. */
export const looseChunksKey = (noteId: string): Deno.KvKey => ["blob_loose", noteId];
export const looseChunksPrefix: Deno.KvKey = ["blob_loose"];
