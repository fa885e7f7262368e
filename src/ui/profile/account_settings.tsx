/**
 * The owner's account area under the profile: Change password (the current one required; other
 * devices are signed out), "Signed in on N devices" with Sign out for one or all others, the
 * students one blocked, and the whole account (download its data, delete it: `account_data.tsx`).
 */
import { type FormEvent, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../client/query.tsx";
import { trpcMessage } from "../../client/trpc.ts";
import { passwordProblem } from "../../shared/account_rules.ts";
import { SubmitButton } from "../kit/buttons.tsx";
import { Field, FormError } from "../kit/field.tsx";
import { TimeAgo } from "../kit/time_ago.tsx";
import { AccountData } from "./account_data.tsx";
import { BlockedList } from "../safety/blocked_list.tsx";

const iso = (ms: number) => new Date(ms).toISOString();

function ChangePasswordForm() {
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ currentPassword: "", password: "" });
  const [touched, setTouched] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const change = useMutation(trpc.auth.passwordChange.mutationOptions({
    onSuccess: ({ endedSessions }) => {
      setValues({ currentPassword: "", password: "" });
      setTouched(false);
      setDone(
        endedSessions > 0
          ? `Password changed. ${endedSessions} other ${
            endedSessions === 1 ? "device was" : "devices were"
          } signed out.`
          : "Password changed.",
      );
      void queryClient.invalidateQueries({ queryKey: trpc.auth.sessions.queryKey() });
    },
  }));
  const problems = {
    currentPassword: values.currentPassword === "" ? "Enter your current password" : null,
    password: passwordProblem(values.password),
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    setDone(null);
    if (problems.currentPassword || problems.password || change.isPending) return;
    change.mutate(values);
  }

  return (
    <form className="account-form" onSubmit={submit} noValidate aria-labelledby="password-title">
      <h3 id="password-title">Change password</h3>
      <Field
        id="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={(e) =>
          setValues((v) => ({ ...v, currentPassword: e.target.value }))}
        error={touched ? problems.currentPassword : null}
      />
      <Field
        id="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(e) =>
          setValues((v) => ({ ...v, password: e.target.value }))}
        error={touched ? problems.password : null}
        hint="At least 8 characters. Your other devices will be signed out."
      />
      <FormError
        message={change.error ? trpcMessage(change.error, "Could not change the password") : null}
      />
      {done && <p className="form-notice" role="status">{done}</p>}
      <SubmitButton
        label="Change password"
        busyLabel="Saving..."
        busy={change.isPending}
        className="btn btn-primary"
      />
    </form>
  );
}

function SessionsList() {
  const queryClient = useQueryClient();
  const sessions = useQuery(trpc.auth.sessions.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.auth.sessions.queryKey() });
  const endOne = useMutation(trpc.auth.sessionRemove.mutationOptions({
    onSuccess: ({ current }) => current ? location.assign("/login") : void refresh(),
  }));
  const endOthers = useMutation(trpc.auth.sessionsRemoveOthers.mutationOptions({
    onSuccess: () => void refresh(),
  }));
  const list = sessions.data?.sessions ?? [];
  const failed = endOne.error ?? endOthers.error;

  return (
    <section className="account-sessions" aria-labelledby="sessions-title">
      <h3 id="sessions-title">
        {sessions.data
          ? `Signed in on ${list.length} ${list.length === 1 ? "device" : "devices"}`
          : "Signed-in devices"}
      </h3>
      {sessions.isPending && <p className="muted">Loading...</p>}
      {sessions.error && (
        <p className="field-error" role="alert">
          {trpcMessage(sessions.error, "Could not load your devices")}
        </p>
      )}
      <ul className="account-session-list">
        {list.map((s) => (
          <li key={s._id} className="account-session">
            <div>
              <strong>{s.userAgent}</strong>
              {s.current && <span className="badge">This device</span>}
              <div className="muted account-session-times">
                Signed in: <TimeAgo iso={iso(s.createdAt)} after="date" /> · Last active:{" "}
                <TimeAgo iso={iso(s.lastSeenAt)} after="date" />
              </div>
            </div>
            <button
              type="button"
              className="btn btn-small"
              disabled={endOne.isPending}
              aria-label={`Sign out ${s.userAgent}${s.current ? " (this device)" : ""}`}
              onClick={() => endOne.mutate({ id: s._id })}
            >
              Sign out
            </button>
          </li>
        ))}
      </ul>
      <FormError message={failed ? trpcMessage(failed, "Could not sign out") : null} />
      {list.length > 1 && (
        <button
          type="button"
          className="btn btn-danger"
          disabled={endOthers.isPending}
          onClick={() => endOthers.mutate()}
        >
          Sign out all other devices
        </button>
      )}
    </section>
  );
}

export function AccountSettings() {
  return (
    <section className="card account-settings" aria-labelledby="account-title">
      <h2 id="account-title">Account</h2>
      <div className="account-grid">
        <ChangePasswordForm />
        <SessionsList />
      </div>
      <BlockedList />
      <AccountData />
    </section>
  );
}
