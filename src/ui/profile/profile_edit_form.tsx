/**
 * Edit Profile (spec 000 §4 "Profile"): name and username checked live with the server's rules,
 * bio, and year/department/specialization from fixed lists. Save writes only what changed.
 * The lists come as props from the page (src/users/profile_model.ts), keeping zod off the client.
 */
import { type FormEvent, useState } from "react";
import { TRPCClientError } from "@trpc/client";
import { trpc } from "../../client/trpc.ts";
import { nameProblem, usernameProblem } from "../../shared/account_rules.ts";
import type { SelfUser } from "../../users/model.ts";
import type { ProfileView } from "../../users/service.ts";
import { Field } from "../field.tsx";

const FIELDS = ["name", "username", "bio", "year", "department", "specialization"] as const;
type FieldName = typeof FIELDS[number];
type Values = Record<FieldName, string>;

/** The allowed values of src/users/profile_model.ts, handed over by the page. */
export type ProfileChoices = {
  years: string[];
  departments: string[];
  specializations: string[];
  bioMax: number;
};

/** A validation message the server sent (bad input, a taken username), else null. */
function serverProblem(err: unknown): string | null {
  if (!(err instanceof TRPCClientError)) return null;
  const data = err.data as { code?: string; issues?: { message: string }[] } | undefined;
  if (data?.code !== "BAD_REQUEST" && data?.code !== "CONFLICT") return null;
  return data.issues?.[0]?.message ?? err.message;
}

function SelectField(
  props: {
    id: FieldName;
    label: string;
    value: string;
    options: readonly string[];
    optionLabel?: (v: string) => string;
    onChange(v: string): void;
  },
) {
  // A stored value from an older list still shows as itself rather than as "Not set".
  const options = props.value && !props.options.includes(props.value)
    ? [props.value, ...props.options]
    : props.options;
  return (
    <div className="field">
      <label htmlFor={`edit-${props.id}`}>{props.label}</label>
      <select
        id={`edit-${props.id}`}
        name={props.id}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value="">Not set</option>
        {options.map((o) => (
          <option key={o} value={o}>{props.optionLabel ? props.optionLabel(o) : o}</option>
        ))}
      </select>
    </div>
  );
}

export type EditProfileFormProps = {
  profile: ProfileView;
  choices: ProfileChoices;
  onSaved(user: SelfUser): void;
  onCancel(): void;
};

export function EditProfileForm({ profile, choices, onSaved, onCancel }: EditProfileFormProps) {
  const bioMax = choices.bioMax;
  const [values, setValues] = useState<Values>(() =>
    Object.fromEntries(FIELDS.map((f) => [f, profile[f]])) as Values
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: FieldName) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setError(null);
  };

  const problems = {
    name: nameProblem(values.name),
    username: usernameProblem(values.username),
    bio: values.bio.trim().length > bioMax ? `Bio must be at most ${bioMax} characters` : null,
  };
  const invalid = Object.values(problems).some(Boolean);

  async function save(e: FormEvent) {
    e.preventDefault();
    if (busy || invalid) return;
    const changes: Partial<Values> = {};
    for (const f of FIELDS) {
      const value = values[f].trim();
      if (value !== profile[f]) changes[f] = value;
    }
    if (Object.keys(changes).length === 0) return onCancel();
    setBusy(true);
    setError(null);
    try {
      onSaved(await trpc.users.update.mutate({ id: profile._id, changes }));
    } catch (err) {
      const problem = serverProblem(err);
      if (problem) setError(problem);
      else alert("Failed to save profile. Please try again.");
      setBusy(false);
    }
  }

  return (
    <form className="profile-edit" onSubmit={save} noValidate aria-labelledby="edit-title">
      <h1 id="edit-title" className="profile-edit-title">Edit profile</h1>
      <div className="profile-edit-grid">
        <Field
          id="edit-name"
          label="Name"
          autoComplete="name"
          value={values.name}
          onChange={(e) => set("name")(e.target.value)}
          error={problems.name}
        />
        <Field
          id="edit-username"
          label="Username"
          autoComplete="username"
          value={values.username}
          onChange={(e) => set("username")(e.target.value)}
          error={problems.username}
          hint="3 to 20 letters, digits or underscores, starting with a letter."
        />
      </div>
      <div className="field">
        <label htmlFor="edit-bio">Bio</label>
        <textarea
          id="edit-bio"
          name="bio"
          rows={3}
          maxLength={bioMax}
          value={values.bio}
          onChange={(e) => set("bio")(e.target.value)}
          aria-describedby="edit-bio-count"
          aria-invalid={problems.bio ? true : undefined}
          placeholder="What are you learning or building?"
        />
        <span id="edit-bio-count" className="field-hint profile-bio-count">
          {values.bio.length}/{bioMax}
        </span>
        {problems.bio && <span className="field-error" role="alert">{problems.bio}</span>}
      </div>
      <div className="profile-edit-grid profile-edit-grid-3">
        <SelectField
          id="year"
          label="Year"
          value={values.year}
          options={choices.years}
          optionLabel={(y) => `Year ${y}`}
          onChange={set("year")}
        />
        <SelectField
          id="department"
          label="Department"
          value={values.department}
          options={choices.departments}
          onChange={set("department")}
        />
        <SelectField
          id="specialization"
          label="Specialization"
          value={values.specialization}
          options={choices.specializations}
          onChange={set("specialization")}
        />
      </div>
      {error && <p className="form-error" role="alert">{error}</p>}
      <div className="profile-edit-actions">
        <button type="button" className="btn" onClick={onCancel} disabled={busy}>Cancel</button>
        <button type="submit" className="btn btn-primary" disabled={busy || invalid}>
          {busy ? "Saving..." : "Save"}
        </button>
      </div>
    </form>
  );
}
