/**
 * The notification settings grid: one row per kind, a checkbox for the bell ("In app") and one
 * for the daily e-mail digest, saved together with a status line that says what happened.
 */
import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { trpc } from "../../client/query.tsx";
import { trpcMessage } from "../../client/trpc.ts";
import {
  liveKinds,
  type NotificationPrefs,
  PREF_LABELS,
  type PrefKind,
  prefKinds,
} from "../../shared/notification_prefs.ts";

type Channel = "live" | "email";

export function NotificationPrefsForm(props: { initial: NotificationPrefs; mailOn: boolean }) {
  const [prefs, setPrefs] = useState(props.initial);
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const save = useMutation(trpc.notifications.updatePreferences.mutationOptions({
    onSuccess: (answer) => {
      setPrefs(answer.preferences);
      setStatus({ text: "Your notification settings are saved.", error: false });
    },
    onError: (err) =>
      setStatus({ text: trpcMessage(err, "Your settings could not be saved."), error: true }),
  }));

  function flip(channel: Channel, kind: PrefKind, on: boolean) {
    setPrefs((p) => ({ ...p, [channel]: { ...p[channel], [kind]: on } }));
    setStatus(null);
  }

  return (
    <form
      className="card prefs-form"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ live: prefs.live, email: prefs.email });
      }}
    >
      <table className="prefs-grid">
        <caption className="visually-hidden">Which notifications reach you, and how</caption>
        <thead>
          <tr>
            <th scope="col">Notification</th>
            <th scope="col">In app</th>
            <th scope="col">E-mail</th>
          </tr>
        </thead>
        <tbody>
          {prefKinds.map((kind) => (
            <tr key={kind}>
              <th scope="row" id={`pref-${kind}`}>{PREF_LABELS[kind]}</th>
              <td>
                {liveKinds.includes(kind)
                  ? (
                    <input
                      type="checkbox"
                      aria-label={`${PREF_LABELS[kind]}: in app`}
                      checked={prefs.live[kind]}
                      onChange={(e) => flip("live", kind, e.target.checked)}
                    />
                  )
                  : <span className="muted prefs-always">Always counted</span>}
              </td>
              <td>
                <input
                  type="checkbox"
                  aria-label={`${PREF_LABELS[kind]}: e-mail`}
                  checked={prefs.email[kind]}
                  onChange={(e) => flip("email", kind, e.target.checked)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted prefs-note">
        E-mail comes as one digest a day, listing what you have not read yet.
        {!props.mailOn && " This server sends no e-mail at the moment."}
      </p>
      <div className="prefs-actions">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save settings"}
        </button>
        <p
          role="status"
          className={status?.error ? "prefs-status prefs-status-error" : "prefs-status"}
        >
          {status?.text}
        </p>
      </div>
    </form>
  );
}
