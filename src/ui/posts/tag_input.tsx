/**
 * Tags as removable chips with a box that adds one on Enter (spec 000 §5): trimmed, duplicates
 * (any case) ignored, blanks dropped; a word left in the box is added when it loses focus.
 */
import { type KeyboardEvent, useState } from "react";

export const MAX_TAGS = 10;
export const MAX_TAG_LENGTH = 30;

export function addTag(tags: string[], raw: string): string[] {
  const tag = raw.trim();
  if (!tag || tags.length >= MAX_TAGS) return tags;
  if (tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return tags;
  return [...tags, tag];
}

export function TagInput(props: { id: string; tags: string[]; onChange(tags: string[]): void }) {
  const [draft, setDraft] = useState("");

  function commit() {
    props.onChange(addTag(props.tags, draft));
    setDraft("");
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "Enter" && !e.nativeEvent.isComposing) {
      e.preventDefault();
      commit();
    } else if (e.key === "Backspace" && draft === "" && props.tags.length > 0) {
      props.onChange(props.tags.slice(0, -1));
    }
  }

  return (
    <div className="tag-input">
      {props.tags.length > 0 && (
        <ul className="tag-chips" aria-label="Chosen tags">
          {props.tags.map((t) => (
            <li key={t} className="badge tag-chip">
              #{t}
              <button
                type="button"
                aria-label={`Remove tag ${t}`}
                onClick={() => props.onChange(props.tags.filter((x) => x !== t))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={props.id}
        className="input"
        value={draft}
        maxLength={MAX_TAG_LENGTH}
        placeholder={props.tags.length >= MAX_TAGS
          ? `At most ${MAX_TAGS} tags`
          : "Type a tag and press Enter"}
        disabled={props.tags.length >= MAX_TAGS}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => draft.trim() && commit()}
      />
    </div>
  );
}
