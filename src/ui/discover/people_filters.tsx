/**
 * The discover search box and filter bar (spec 000 §2): username search, Year, Department and
 * Specialization selects with an "Any" choice, Apply, and Clear once filters are applied.
 */
import { type FormEvent, useState } from "react";
import { Icon } from "../home/icon.tsx";
import { iconSearch } from "../home/icon_paths.ts";
import { type Filters, hasFilters, NO_FILTERS } from "./use_people.ts";

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

function Select(
  props: {
    id: string;
    label: string;
    value: string;
    values: string[];
    show?: (v: string) => string;
    onChange(v: string): void;
  },
) {
  return (
    <div className="field discover-select">
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
        <option value="">Any</option>
        {props.values.map((v) => <option key={v} value={v}>{props.show ? props.show(v) : v}
        </option>)}
      </select>
    </div>
  );
}

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
      <div className="discover-search">
        <label htmlFor="discover-q" className="visually-hidden">Search students by username</label>
        <Icon d={iconSearch} size={18} className="discover-search-icon" />
        <input
          id="discover-q"
          className="input"
          type="search"
          placeholder="Search by username"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={20}
          value={props.text}
          aria-controls={props.resultsId}
          onChange={(e) => props.onType(e.target.value)}
        />
      </div>
      <fieldset className="discover-filters">
        <legend className="visually-hidden">Filter students</legend>
        <Select
          id="discover-year"
          label="Year"
          value={draft.year}
          values={props.options.years}
          show={(y) => `Year ${y}`}
          onChange={set("year")}
        />
        <Select
          id="discover-department"
          label="Department"
          value={draft.department}
          values={props.options.departments}
          onChange={set("department")}
        />
        <Select
          id="discover-specialization"
          label="Specialization"
          value={draft.specialization}
          values={props.options.specializations}
          onChange={set("specialization")}
        />
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
