/**
 * Shown to a post's author only: how many of its images have no description for people who
 * cannot see them, with a button that opens the edit form at the first one.
 */
import { Icon } from "../kit/icon.tsx";
import { iconBulb } from "../kit/icon_paths.ts";
import type { PostView } from "./types.ts";

/** How many of `images` have no description yet. */
export function undescribedCount(images: PostView["images"]): number {
  return images.filter((img) => !img.alt.trim()).length;
}

export function AltNotice(props: { images: PostView["images"]; onDescribe(): void }) {
  const missing = undescribedCount(props.images);
  if (missing === 0) return null;
  const text = missing === 1
    ? "1 image has no description. Edit the post to add one."
    : `${missing} images have no description. Edit the post to add them.`;
  return (
    <div className="post-alt-notice">
      <Icon d={iconBulb} size={18} className="post-alt-notice-icon" />
      <p>{text}</p>
      <button type="button" className="btn btn-small" onClick={props.onDescribe}>
        {missing === 1 ? "Add a description" : "Add descriptions"}
      </button>
    </div>
  );
}
