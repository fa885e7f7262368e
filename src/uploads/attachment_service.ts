/**
 * Report attachments (spec 001 §3 "Technical report", §7 `POST /upload`): checks and stores one
 * uploaded file as an unclaimed attachment, reads it back for serving, and sweeps away uploads no
 * report claimed within `UNATTACHED_TTL_MS`. The feedback domain claims them (see the model).
 */
import { ulid } from "ulid";
import type { AppDeps } from "../deps.ts";
import { AppError } from "../core/errors.ts";
import { errorFields } from "../core/log.ts";
import { enforce, type Limit } from "../core/rate_limit.ts";
import {
  attachmentKey,
  type AttachmentRecord,
  MAX_ATTACHMENT_BYTES,
  pendingAttachmentKey,
  pendingAttachmentsPrefix,
  UNATTACHED_TTL_MS,
} from "./attachment_model.ts";
import { cleanFilename } from "./attachment_name.ts";
import {
  attachmentExtensionOf,
  detectAttachmentType,
  isImageAttachment,
} from "./attachment_type.ts";
import { attachmentBlobKey } from "./blob_store.ts";
import type { ImageType } from "./image_type.ts";
import { tooLarge } from "./service.ts";
import { ImageFormatError, stripMetadata } from "./strip_metadata.ts";

type Deps = Pick<AppDeps, "kv" | "blobs" | "clock" | "logger">;

/** Visitors may upload too, so the address is what is limited: a report holds at most five
 * files, and this leaves room for a few reports and retries. */
export const uploadsPerClient: Limit = { name: "attachment_ip", limit: 20, windowMs: 10 * 60_000 };

export const notAnAttachment = () =>
  new AppError(
    "UNSUPPORTED_MEDIA_TYPE",
    "Please select an image (JPG, PNG, GIF or WebP), a PDF or a Word document (DOC or DOCX).",
  );
export const attachmentNotFound = () => new AppError("NOT_FOUND", "Attachment not found.");

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

/** Counts one upload from `clientIp`; a 429 with `Retry-After` once over the limit. */
export async function limitUploads(deps: Deps, clientIp: string): Promise<void> {
  await enforce(deps.kv, [
    [uploadsPerClient, clientIp, "Too many uploads from your network."],
  ], deps.clock.now());
}

/** The bytes to keep: images without their metadata (as profile pictures), documents as sent. */
function cleaned(bytes: Uint8Array, type: AttachmentRecord["fileType"]): Uint8Array {
  if (!isImageAttachment(type)) return bytes;
  try {
    return stripMetadata(bytes, type as ImageType);
  } catch (err) {
    if (err instanceof ImageFormatError) throw notAnAttachment();
    throw err;
  }
}

/**
 * Checks `file` (at most 5 MB, a type its bytes prove), stores its bytes, then its record and
 * pending entry in one atomic write; answers the unclaimed record.
 */
export async function storeAttachment(deps: Deps, file: File): Promise<AttachmentRecord> {
  if (file.size > MAX_ATTACHMENT_BYTES) throw tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const fileType = detectAttachmentType(bytes);
  if (!fileType) throw notAnAttachment();
  const clean = cleaned(bytes, fileType);
  const now = deps.clock.now();
  // Not the monotonic `newId`: two uploads in one millisecond would get neighbouring ids, and
  // the id is the only key to an upload, so each gets 80 fresh random bits.
  const id = ulid(now);
  const record: AttachmentRecord = {
    _id: id,
    blobKey: attachmentBlobKey(id),
    filename: cleanFilename(file.name, attachmentExtensionOf[fileType]),
    fileType,
    size: clean.length,
    createdAt: now,
    attachedTo: null,
  };
  // Bytes first: a record must never point at a blob that is not there yet.
  await deps.blobs.put(record.blobKey, clean);
  const result = await deps.kv.atomic()
    .check({ key: attachmentKey(id), versionstamp: null })
    .set(attachmentKey(id), record)
    .set(pendingAttachmentKey(id), now)
    .commit();
  if (!result.ok) {
    await deps.blobs.delete(record.blobKey);
    throw new AppError("CONFLICT", "The upload could not be saved. Please try again.");
  }
  return record;
}

/** The record and bytes of attachment `id`, claimed or not; 404 when there is none. */
export async function readAttachment(
  deps: Pick<Deps, "kv" | "blobs">,
  id: string,
): Promise<{ record: AttachmentRecord; bytes: Uint8Array }> {
  if (!ULID.test(id)) throw attachmentNotFound();
  const record = (await deps.kv.get<AttachmentRecord>(attachmentKey(id))).value;
  const bytes = record && await deps.blobs.get(record.blobKey);
  if (!record || !bytes) throw attachmentNotFound();
  return { record, bytes };
}

/**
 * Removes every upload still unclaimed `UNATTACHED_TTL_MS` after it was made: record and pending
 * entry in one write that checks both are unchanged (so a report claiming it at the same moment
 * wins), then the bytes. Reads O(pending). Answers how many were removed.
 */
export async function removeStaleAttachments(
  deps: Pick<Deps, "kv" | "blobs" | "logger">,
  now: number,
): Promise<number> {
  let removed = 0;
  for await (const pending of deps.kv.list<number>({ prefix: pendingAttachmentsPrefix })) {
    if (now - pending.value < UNATTACHED_TTL_MS) continue;
    const id = String(pending.key[pending.key.length - 1]);
    const record = await deps.kv.get<AttachmentRecord>(attachmentKey(id));
    const unclaimed = record.value?.attachedTo === null;
    const op = deps.kv.atomic().check(pending).check(record).delete(pending.key);
    // A claimed record keeps its file: only a stray pending entry goes.
    if (unclaimed) op.delete(record.key);
    // A lost check means a report claimed it meanwhile.
    if (!(await op.commit()).ok || !unclaimed) continue;
    removed++;
    await deps.blobs.delete(record.value!.blobKey).catch((err) =>
      deps.logger.warn("stale attachment file not removed", { id, ...errorFields(err) })
    );
  }
  return removed;
}
