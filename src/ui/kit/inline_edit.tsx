/**
 * Editing a short text in place (a comment, a chat message): a box with Save and Cancel. Escape
 * cancels; Save is off while the text is empty or unchanged, or while the save is under way.
 */
import { useId, useState } from "react";

export type InlineEditProps = {
  initial: string;
  /** What the text is, for the box's label, e.g. "Edit comment". */
  label: string;
  maxLength: number;
  /** Resolves once stored; a refusal keeps the box open with the text. */
  onSave(content: string): Promise<unknown>;
  onCancel(): void;
};

export function InlineEdit({ initial, label, maxLength, onSave, onCancel }: InlineEditProps) {
  const [text, setText] = useState(initial);
  const [saving, setSaving] = useState(false);
  const id = useId();
  const trimmed = text.trim();

  async function save(e: { preventDefault(): void }) {
    e.preventDefault();
    if (!trimmed || trimmed === initial || saving) return;
    setSaving(true);
    try {
      await onSave(trimmed);
    } catch {
      // The refusal's notice is shown by the caller; the text stays for another try.
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="inline-edit" onSubmit={save}>
      <label className="visually-hidden" htmlFor={id}>{label}</label>
      <textarea
        id={id}
        value={text}
        maxLength={maxLength}
        rows={2}
        autoFocus
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Escape") onCancel();
        }}
      />
      <div className="inline-edit-actions">
        <button type="button" className="btn btn-small" onClick={onCancel}>Cancel</button>
        <button
          type="submit"
          className="btn btn-small btn-primary"
          disabled={!trimmed || trimmed === initial || saving}
        >
          {saving ? "Saving..." : "Save"}
        </button>
      </div>
    </form>
  );
}
