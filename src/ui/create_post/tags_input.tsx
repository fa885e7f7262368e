/**
 * Tags (spec 000 §5): Enter adds the typed tag (trimmed; a repeat is ignored), Backspace in the
 * empty field removes the last one, and each chip has its own remove button.
 */
import { type KeyboardEvent, useState } from "react";
import { LIMITS } from "./constants.ts";
import { withTag } from "./draft.ts";

export type TagsInputProps = {
  id: string;
  tags: string[];
  text: string;
  onChange(tags: string[], text: string): void;
  /** A problem the server found with the tags. */
  error?: string | null;
};

export function TagsInput({ id, tags, text, onChange, error }: TagsInputProps) {
  const [own, setProblem] = useState<string | null>(null);
  const problem = own ?? error ?? null;
  const [said, setSaid] = useState("");

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.nativeEvent.isComposing) return;
    if (e.key === "Enter") {
      e.preventDefault();
      const tag = text.trim();
      if (!tag) return onChange(tags, "");
      if (tag.length > LIMITS.tag) {
        return setProblem(`Tags must be at most ${LIMITS.tag} characters`);
      }
      const next = withTag(tags, tag);
      if (next === tags) {
        setSaid(`${tag} is already a tag`);
      } else if (tags.length >= LIMITS.tags) {
        return setProblem(`At most ${LIMITS.tags} tags`);
      } else {
        setSaid(`Added tag ${tag}`);
      }
      setProblem(null);
      onChange(next, "");
    } else if (e.key === "Backspace" && text === "" && tags.length > 0) {
      e.preventDefault();
      remove(tags.length - 1);
    }
  }

  function remove(index: number) {
    setSaid(`Removed tag ${tags[index]}`);
    setProblem(null);
    onChange(tags.filter((_, i) => i !== index), text);
  }

  const described = [`${id}-hint`, problem ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="field create-post-tags">
      <label htmlFor={id}>Tags</label>
      <div className="create-post-tag-box">
        {tags.length > 0 && (
          <ul className="create-post-chips" aria-label="Added tags">
            {tags.map((t, i) => (
              <li key={t} className="create-post-chip">
                <span>#{t}</span>
                <button type="button" aria-label={`Remove tag ${t}`} onClick={() => remove(i)}>
                  <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
                    <path d="M18 6 6 18M6 6l12 12" />
                  </svg>
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          id={id}
          name={id}
          value={text}
          maxLength={LIMITS.tag + 20}
          placeholder={tags.length ? "Add another tag" : "e.g. graphs"}
          autoComplete="off"
          enterKeyHint="enter"
          aria-invalid={problem ? true : undefined}
          aria-describedby={described}
          onChange={(e) => {
            setProblem(null);
            onChange(tags, e.target.value);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <span id={`${id}-hint`} className="field-hint">
        Press Enter to add a tag ({tags.length}/{LIMITS.tags}). Backspace removes the last one.
      </span>
      {problem && <span id={`${id}-error`} className="field-error" role="alert">{problem}</span>}
      <span className="visually-hidden" aria-live="polite">{said}</span>
    </div>
  );
}
