/**
 * A departing student's feedback and reports are deleted, not kept anonymously
 * (docs/decisions.md "Deleting an account"): a report's name, role and device info are theirs.
 * Attachments go first (file, then record), then the item with its list entry in one write.
 */
import type { AppDeps } from "../deps.ts";
import {
  attachmentIdOf,
  attachmentKey,
  type AttachmentRecord,
  pendingAttachmentKey,
} from "../uploads/attachment_model.ts";
import { feedbackOf } from "./archive.ts";
import { feedbackByTypeKey, feedbackKey } from "./keys.ts";

export async function eraseFeedback(
  deps: Pick<AppDeps, "kv" | "blobs">,
  userId: string,
): Promise<void> {
  const { kv } = deps;
  for (const record of await feedbackOf(kv, userId)) {
    for (const a of record.type === "technical" ? record.attachments : []) {
      const id = attachmentIdOf(a.url);
      if (!id) continue;
      const upload = (await kv.get<AttachmentRecord>(attachmentKey(id))).value;
      if (upload) await deps.blobs.delete(upload.blobKey);
      await kv.atomic().delete(attachmentKey(id)).delete(pendingAttachmentKey(id)).commit();
    }
    await kv.atomic().delete(feedbackKey(record._id))
      .delete(feedbackByTypeKey(record.type, record._id)).commit();
  }
}
