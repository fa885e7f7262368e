/** The only place upload keys are spelled. */

/** Who uploaded a stored image (value: { ownerId, createdAt }), so posts can only use their
 * author's own uploads. */
export const uploadKey = (blobKey: string): Deno.KvKey => ["uploads", blobKey];
export const uploadsPrefix: Deno.KvKey = ["uploads"];
