/**
 * Images of an image post, in the creation box and the edit form (spec 000 §2, §5): several
 * image files at once, each checked in the browser (an image, at most 5MB, 10 in all), previewed
 * with a caption, a description for people who cannot see it, and a remove button.
 */
import { type ChangeEvent, useEffect, useRef } from "react";
import { Field, TextAreaField } from "../kit/field.tsx";
import { Icon } from "../kit/icon.tsx";
import { iconX } from "../kit/icon_paths.ts";
import { LIMITS } from "./constants.ts";
import { type ImageDraft, newImage } from "./draft.ts";

export type ImagePickerProps = {
  id: string;
  images: ImageDraft[];
  onChange(images: ImageDraft[]): void;
  /** The message for the field with this id, if the server refused it. */
  errorFor(fieldId: string): string | null;
};

/** Releases a chosen file's preview URL; an image the post already had has none. */
function release(image: ImageDraft) {
  if (image.file) URL.revokeObjectURL(image.preview);
}

/** Releases every preview's object URL when the form goes away. */
export function useRevokeOnUnmount(images: ImageDraft[]) {
  const latest = useRef(images);
  latest.current = images;
  useEffect(() => () => latest.current.forEach(release), []);
}

/** Said under an empty description: why it matters, without standing in the way. */
const ALT_HINT = "Not described yet: screen readers will read the caption or the title instead.";

export function ImagePicker({ id, images, onChange, errorFor }: ImagePickerProps) {
  const error = errorFor(id);
  const room = LIMITS.images - images.length;

  function choose(e: ChangeEvent<HTMLInputElement>) {
    const files = [...(e.target.files ?? [])];
    e.target.value = "";
    const problems: string[] = [];
    const ok = files.filter((f) => {
      if (!f.type.startsWith("image/")) problems.push("Please select an image file");
      else if (f.size > LIMITS.imageBytes) problems.push("File size must be less than 5MB");
      else return true;
      return false;
    });
    if (ok.length > room) problems.push(`You can add at most ${LIMITS.images} images`);
    const added = ok.slice(0, Math.max(room, 0)).map(newImage);
    if (added.length) onChange([...images, ...added]);
    if (problems.length) alert(problems[0]);
  }

  function remove(image: ImageDraft, index: number) {
    release(image);
    onChange(images.filter((i) => i.key !== image.key));
    const buttons = document.querySelectorAll<HTMLElement>(`#${CSS.escape(id)}-list button`);
    (buttons[index + 1] ?? buttons[index - 1] ?? document.getElementById(id))?.focus();
  }

  const set = (key: number, changes: Partial<ImageDraft>) =>
    onChange(images.map((i) => i.key === key ? { ...i, ...changes } : i));

  return (
    <fieldset className="create-post-group">
      <legend className="create-post-legend">Images</legend>
      <div className="create-post-file">
        <input
          id={id}
          type="file"
          accept="image/*"
          multiple
          className="visually-hidden"
          disabled={room <= 0}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          onChange={choose}
        />
        <label htmlFor={id} className="btn btn-small create-post-file-button">
          Add images
        </label>
        <span id={`${id}-hint`} className="field-hint">
          JPG, PNG, GIF or WebP, up to 5MB each ({images.length}/{LIMITS.images}).
        </span>
      </div>
      {error && <p id={`${id}-error`} className="field-error" role="alert">{error}</p>}
      {images.length > 0 && (
        <ul id={`${id}-list`} className="create-post-images">
          {images.map((img, i) => (
            <li key={img.key} className="create-post-image">
              <img src={img.preview} alt={`Preview of image ${i + 1}`} />
              <button
                type="button"
                className="create-post-image-remove"
                aria-label={`Remove image ${i + 1}`}
                onClick={() => remove(img, i)}
              >
                <Icon d={iconX} size={16} className="" />
              </button>
              <div className="create-post-image-fields">
                <Field
                  id={`${id}-caption-${img.key}`}
                  label={
                    <>
                      Caption<span className="visually-hidden">{` for image ${i + 1}`}</span>
                    </>
                  }
                  value={img.caption}
                  maxLength={LIMITS.caption}
                  placeholder="Say what it shows"
                  error={errorFor(`${id}-caption-${img.key}`)}
                  onChange={(e) => set(img.key, { caption: e.target.value })}
                />
                <TextAreaField
                  id={`${id}-alt-${img.key}`}
                  label={
                    <>
                      Describe this image for people who can't see it
                      <span className="visually-hidden">{` (image ${i + 1})`}</span>
                    </>
                  }
                  rows={2}
                  value={img.alt}
                  maxLength={LIMITS.alt}
                  hint={img.alt.trim() ? null : ALT_HINT}
                  hintClassName="field-hint create-post-alt-hint"
                  error={errorFor(`${id}-alt-${img.key}`)}
                  onChange={(e) => set(img.key, { alt: e.target.value })}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
