/** A departing student's uploaded images (profile picture, post images): the stored file first,
 * then its owner record, so an interrupted run still knows the file is theirs. */
import type { AppDeps } from "../deps.ts";
import { uploadKey, uploadsPrefix } from "./keys.ts";

export async function eraseUploads(
  deps: Pick<AppDeps, "kv" | "blobs">,
  ownerId: string,
): Promise<void> {
  for await (const e of deps.kv.list<{ ownerId: string }>({ prefix: uploadsPrefix })) {
    if (e.value.ownerId !== ownerId) continue;
    const blobKey = e.key[1] as string;
    await deps.blobs.delete(blobKey);
    await deps.kv.delete(uploadKey(blobKey));
  }
}
