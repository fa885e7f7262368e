/**
 * Images of an image post (spec 000 §2, §5): several image files at once, each checked in the
 * browser (an image, at most 5MB, 10 in all), previewed with a caption field and a remove button.
 */
import { type ChangeEvent, useEffect, useRef } from "react";
import { Field } from "../kit/field.tsx";
import { Icon } from "../kit/icon.tsx";
import { iconX } from "../kit/icon_paths.ts";
import { LIMITS } from "./constants.ts";
import { type ImageDraft, newKey } from "./draft.ts";

export type ImagePickerProps = {
  id: string;
  images: ImageDraft[];
  onChange(images: ImageDraft[]): void;
  /** The message for the field with this id, if the server refused it. */
  errorFor(fieldId: string): string | null;
};

/** Releases every preview's object URL when the form goes away. */
export function useRevokeOnUnmount(images: ImageDraft[]) {
  const latest = useRef(images);
  latest.current = images;
  useEffect(() => () => latest.current.forEach((i) => URL.revokeObjectURL(i.preview)), []);
}

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
    const added = ok.slice(0, Math.max(room, 0)).map((file) => ({
      key: newKey(),
      file,
      preview: URL.createObjectURL(file),
      caption: "",
    }));
    if (added.length) onChange([...images, ...added]);
    if (problems.length) alert(problems[0]);
  }

  function remove(image: ImageDraft, index: number) {
    URL.revokeObjectURL(image.preview);
    onChange(images.filter((i) => i.key !== image.key));
    const buttons = document.querySelectorAll<HTMLElement>(`#${CSS.escape(id)}-list button`);
    (buttons[index + 1] ?? buttons[index - 1] ?? document.getElementById(id))?.focus();
  }

  const setCaption = (key: number, caption: string) =>
    onChange(images.map((i) => i.key === key ? { ...i, caption } : i));

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
                onChange={(e) => setCaption(img.key, e.target.value)}
              />
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
