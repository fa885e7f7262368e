/**
 * Collects uploaded images nothing points at any more: a deleted post's, one an edit took out,
 * a replaced or removed profile picture, an upload no post ever used. Acts only note candidates
 * (`references.ts`); this sweep, run periodically, deletes an upload whose count is 0 with a write
 * checked against that count, then its file. Reads O(due notes).
 */
import type { AppDeps } from "../deps.ts";
import { countOf, ONE } from "../core/counters.ts";
import { errorFields } from "../core/log.ts";
import {
  blobGarbagePrefix,
  doomedBlobKey,
  doomedBlobsPrefix,
  uploadEpochKey,
  uploadKey,
  uploadRefsKey,
} from "./keys.ts";

type Deps = Pick<AppDeps, "kv" | "blobs" | "logger">;

/** How long a new upload may wait for the post it was made for before it counts as unused. */
export const UNUSED_UPLOAD_MS = 24 * 3600_000;

/** Deletes the file of a doomed upload, then the note; a failure leaves the note for later. */
async function deleteFile(deps: Deps, blobKey: string): Promise<boolean> {
  try {
    await deps.blobs.delete(blobKey);
    await deps.kv.delete(doomedBlobKey(blobKey));
    return true;
  } catch (err) {
    deps.logger.warn("unused image not removed", { blobKey, ...errorFields(err) });
    return false;
  }
}

/** Looks at one due note: dooms the upload if nothing points at it (answers its key), and drops
 * the note either way. */
async function judge(deps: Deps, note: Deno.KvEntry<string>): Promise<string | null> {
  const blobKey = String(note.key[2]);
  const ownerId = note.value;
  const [refs, upload] = await deps.kv.getMany([uploadRefsKey(blobKey), uploadKey(blobKey)]);
  const unused = refs.value !== null && countOf(refs.value) === 0 && upload.value !== null;
  const op = deps.kv.atomic().check(note).delete(note.key);
  if (unused) {
    // Checked against the count read: a reference added meanwhile keeps the upload.
    op.check(refs)
      .delete(refs.key)
      .delete(upload.key)
      .set(doomedBlobKey(blobKey), null)
      // Any write about to add a reference to this owner's uploads must read them again.
      .sum(uploadEpochKey(ownerId), ONE);
  }
  // A lost check leaves the note for the next sweep.
  return (await op.commit()).ok && unused ? blobKey : null;
}

/**
 * Removes the uploads whose notes are due by `now` and have no reference left, and deletes their
 * files (also those a crash left between record and file). Answers how many files were deleted.
 */
export async function sweepUnusedImages(deps: Deps, now: number): Promise<number> {
  let removed = 0;
  for await (const doomed of deps.kv.list<null>({ prefix: doomedBlobsPrefix })) {
    if (await deleteFile(deps, String(doomed.key[1]))) removed++;
  }
  const due = deps.kv.list<string>({
    start: blobGarbagePrefix,
    end: [...blobGarbagePrefix, now + 1],
  });
  for await (const note of due) {
    const blobKey = await judge(deps, note);
    if (blobKey && await deleteFile(deps, blobKey)) removed++;
  }
  return removed;
}

/** Looks at the notes `notes` (just written by an act) at once instead of at the next sweep;
 * what it cannot finish, the sweep does. */
export async function collectNow(deps: Deps, notes: Deno.KvKey[]): Promise<void> {
  for (const key of notes) {
    const note = await deps.kv.get<string>(key);
    if (note.value === null) continue;
    const blobKey = await judge(deps, note as Deno.KvEntry<string>);
    if (blobKey) await deleteFile(deps, blobKey);
  }
}
