/** The only place saved-file keys are spelled. */

/** The file's record (no content). */
export const fileKey = (id: string): Deno.KvKey => ["files", id];

/** The file's content, stored with the chunked-value helper (it may exceed one KV value). */
export const fileContentKey = (id: string): Deno.KvKey => ["file_content", id];

/** The first 600 characters, kept apart so a list reads no whole files. */
export const filePreviewKey = (id: string): Deno.KvKey => ["file_preview", id];

/** A user's files, oldest first (value null). */
export const filesByOwnerKey = (
  ownerId: string,
  id: string,
): Deno.KvKey => ["files_by_owner", ownerId, id];
export const filesByOwnerPrefix = (ownerId: string): Deno.KvKey => ["files_by_owner", ownerId];

/** Unique per owner: saving the same room and name again updates that file. */
export const fileByNameKey = (ownerId: string, roomId: string, filename: string): Deno.KvKey => [
  "files_by_name",
  ownerId,
  roomId,
  filename,
];
