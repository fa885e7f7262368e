/** What the data export holds of feedback: the student's quick feedback and reports, report
 * attachments embedded. Visitors' feedback was never linked to an account. */
import type { AppDeps } from "../deps.ts";
import { embedded } from "../uploads/archive.ts";
import {
  attachmentIdOf,
  attachmentKey,
  type AttachmentRecord,
} from "../uploads/attachment_model.ts";
import { feedbackPrefix } from "./keys.ts";
import { type FeedbackRecord, toView } from "./model.ts";

/** The records of every item `userId` sent while signed in, oldest first. */
export async function feedbackOf(kv: Deno.Kv, userId: string): Promise<FeedbackRecord[]> {
  const out: FeedbackRecord[] = [];
  for await (const e of kv.list<FeedbackRecord>({ prefix: feedbackPrefix })) {
    if (e.value.userId === userId) out.push(e.value);
  }
  return out;
}

/** The student's reports with their attachments' bytes, and their quick feedback. */
export async function feedbackWithFiles(
  deps: Pick<AppDeps, "kv" | "blobs">,
  userId: string,
) {
  const out = [];
  for (const record of await feedbackOf(deps.kv, userId)) {
    const view = toView(record);
    if (view.type !== "technical") {
      out.push(view);
      continue;
    }
    const attachments = [];
    for (const a of view.attachments) {
      const id = attachmentIdOf(a.url);
      const upload = id ? (await deps.kv.get<AttachmentRecord>(attachmentKey(id))).value : null;
      const bytes = upload ? await deps.blobs.get(upload.blobKey) : null;
      attachments.push(bytes ? { ...a, ...embedded(bytes, a.fileType) } : a);
    }
    out.push({ ...view, attachments });
  }
  return out;
}
