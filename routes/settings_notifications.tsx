/**
 * /settings/notifications: the student's notification preferences (issue 19). Requires sign-in;
 * the preferences are read on the server for the first paint. Muting one post is on the post.
 */
import { definePage } from "../src/ssr/page.ts";
import { NotificationSettingsIsland } from "../src/ssr/islands.ts";
import { getPrefs } from "../src/notifications/preferences.ts";

export default definePage({
  title: "Notification settings",
  description: "Choose which Campus notifications reach you in the app and by e-mail.",
  guard: "signedIn",
  render: async (c) => {
    const user = c.get("user")!;
    const deps = c.get("deps");
    return (
      <div className="container page prefs-page">
        <header className="page-head">
          <h1>Notification settings</h1>
          <p>
            Choose what reaches your bell and your daily e-mail digest. To stop notifications from
            one post, use Mute notifications in that post's menu.
          </p>
        </header>
        <NotificationSettingsIsland
          user={user}
          sessionState={c.get("sessionState")}
          preferences={await getPrefs(deps.kv, user._id)}
          mailOn={Boolean(deps.config.smtpUrl)}
        />
      </div>
    );
  },
});
