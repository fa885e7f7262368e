/** A departing student's uploaded images (profile picture, post images): the stored file first,
 * then its owner record and reference count, so an interrupted run still knows the file is
 * theirs; then the sweep's notes about them. */
import type { AppDeps } from "../deps.ts";
import { deleteListed } from "../core/kv.ts";
import {
  blobGarbagePrefix,
  doomedBlobKey,
  uploadEpochKey,
  uploadKey,
  uploadRefsKey,
  uploadsPrefix,
} from "./keys.ts";

export async function eraseUploads(
  deps: Pick<AppDeps, "kv" | "blobs">,
  ownerId: string,
): Promise<void> {
  const ownerNotes = new Set<string>();
  for await (const note of deps.kv.list<string>({ prefix: blobGarbagePrefix })) {
    if (note.value === ownerId) ownerNotes.add(JSON.stringify(note.key));
  }
  for await (const e of deps.kv.list<{ ownerId: string }>({ prefix: uploadsPrefix })) {
    if (e.value.ownerId !== ownerId) continue;
    const blobKey = e.key[1] as string;
    await deps.blobs.delete(blobKey);
    await deps.kv.atomic()
      .delete(uploadKey(blobKey))
      .delete(uploadRefsKey(blobKey))
      .delete(doomedBlobKey(blobKey))
      .commit();
  }
  // The sweep's notes name the owner; they are few (about a day of uploads and let-go images).
  await deleteListed(deps.kv, { prefix: blobGarbagePrefix }, {
    where: (key) => ownerNotes.has(JSON.stringify(key)),
  });
  await deps.kv.delete(uploadEpochKey(ownerId));
}
