/**
 * The builder's form: one fieldset per resume section. Lists of entries (education, projects,
 * experience, links) add and remove rows up to their limits; skills are comma-separated and
 * achievements one per line, as students already write them.
 */
import type { ReactNode } from "react";
import { Field, TextAreaField } from "../kit/field.tsx";
import { RESUME_LIMITS as L, type ResumeContent } from "../../shared/resume_rules.ts";

type Props = { content: ResumeContent; onChange(next: ResumeContent): void };

type Row = Record<string, string>;
type Column = { key: string; label: string; long?: boolean; max: number; placeholder?: string };

function Rows<T extends Row>(props: {
  id: string;
  legend: string;
  noun: string;
  rows: T[];
  max: number;
  blank: T;
  columns: Column[];
  onChange(rows: T[]): void;
}): ReactNode {
  const { rows, onChange } = props;
  const set = (i: number, key: string, value: string) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, [key]: value } : r)));
  return (
    <fieldset className="resume-fieldset">
      <legend>{props.legend}</legend>
      {rows.map((row, i) => (
        <div key={i} className="resume-row">
          {props.columns.map((col) => {
            const id = `${props.id}-${i}-${col.key}`;
            const common = {
              id,
              label: col.label,
              value: row[col.key] ?? "",
              maxLength: col.max,
              placeholder: col.placeholder,
            };
            return col.long
              ? (
                <TextAreaField
                  key={col.key}
                  {...common}
                  rows={2}
                  onChange={(e) => set(i, col.key, e.target.value)}
                />
              )
              : (
                <Field
                  key={col.key}
                  {...common}
                  onChange={(e) => set(i, col.key, e.target.value)}
                />
              );
          })}
          <button
            type="button"
            className="btn btn-small resume-row-remove"
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          >
            Remove {props.noun}
          </button>
        </div>
      ))}
      {rows.length < props.max
        ? (
          <button
            type="button"
            className="btn btn-small"
            onClick={() => onChange([...rows, { ...props.blank }])}
          >
            Add {props.noun}
          </button>
        )
        : <p className="field-hint">At most {props.max} {props.legend.toLowerCase()}.</p>}
    </fieldset>
  );
}

const splitSkills = (text: string) => text.split(",").map((s) => s.trim()).filter(Boolean);

export function ResumeForm({ content: c, onChange }: Props) {
  const set = <K extends keyof ResumeContent>(key: K, value: ResumeContent[K]) =>
    onChange({ ...c, [key]: value });
  return (
    <div className="resume-form">
      <fieldset className="resume-fieldset">
        <legend>About you</legend>
        <Field
          id="resume-name"
          label="Name"
          value={c.name}
          maxLength={L.line}
          onChange={(e) => set("name", e.target.value)}
        />
        <Field
          id="resume-headline"
          label="Headline"
          value={c.headline}
          maxLength={L.line}
          placeholder="Final-year CSE student · backend and DSA"
          onChange={(e) => set("headline", e.target.value)}
        />
        <div className="resume-contact-fields">
          <Field
            id="resume-email"
            label="E-mail"
            type="email"
            value={c.email}
            maxLength={L.line}
            onChange={(e) => set("email", e.target.value)}
          />
          <Field
            id="resume-phone"
            label="Phone"
            value={c.phone}
            maxLength={40}
            onChange={(e) => set("phone", e.target.value)}
          />
          <Field
            id="resume-location"
            label="City"
            value={c.location}
            maxLength={L.line}
            onChange={(e) => set("location", e.target.value)}
          />
        </div>
        <TextAreaField
          id="resume-summary"
          label="Summary"
          rows={3}
          value={c.summary}
          maxLength={L.summary}
          onChange={(e) => set("summary", e.target.value)}
        />
      </fieldset>
      <Rows
        id="resume-education"
        legend="Education"
        noun="education"
        rows={c.education}
        max={L.education}
        blank={{ school: "", degree: "", period: "", details: "" }}
        columns={[
          { key: "degree", label: "Degree", max: L.line },
          { key: "school", label: "College or school", max: L.line },
          { key: "period", label: "Years", max: 40, placeholder: "2023 – 2027" },
          { key: "details", label: "Details", max: L.description, long: true },
        ]}
        onChange={(rows) => set("education", rows)}
      />
      <fieldset className="resume-fieldset">
        <legend>Skills</legend>
        <Field
          id="resume-skills"
          label="Skills, separated by commas"
          defaultValue={c.skills.join(", ")}
          key={c.skills.join(",")}
          onBlur={(e) => set("skills", splitSkills(e.target.value).slice(0, L.skills))}
          hint={`At most ${L.skills}.`}
        />
      </fieldset>
      <Rows
        id="resume-projects"
        legend="Projects"
        noun="project"
        rows={c.projects}
        max={L.projects}
        blank={{ name: "", link: "", description: "" }}
        columns={[
          { key: "name", label: "Project", max: L.line },
          { key: "link", label: "Link", max: L.url, placeholder: "https://" },
          { key: "description", label: "What you built", max: L.description, long: true },
        ]}
        onChange={(rows) => set("projects", rows)}
      />
      <Rows
        id="resume-experience"
        legend="Experience"
        noun="experience"
        rows={c.experience}
        max={L.experience}
        blank={{ role: "", org: "", period: "", description: "" }}
        columns={[
          { key: "role", label: "Role", max: L.line },
          { key: "org", label: "Organisation", max: L.line },
          { key: "period", label: "When", max: 40 },
          { key: "description", label: "What you did", max: L.description, long: true },
        ]}
        onChange={(rows) => set("experience", rows)}
      />
      <fieldset className="resume-fieldset">
        <legend>Achievements</legend>
        <TextAreaField
          id="resume-achievements"
          label="One per line"
          rows={3}
          value={c.achievements.join("\n")}
          onChange={(e) => set("achievements", e.target.value.split("\n").slice(0, L.achievements))}
        />
      </fieldset>
      <Rows
        id="resume-links"
        legend="Links"
        noun="link"
        rows={c.links}
        max={L.links}
        blank={{ label: "", url: "" }}
        columns={[
          { key: "label", label: "Label", max: 40, placeholder: "GitHub" },
          { key: "url", label: "Address", max: L.url, placeholder: "https://" },
        ]}
        onChange={(rows) => set("links", rows)}
      />
    </div>
  );
}
