/**
 * The discover search box and filter bar (spec 000 §2): username search, Year, Department and
 * Specialization selects with an "Any" choice, Apply, and Clear once filters are applied.
 */
import { type FormEvent, useState } from "react";
import { SelectField } from "../kit/field.tsx";
import { UsernameSearch } from "./username_search.tsx";
import { type Filters, hasFilters, NO_FILTERS } from "./queries.ts";

/** The allowed filter values; passed from the server so the browser never loads the rules. */
export type FilterOptions = { years: string[]; departments: string[]; specializations: string[] };

export type PeopleFiltersProps = {
  options: FilterOptions;
  text: string;
  applied: Filters;
  onType(value: string): void;
  onApply(filters: Filters): void;
  resultsId: string;
};

const filters: { key: keyof Filters; label: string; options: keyof FilterOptions }[] = [
  { key: "year", label: "Year", options: "years" },
  { key: "department", label: "Department", options: "departments" },
  { key: "specialization", label: "Specialization", options: "specializations" },
];

export function PeopleFilters(props: PeopleFiltersProps) {
  const [draft, setDraft] = useState<Filters>(props.applied);
  const set = (k: keyof Filters) => (v: string) => setDraft({ ...draft, [k]: v });

  function submit(e: FormEvent) {
    e.preventDefault();
    props.onApply(draft);
  }

  function clear() {
    setDraft(NO_FILTERS);
    props.onApply(NO_FILTERS);
  }

  return (
    <form className="discover-form" role="search" aria-label="Find students" onSubmit={submit}>
      <UsernameSearch
        id="discover-q"
        label="Search students by username"
        fieldClassName="discover-search"
        iconClassName="icon discover-search-icon"
        autoCapitalize="none"
        value={props.text}
        aria-controls={props.resultsId}
        onChange={(e) => props.onType(e.target.value)}
      />
      <fieldset className="discover-filters">
        <legend className="visually-hidden">Filter students</legend>
        {filters.map((f) => (
          <SelectField
            key={f.key}
            id={`discover-${f.key}`}
            label={f.label}
            fieldClassName="field discover-select"
            value={draft[f.key]}
            options={props.options[f.options]}
            optionLabel={f.key === "year" ? (y) => `Year ${y}` : undefined}
            empty="Any"
            onChange={set(f.key)}
          />
        ))}
        <div className="discover-filter-actions">
          <button type="submit" className="btn btn-primary">Apply</button>
          {hasFilters(props.applied) && (
            <button type="button" className="btn" onClick={clear}>Clear</button>
          )}
        </div>
      </fieldset>
    </form>
  );
}
