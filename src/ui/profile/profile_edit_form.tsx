/**
 * Edit Profile (spec 000 §4 "Profile"): name and username checked live with the server's rules,
 * bio, and year/department/specialization from fixed lists. Save writes only what changed.
 * The lists come as props from the page (src/users/profile_model.ts), keeping zod off the client.
 */
import { type FormEvent, useState } from "react";
import { TRPCClientError } from "@trpc/client";
import { nameProblem, usernameProblem } from "../../shared/account_rules.ts";
import type { SelfUser } from "../../users/model.ts";
import type { ProfileView } from "../../users/service.ts";
import { identityFields } from "../auth/auth_data.ts";
import { SubmitButton } from "../kit/buttons.tsx";
import { Field, FormError, SelectField, TextAreaField } from "../kit/field.tsx";
import { useSaveProfile } from "./queries.ts";

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

/** The allowed values, and before them a stored value from an older list, so it still shows
 * as itself rather than as "Not set". */
function withCurrent(value: string, options: readonly string[]): readonly string[] {
  return value && !options.includes(value) ? [value, ...options] : options;
}

const academic: { id: "year" | "department" | "specialization"; label: string }[] = [
  { id: "year", label: "Year" },
  { id: "department", label: "Department" },
  { id: "specialization", label: "Specialization" },
];

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
  const saving = useSaveProfile();
  const busy = saving.isPending;
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

  function save(e: FormEvent) {
    e.preventDefault();
    if (busy || invalid) return;
    const changes: Partial<Values> = {};
    for (const f of FIELDS) {
      const value = values[f].trim();
      if (value !== profile[f]) changes[f] = value;
    }
    if (Object.keys(changes).length === 0) return onCancel();
    setError(null);
    saving.mutate({ id: profile._id, changes }, {
      onSuccess: onSaved,
      onError(err) {
        const problem = serverProblem(err);
        if (problem) setError(problem);
        else alert("Failed to save profile. Please try again.");
      },
    });
  }

  return (
    <form className="profile-edit" onSubmit={save} noValidate aria-labelledby="edit-title">
      <h1 id="edit-title" className="profile-edit-title">Edit profile</h1>
      <div className="profile-edit-grid">
        {identityFields.map((f) => (
          <Field
            key={f.id}
            {...f}
            id={`edit-${f.id}`}
            value={values[f.id]}
            onChange={(e) => set(f.id)(e.target.value)}
            error={problems[f.id]}
          />
        ))}
      </div>
      <TextAreaField
        id="edit-bio"
        label="Bio"
        rows={3}
        maxLength={bioMax}
        value={values.bio}
        onChange={(e) => set("bio")(e.target.value)}
        hint={`${values.bio.length}/${bioMax}`}
        hintClassName="field-hint profile-bio-count"
        error={problems.bio}
        placeholder="What are you learning or building?"
      />
      <div className="profile-edit-grid profile-edit-grid-3">
        {academic.map((f) => (
          <SelectField
            key={f.id}
            id={`edit-${f.id}`}
            name={f.id}
            label={f.label}
            value={values[f.id]}
            options={withCurrent(values[f.id], choices[`${f.id}s` as const])}
            optionLabel={f.id === "year" ? (y) => `Year ${y}` : undefined}
            empty="Not set"
            onChange={set(f.id)}
          />
        ))}
      </div>
      <FormError message={error} />
      <div className="profile-edit-actions">
        <button type="button" className="btn" onClick={onCancel} disabled={busy}>Cancel</button>
        <SubmitButton
          label="Save"
          busyLabel="Saving..."
          busy={busy}
          disabled={invalid}
          className="btn btn-primary"
        />
      </div>
    </form>
  );
}
