/**
 * Picking report attachments (spec 001 §4, §5): several files at once, each uploaded on its own
 * while the picker says 'Uploading files...', then listed with a button that removes it.
 */
import { useState } from "react";
import type { Attachment } from "../home/feedback_data.ts";
import { Icon } from "../kit/icon.tsx";
import { iconX } from "../kit/icon_paths.ts";
import { ATTACHMENT_ACCEPT, feedbackText } from "./form_model.ts";
import { uploadAttachment } from "./upload_attachment.ts";

export type AttachmentsInputProps = {
  files: Attachment[];
  onChange(files: Attachment[]): void;
  onError(message: string | null): void;
  /** The server's limit, so the picker says so before it is reached. */
  max: number;
};

export function AttachmentsInput(props: AttachmentsInputProps) {
  const [uploading, setUploading] = useState(false);

  async function add(list: FileList | null) {
    const picked = [...(list ?? [])].slice(0, Math.max(0, props.max - props.files.length));
    if (picked.length === 0) return;
    setUploading(true);
    props.onError(null);
    const added: Attachment[] = [];
    try {
      for (const file of picked) added.push(await uploadAttachment(file));
    } catch {
      props.onError(feedbackText.uploadFailed);
    } finally {
      setUploading(false);
      if (added.length) props.onChange([...props.files, ...added]);
    }
  }

  return (
    <div className="field fb-files">
      <label htmlFor="fb-report-files">Attachments</label>
      <input
        id="fb-report-files"
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        disabled={uploading || props.files.length >= props.max}
        aria-describedby="fb-report-files-hint"
        onChange={(e) => {
          void add(e.currentTarget.files);
          e.currentTarget.value = "";
        }}
      />
      <span id="fb-report-files-hint" className="field-hint" aria-live="polite">
        {uploading ? feedbackText.uploading : `Images, PDF, DOC or DOCX; up to ${props.max} files.`}
      </span>
      {props.files.length > 0 && (
        <ul className="fb-file-list">
          {props.files.map((f) => (
            <li key={f.url}>
              <span className="fb-file-name">{f.filename}</span>
              <button
                type="button"
                className="icon-btn"
                aria-label={`Remove ${f.filename}`}
                onClick={() => props.onChange(props.files.filter((x) => x.url !== f.url))}
              >
                <Icon d={iconX} size={16} className="icon" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
