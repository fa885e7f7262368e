/**
 * The Share Post dialog (spec 000 §2 "Post card"): shown once the link is on the clipboard, with
 * the link itself to select or copy again, and a way to send it in a chat.
 */
import { useId, useState } from "react";
import { Dialog } from "../kit/dialog.tsx";

export function ShareDialog(props: { url: string | null; onClose(): void }) {
  const [copied, setCopied] = useState<"yes" | "again" | "failed">("yes");
  const url = props.url ?? "";
  const inputId = useId();

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied("again");
    } catch {
      setCopied("failed");
    }
  }

  function close() {
    setCopied("yes");
    props.onClose();
  }

  return (
    <Dialog
      open={props.url !== null}
      title="Share Post"
      subtitle="Anyone with the link can read this post."
      onClose={close}
      actions={
        <>
          <a className="btn" href={`/chat?message=${encodeURIComponent(url)}`}>Send in a chat</a>
          <button type="button" className="btn btn-primary" onClick={close} data-autofocus>
            Done
          </button>
        </>
      }
    >
      <p className="share-status" role="status">
        {copied === "failed"
          ? "The link could not be copied. Select it below and copy it yourself."
          : copied === "again"
          ? "Copied again."
          : "Link copied to your clipboard."}
      </p>
      <div className="share-link">
        <label className="visually-hidden" htmlFor={inputId}>Post link</label>
        <input
          id={inputId}
          className="input"
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="btn btn-small" onClick={() => void copy()}>
          Copy link
        </button>
      </div>
    </Dialog>
  );
}
