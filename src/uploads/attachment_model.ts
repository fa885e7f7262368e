/**
 * Report attachments (spec 001 §3 "Technical report", §7 `POST /upload`): what an uploaded file
 * is stored as, and the keys the uploads and feedback domains share. A file's type is what its
 * bytes are, never its name or declared type.
 */

/** The types an attachment may be, recognised from the bytes. */
export const ATTACHMENT_TYPES = [
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
export const MAX_ATTACHMENTS_PER_REPORT = 5;
/** An upload not attached to a report within this long is removed. */
export const UNATTACHED_TTL_MS = 60 * 60 * 1000;

export type AttachmentRecord = {
  _id: string;
  /** Where the bytes are in the blob store. */
  blobKey: string;
  /** The uploaded name, cleaned for display and for Content-Disposition. */
  filename: string;
  fileType: AttachmentType;
  size: number;
  createdAt: number;
  /** The report it belongs to; null until a report claims it. */
  attachedTo: string | null;
};

/** The attachment record. */
export const attachmentKey = (id: string): Deno.KvKey => ["attachments", id];
/** Uploads not yet claimed by a report (value: createdAt); a report's write deletes its entry. */
export const pendingAttachmentKey = (id: string): Deno.KvKey => ["attachments_pending", id];
export const pendingAttachmentsPrefix: Deno.KvKey = ["attachments_pending"];

/** Where an attachment is served. */
export const ATTACHMENT_PATH = "/api/attachments/";
export const attachmentUrl = (id: string) => `${ATTACHMENT_PATH}${id}`;

/** The attachment id a served url names, or null for any other url. */
export function attachmentIdOf(url: string): string | null {
  if (!url.startsWith(ATTACHMENT_PATH)) return null;
  const id = url.slice(ATTACHMENT_PATH.length);
  return /^[0-9A-HJKMNP-TV-Z]{26}$/.test(id) ? id : null;
}
