/**
 * The profile picture, and for the owner the change flow (spec 000 §4, §5): choose, check type
 * and size in the browser, preview, then Upload or Cancel. Uploads are multipart with `fetch`.
 */
import { type ChangeEvent, useEffect, useRef, useState } from "react";
import type { SelfUser } from "../../users/model.ts";
import { DEFAULT_AVATAR } from "../kit/avatar.tsx";
import { sendFiles } from "../uploads/send_files.ts";

export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
const UPLOAD_FAILED = "Failed to upload profile picture. Please try again.";

type Preview = { file: File; url: string };

/** The server's message for a refused file (too large, not an image), else the spec's alert. */
async function failureMessage(res: Response): Promise<string> {
  if (res.status !== 413 && res.status !== 415) return UPLOAD_FAILED;
  const body = await res.json().catch(() => null) as { message?: unknown } | null;
  return typeof body?.message === "string" ? body.message : UPLOAD_FAILED;
}

export type ProfilePictureProps = {
  name: string;
  src: string | null;
  isOwner: boolean;
  isOnline: boolean;
  onUploaded(user: SelfUser): void;
};

export function ProfilePicture(props: ProfilePictureProps) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [busy, setBusy] = useState(false);

  // The preview's object URL is released when it is replaced or the component goes away.
  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview.url);
  }, [preview]);

  function choose(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    if (!file.type.startsWith("image/")) return alert("Please select an image file");
    if (file.size > MAX_PICTURE_BYTES) return alert("File size must be less than 5MB");
    setPreview({ file, url: URL.createObjectURL(file) });
  }

  async function upload() {
    if (!preview || busy) return;
    setBusy(true);
    try {
      const res = await sendFiles("/api/upload/profile-picture", "profilePicture", [preview.file]);
      if (!res.ok) {
        alert(await failureMessage(res));
        return;
      }
      const body = await res.json() as { user: SelfUser };
      props.onUploaded(body.user);
      setPreview(null);
      alert("Profile picture updated successfully!");
    } catch {
      alert(UPLOAD_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="profile-photo">
      <div className={preview ? "profile-photo-frame is-preview" : "profile-photo-frame"}>
        <img
          className="avatar profile-avatar"
          src={preview?.url ?? (props.src || DEFAULT_AVATAR)}
          alt={preview ? "Preview of your new profile picture" : `${props.name}'s profile picture`}
          width={128}
          height={128}
          decoding="async"
        />
        {props.isOnline && !preview && (
          <span className="profile-avatar-dot" title="Online" aria-hidden="true" />
        )}
      </div>
      {props.isOwner && (
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          hidden
          aria-label="Choose a new profile picture"
          onChange={choose}
        />
      )}
      {props.isOwner && !preview && (
        <button
          type="button"
          className="btn btn-small profile-photo-change"
          onClick={() => input.current?.click()}
        >
          Change picture
        </button>
      )}
      {preview && (
        <div className="profile-photo-confirm" role="group" aria-label="New profile picture">
          <button
            type="button"
            className="btn btn-small btn-primary"
            onClick={upload}
            disabled={busy}
          >
            {busy ? "Uploading..." : "Upload"}
          </button>
          <button
            type="button"
            className="btn btn-small"
            onClick={() =>
              setPreview(null)}
            disabled={busy}
          >
            Cancel
          </button>
        </div>
      )}
      {props.isOwner && (
        <p className="profile-photo-hint muted">
          JPG, PNG, GIF or WebP, up to 5MB
        </p>
      )}
    </div>
  );
}
