/**
 * The roadmap's section (spec 000 §2): title, description, one of the eight categories, and up
 * to 20 resources, each with a title, a link (a URL field) and a description.
 */
import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { Field, SelectField, TextAreaField } from "../kit/field.tsx";
import { CATEGORIES, type Category, LIMITS } from "./constants.ts";
import { blankResource, type ResourceDraft, type SectionDraft } from "./draft.ts";

export type SectionFieldsProps = {
  id: string;
  section: SectionDraft;
  onChange(section: SectionDraft): void;
  /** The message for the field with this id, if the server refused it. */
  errorFor(fieldId: string): string | null;
};

export function SectionFields({ id, section, onChange, errorFor }: SectionFieldsProps) {
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  /** Set by Add resource: the new row's first field takes focus once the row is rendered. */
  const [focusNewRow, setFocusNewRow] = useState(false);
  useEffect(() => {
    if (!focusNewRow) return;
    list.current?.querySelector<HTMLInputElement>("li:last-child input")?.focus();
    setFocusNewRow(false);
  }, [focusNewRow, section.resources.length]);
  const set = (changes: Partial<SectionDraft>) => onChange({ ...section, ...changes });
  const setResource = (key: number, changes: Partial<ResourceDraft>) =>
    set({ resources: section.resources.map((r) => r.key === key ? { ...r, ...changes } : r) });
  const full = section.resources.length >= LIMITS.resources;

  function add() {
    if (full) return;
    set({ resources: [...section.resources, blankResource()] });
    setFocusNewRow(true);
  }

  function remove(key: number, index: number) {
    set({ resources: section.resources.filter((r) => r.key !== key) });
    const rows = list.current?.querySelectorAll<HTMLElement>(".create-post-resource");
    const next = (rows?.[index + 1] ?? rows?.[index - 1])?.querySelector("input");
    (next ?? addButton.current)?.focus();
  }

  return (
    <fieldset className="create-post-group">
      <legend className="create-post-legend">Roadmap section</legend>
      <div className="create-post-pair">
        <Field
          id={`${id}-title`}
          error={errorFor(`${id}-title`)}
          label="Section title"
          value={section.title}
          maxLength={LIMITS.title}
          placeholder="e.g. Graphs in four weeks"
          onChange={(e) => set({ title: e.target.value })}
        />
        <SelectField
          id={`${id}-category`}
          label="Category"
          value={section.category}
          options={CATEGORIES}
          onChange={(category) => set({ category: category as Category })}
        />
      </div>
      <TextAreaField
        id={`${id}-description`}
        error={errorFor(`${id}-description`)}
        label="Section description"
        rows={2}
        value={section.description}
        maxLength={LIMITS.sectionDescription}
        placeholder="What this roadmap covers and who it is for"
        onChange={(e) => set({ description: e.target.value })}
      />
      <h3 className="create-post-subhead">
        Resources <span className="muted">({section.resources.length}/{LIMITS.resources})</span>
      </h3>
      <ol ref={list} className="create-post-resources">
        {section.resources.map((r, i) => {
          /** The id, server problem, value and change handler of one of the row's fields. */
          const bind = (name: "title" | "link" | "description") => ({
            id: `${id}-r${r.key}-${name}`,
            error: errorFor(`${id}-r${r.key}-${name}`),
            value: r[name],
            onChange: (e: ChangeEvent<HTMLInputElement>) =>
              setResource(r.key, { [name]: e.target.value }),
          });
          return (
            <li key={r.key} className="create-post-resource">
              <fieldset>
                <legend className="create-post-resource-legend">Resource {i + 1}</legend>
                <div className="create-post-pair">
                  <Field label="Title" maxLength={LIMITS.title} {...bind("title")} />
                  <Field
                    label="Link"
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    {...bind("link")}
                  />
                </div>
                <Field
                  label="Description"
                  maxLength={LIMITS.resourceDescription}
                  {...bind("description")}
                />
                <button
                  type="button"
                  className="link-button create-post-remove-resource"
                  onClick={() => remove(r.key, i)}
                >
                  Remove resource {i + 1}
                </button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        ref={addButton}
        type="button"
        className="btn btn-small"
        onClick={add}
        disabled={full}
      >
        + Add resource
      </button>
    </fieldset>
  );
}
