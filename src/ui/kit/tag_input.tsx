/**
 * The one tag input (spec 000 §5): Enter adds the typed tag (trimmed; a repeat in any case is
 * ignored), Backspace in the empty box removes the last one, and each chip has its own remove
 * button; every change is announced. Two looks: `boxed` (chips inside the box, with a hint and
 * the problems of a too long or one too many tag) and `plain` (chips above an input that is
 * disabled once full and adds what is typed when it loses focus).
 */
import { type KeyboardEvent, useState } from "react";
import { Icon } from "./icon.tsx";
import { iconX } from "./icon_paths.ts";

export type TagInputProps = {
  id: string;
  tags: string[];
  /** What is typed and not yet a tag. */
  text: string;
  onChange(tags: string[], text: string): void;
  /** At most this many tags, each at most `maxLength` characters. */
  max: number;
  maxLength: number;
  look: "boxed" | "plain";
  /** A problem the server found with the tags. */
  error?: string | null;
};

const looks = {
  boxed: {
    field: "field create-post-tags",
    box: "create-post-tag-box",
    list: "create-post-chips",
    listLabel: "Added tags",
    chip: "create-post-chip",
    input: undefined,
  },
  plain: {
    field: "field",
    box: "tag-input",
    list: "tag-chips",
    listLabel: "Chosen tags",
    chip: "badge tag-chip",
    input: "input",
  },
};

/** Adds a tag the way the server keeps them: trimmed, and a repeat in any case ignored (the
 * same list comes back). */
export function withTag(tags: string[], raw: string): string[] {
  const tag = raw.trim();
  if (!tag || tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return tags;
  return [...tags, tag];
}

export function TagInput({ id, tags, text, onChange, max, maxLength, look, error }: TagInputProps) {
  const [own, setProblem] = useState<string | null>(null);
  const [said, setSaid] = useState("");
  const boxed = look === "boxed";
  const css = looks[look];
  const full = tags.length >= max;
  const problem = boxed ? own ?? error ?? null : null;

  function add() {
    const tag = text.trim();
    if (!tag) return onChange(tags, "");
    if (tag.length > maxLength) return setProblem(`Tags must be at most ${maxLength} characters`);
    const next = withTag(tags, tag);
    if (next === tags) setSaid(`${tag} is already a tag`);
    else if (full) return setProblem(`At most ${max} tags`);
    else setSaid(`Added tag ${tag}`);
    setProblem(null);
    onChange(next, "");
  }

  function remove(index: number) {
    setSaid(`Removed tag ${tags[index]}`);
    setProblem(null);
    onChange(tags.filter((_, i) => i !== index), text);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.nativeEvent.isComposing) return;
    if (e.key === "Enter") {
      e.preventDefault();
      add();
    } else if (e.key === "Backspace" && text === "" && tags.length > 0) {
      e.preventDefault();
      remove(tags.length - 1);
    }
  }

  const described = boxed
    ? [`${id}-hint`, problem ? `${id}-error` : null].filter(Boolean).join(" ")
    : undefined;
  const placeholder = boxed
    ? (tags.length ? "Add another tag" : "e.g. graphs")
    : (full ? `At most ${max} tags` : "Type a tag and press Enter");
  return (
    <div className={css.field}>
      <label htmlFor={id}>Tags</label>
      <div className={css.box}>
        {tags.length > 0 && (
          <ul className={css.list} aria-label={css.listLabel}>
            {tags.map((t, i) => (
              <li key={t} className={css.chip}>
                <span>#{t}</span>
                <button type="button" aria-label={`Remove tag ${t}`} onClick={() => remove(i)}>
                  {boxed ? <Icon d={iconX} size={14} className="" /> : "×"}
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          id={id}
          name={id}
          className={css.input}
          value={text}
          // The boxed look lets a few characters too many through, to say what is wrong.
          maxLength={boxed ? maxLength + 20 : maxLength}
          placeholder={placeholder}
          disabled={!boxed && full}
          autoComplete="off"
          enterKeyHint="enter"
          aria-invalid={problem ? true : undefined}
          aria-describedby={described}
          onChange={(e) => {
            setProblem(null);
            onChange(tags, e.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => !boxed && text.trim() && add()}
        />
      </div>
      {boxed && (
        <span id={`${id}-hint`} className="field-hint">
          Press Enter to add a tag ({tags.length}/{max}). Backspace removes the last one.
        </span>
      )}
      {problem && <span id={`${id}-error`} className="field-error" role="alert">{problem}</span>}
      <span className="visually-hidden" aria-live="polite">{said}</span>
    </div>
  );
}
