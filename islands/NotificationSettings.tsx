/**
 * /settings/notifications: which notifications reach the student's bell and their daily e-mail
 * digest, per kind. First paint from the server's copy of their preferences.
 */
import { useEffect } from "react";
import type { SessionState, SessionUser } from "../src/http/session.ts";
import { initSession } from "../src/client/session.ts";
import { withQueries } from "../src/client/query.tsx";
import type { NotificationPrefs } from "../src/shared/notification_prefs.ts";
import { NotificationPrefsForm } from "../src/ui/settings/notification_prefs_form.tsx";

export type NotificationSettingsProps = {
  user: SessionUser;
  sessionState: SessionState;
  preferences: NotificationPrefs;
  mailOn: boolean;
};

function NotificationSettings(props: NotificationSettingsProps) {
  useEffect(() => initSession(props.user, props.sessionState), []);
  return <NotificationPrefsForm initial={props.preferences} mailOn={props.mailOn} />;
}

export default withQueries(NotificationSettings);
