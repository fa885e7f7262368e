/**
 * The owner's whole account, under the Account card: "Download my data" (the JSON archive, saved
 * as the file the server names) and "Delete my account" (a danger zone whose dialog says what is
 * removed and asks for the password; on success the student lands on the home page, signed out).
 */
import { type FormEvent, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { trpc } from "../../client/query.tsx";
import { trpcMessage } from "../../client/trpc.ts";
import { noticeOnNextPage } from "../../client/notices.ts";
import { refreshOnce } from "../../client/renew_session.ts";
import { Dialog } from "../kit/dialog.tsx";
import { Field, FormError } from "../kit/field.tsx";

const EXPORT_URL = "/api/users/me/export";
export const ACCOUNT_DELETED = "Your account has been deleted. Goodbye!";

/** Fetches the archive and saves it under the name the server gave it. An access token that
 * expired while the page was open is renewed once, as every other call does. */
async function downloadExport(): Promise<void> {
  const get = () => fetch(EXPORT_URL, { credentials: "same-origin" });
  let res = await get();
  if (res.status === 401 && await refreshOnce()) res = await get();
  if (!res.ok) {
    const body = await res.json().catch(() => null);
    throw new Error(body?.message ?? "Could not prepare your data. Please try again.");
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1];
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement("a"), {
    href: url,
    download: name ?? "campus-export.json",
  });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function DownloadData() {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  async function download() {
    setState({ busy: true, error: null });
    try {
      await downloadExport();
      setState({ busy: false, error: null });
    } catch (err) {
      // fetch itself throws a TypeError when the request never reached us.
      const offline = err instanceof TypeError;
      setState({
        busy: false,
        error: offline
          ? "Could not reach Campus. Check your connection and try again."
          : (err as Error).message,
      });
    }
  }
  return (
    <section className="account-data" aria-labelledby="data-title">
      <h3 id="data-title">Your data</h3>
      <p className="muted">
        One file with your profile, posts, comments, likes, follows, chats, saved files, favourites,
        feedback and pictures.
      </p>
      <FormError message={state.error} />
      <button
        type="button"
        className="btn"
        onClick={download}
        disabled={state.busy}
        aria-busy={state.busy || undefined}
      >
        {state.busy ? "Preparing..." : "Download my data"}
      </button>
    </section>
  );
}

function DeleteDialog({ onClose }: { onClose(): void }) {
  const [password, setPassword] = useState("");
  const [touched, setTouched] = useState(false);
  const remove = useMutation(trpc.account.remove.mutationOptions({
    onSuccess: () => {
      noticeOnNextPage(ACCOUNT_DELETED);
      location.assign("/");
    },
  }));
  // Once deleted, the page is leaving: keep the dialog as it is until it does.
  const busy = remove.isPending || remove.isSuccess;
  const missing = password === "" ? "Enter your password to delete your account." : null;

  function close() {
    if (!busy) onClose();
  }
  function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (missing || busy) return;
    remove.mutate({ password });
  }

  return (
    <Dialog
      open
      title="Delete your account?"
      onClose={close}
      className="account-delete-dialog"
      actions={
        <>
          <button type="button" className="btn" onClick={close} disabled={busy}>
            Cancel
          </button>
          <button
            type="submit"
            form="delete-account-form"
            className="btn btn-danger account-delete-confirm"
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? "Deleting..." : "Delete my account"}
          </button>
        </>
      }
    >
      <p>This cannot be undone. Everything you have on Campus is removed:</p>
      <ul className="account-delete-list">
        <li>your profile, picture and sign-in on every device</li>
        <li>your posts, with their comments, likes and shares</li>
        <li>your comments and likes on other posts, and your follows</li>
        <li>your chats (for the other student too), saved files and favourites</li>
        <li>your notifications and the feedback you sent</li>
      </ul>
      <p className="muted">Download your data first if you want to keep a copy.</p>
      <form id="delete-account-form" onSubmit={submit} noValidate>
        <Field
          id="deletePassword"
          label="Password"
          type="password"
          autoComplete="current-password"
          data-autofocus
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={touched ? missing : null}
        />
      </form>
      <FormError
        message={remove.error ? trpcMessage(remove.error, "Could not delete your account") : null}
      />
    </Dialog>
  );
}

function DeleteAccount() {
  const [open, setOpen] = useState(false);
  return (
    <section className="account-danger" aria-labelledby="danger-title">
      <h3 id="danger-title">Delete account</h3>
      <p className="muted">
        Removes your account and everything in it for good. Your e-mail can sign up again later.
      </p>
      <button type="button" className="btn btn-danger" onClick={() => setOpen(true)}>
        Delete my account
      </button>
      {open && <DeleteDialog onClose={() => setOpen(false)} />}
    </section>
  );
}

/** The two whole-account actions, side by side on wide screens. */
export function AccountData() {
  return (
    <div className="account-grid account-whole">
      <DownloadData />
      <DeleteAccount />
    </div>
  );
}
