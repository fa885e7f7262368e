/** Shown when Save to Profile finds nobody signed in (the server answered 401). */
export function SignInNotice(props: { onDismiss(): void }) {
  return (
    <p className="room-alert room-signin" role="alert">
      <span>
        Sign in to save files to your profile.{" "}
        <a href="/login" target="_blank" rel="noopener">Log in</a>{" "}
        (opens a new tab, so you stay in the room), then press Save to Profile again.
      </span>
      <button type="button" className="link-button" onClick={props.onDismiss}>
        Dismiss
      </button>
    </p>
  );
}
